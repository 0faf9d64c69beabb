import { ClipboardCheck, Phone } from 'lucide-react';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import ButtonLink from '../ui/ButtonLink';
import Logo from '../ui/Logo';
import PhoneLink from '../ui/PhoneLink';
import { ui } from '../../ui/strings';

/** Id of the audit section a page may hold; the bottom bar scrolls to it. */
export const AUDIT_ANCHOR_ID = 'audit-gratuit';

const bars = ui['barres-mobiles'];

/**
 * Fallback for engines without scroll-driven animations (Firefox, older Safari): the sentinel
 * covers the page's first 100px, so the bar is shown exactly when it has scrolled out of view.
 * Inline (a few hundred bytes) so it needs no request; the build allows it by its CSP hash.
 * Where `animation-timeline` works, the CSS animation overrides the attribute (global.css).
 */
const REVEAL_SCRIPT =
  "(()=>{var s=document.getElementById('scroll-sentinel'),b=document.getElementById('mobile-top-bar');" +
  "if(s&&b&&'IntersectionObserver'in window)new IntersectionObserver(function(e){b.toggleAttribute('data-shown',!e[e.length-1].isIntersecting)}).observe(s)})()";

/**
 * Spec 2.4, phones only (display: none from md up). The top bar is revealed past 100px of
 * scroll (`.scroll-reveal` in global.css: CSS where supported, else REVEAL_SCRIPT). The layout
 * pads the page bottom by the bottom bar's height so it hides nothing.
 */
export default function MobileStickyBars({ hasAuditAnchor }: { hasAuditAnchor: boolean }) {
  return (
    <>
      <div id="scroll-sentinel" aria-hidden="true" className="pointer-events-none absolute top-0 left-0 h-[100px] w-px" />
      <section
        id="mobile-top-bar"
        aria-label={bars['barre-appel']}
        className="scroll-reveal fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white shadow-sm md:hidden"
      >
        <div className="flex min-h-16 items-center justify-between gap-3 px-4">
          <Logo compact />
          <PhoneLink className="text-brand-800" />
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />
      {/*
        Its height is fixed (the buttons' 3rem, the padding and the border): painted before its
        buttons were parsed, a bar sized by its content was shorter, then grew upwards from the
        bottom edge, a layout shift Lighthouse counted (CLS 0.006 on some loads).
      */}
      <section
        aria-label={bars.actions}
        className="fixed inset-x-0 bottom-0 z-50 h-[calc(4rem+1px)] border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
      >
        <div className="grid grid-cols-2 gap-2">
          <ButtonLink href={site.phone.href} size="lg">
            <Phone aria-hidden="true" className="size-5" />
            {bars.appeler}
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
