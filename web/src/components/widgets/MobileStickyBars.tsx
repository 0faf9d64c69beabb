import { ClipboardCheck, Phone } from 'lucide-react';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import ButtonLink from '../ui/ButtonLink';
import Logo from '../ui/Logo';
import PhoneLink from '../ui/PhoneLink';

/** Id of the audit section a page may hold; the bottom bar scrolls to it. */
export const AUDIT_ANCHOR_ID = 'audit-gratuit';

/**
 * Spec 2.4, phones only (display: none from md up). The top bar is revealed
 * by CSS past 100px of scroll (`.scroll-reveal` in global.css). The layout
 * pads the page bottom by the bottom bar's height so it hides nothing.
 */
export default function MobileStickyBars({ hasAuditAnchor }: { hasAuditAnchor: boolean }) {
  return (
    <>
      <section
        aria-label="Barre d'appel rapide"
        className="scroll-reveal fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white shadow-sm md:hidden"
      >
        <div className="flex min-h-16 items-center justify-between gap-3 px-4">
          <Logo compact />
          <PhoneLink className="text-brand-800" />
        </div>
      </section>
      <section
        aria-label="Actions rapides"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
      >
        <div className="grid grid-cols-2 gap-2">
          <ButtonLink href={site.phone.href} size="lg">
            <Phone aria-hidden="true" className="size-5" />
            Appeler
          </ButtonLink>
          <ButtonLink href={hasAuditAnchor ? `#${AUDIT_ANCHOR_ID}` : paths.contact} variant="accent" size="lg">
            <ClipboardCheck aria-hidden="true" className="size-5" />
            {site.offers.freeAudit.shortLabel}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
