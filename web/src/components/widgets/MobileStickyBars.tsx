import { ArrowUp, ClipboardCheck, List, Phone, X } from 'lucide-react';
import { site } from '../../config/site';
import type { UiStrings } from '../../content/schemas/ui-strings';
import type { PageSection } from '../../lib/page/page-sections';
import ButtonLink from '../ui/ButtonLink';
import Logo from '../ui/Logo';
import PhoneLink from '../ui/PhoneLink';
// REVEAL_SCRIPT: fallback for engines without scroll-driven animations (Firefox, older Safari):
// the sentinel covers the page's first 100px, so the bar is shown exactly when it has scrolled out
// of view. Inline (a few hundred bytes) so it needs no request; the build allows it by its CSP
// hash as one of the site's own scripts. Where `animation-timeline` works, the CSS animation
// overrides the attribute (global.css).
import { MENU_ID, MENU_SCRIPT, REVEAL_SCRIPT } from '../../lib/page/inline-scripts';

/**
 * Spec 2.4, phones only (display: none from md up), but for a long page's section menu and
 * back-to-top, which every width has. The top bar is revealed past 100px of
 * scroll (`.scroll-reveal` in global.css: CSS where supported, else REVEAL_SCRIPT). The layout
 * pads the page bottom by the bottom bar's height so it hides nothing. « Audit Gratuit » leads to
 * `auditHref`: the page's own lead form, found by the layout, else the contact page.
 */
export default function MobileStickyBars({
  auditHref,
  sections = [],
  labels: bars,
}: {
  auditHref: string;
  sections?: readonly PageSection[];
  /** The bars' UI strings, from the layout. */
  labels: UiStrings['barres-mobiles'];
}) {
  const hasMenu = sections.length > 0;
  // Beside the menu button the two actions are narrower: smaller text, icons only on wider phones.
  const buttonSize = hasMenu ? 'sm' : 'lg';
  const buttonClass = hasMenu ? 'min-h-12 px-2 text-base sm:text-lg' : undefined;
  const iconClass = hasMenu ? 'hidden size-5 min-[26rem]:block' : 'size-5';
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
        {hasMenu && (
          // Back to the top, above the bar on the right, once the page has scrolled; inside the
          // bar's region so that every control of the page belongs to a landmark.
          <a
            href="#top"
            aria-label={bars['retour-en-haut']}
            data-haut-de-page=""
            className="scroll-reveal absolute right-3 bottom-[calc(100%+0.75rem)] inline-flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg"
          >
            <ArrowUp aria-hidden="true" className="size-6" />
          </a>
        )}
        <div className={hasMenu ? 'grid grid-cols-[3rem_1fr_1fr] gap-2' : 'grid grid-cols-2 gap-2'}>
          {hasMenu && (
            <button
              type="button"
              popoverTarget={MENU_ID}
              aria-label={bars.sommaire}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 bg-white text-brand-800"
            >
              <List aria-hidden="true" className="size-6" />
            </button>
          )}
          <ButtonLink href={site.phone.href} size={buttonSize} className={buttonClass}>
            <Phone aria-hidden="true" className={iconClass} />
            {bars.appeler}
          </ButtonLink>
          <ButtonLink href={auditHref} variant="accent" size={buttonSize} className={buttonClass}>
            <ClipboardCheck aria-hidden="true" className={iconClass} />
            {site.offers.freeAudit.shortLabel}
          </ButtonLink>
        </div>
      </section>
      {hasMenu && (
        // From md up, where the bottom bar is gone, the same menu and back-to-top float at the
        // bottom right of a long page (issue 39: every width, under the tall sticky header).
        // A region of its own name (« Sommaire »), not a second « Actions rapides »: the phone's bar
        // above is that region, and two landmarks of one name are invalid (html-validate
        // unique-landmark); a landmark still, so the page's content stays in landmarks (axe region).
        <section aria-label={bars.sommaire} className="fixed right-4 bottom-4 z-40 hidden flex-col items-end gap-2 md:flex">
          <a
            href="#top"
            aria-label={bars['retour-en-haut']}
            data-haut-de-page=""
            className="scroll-reveal inline-flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg"
          >
            <ArrowUp aria-hidden="true" className="size-6" />
          </a>
          <button
            type="button"
            popoverTarget={MENU_ID}
            className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-brand-700 bg-white px-4 font-semibold text-brand-800 shadow-lg"
          >
            <List aria-hidden="true" className="size-5" />
            {bars['sommaire-titre']}
          </button>
        </section>
      )}
      {hasMenu && (
        <>
          <nav
            id={MENU_ID}
            popover="auto"
            aria-labelledby={`${MENU_ID}-titre`}
            className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[75dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-0 bg-white p-4 pb-6 text-ink shadow-2xl md:inset-x-auto md:right-4 md:bottom-20 md:max-w-sm md:rounded-2xl"
          >
            <div className="flex items-center justify-between gap-3">
              <p id={`${MENU_ID}-titre`} className="text-lg font-bold">
                {bars['sommaire-titre']}
              </p>
              <button
                type="button"
                popoverTarget={MENU_ID}
                popoverTargetAction="hide"
                aria-label={bars.fermer}
                className="inline-flex size-12 items-center justify-center rounded-lg text-muted"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <ul className="mt-2 divide-y divide-slate-100">
              <li>
                <a href="#top" className="flex min-h-12 items-center gap-2 font-semibold text-brand-800">
                  <ArrowUp aria-hidden="true" className="size-5" />
                  {bars['haut-de-page']}
                </a>
              </li>
              {sections.map((s) => (
                <li key={s.href}>
                  <a href={s.href} className="flex min-h-12 items-center py-1 font-medium text-ink">
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
        </>
      )}
    </>
  );
}
