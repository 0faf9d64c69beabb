import { Menu, X } from 'lucide-react';
import { headerLinks, quoteButton } from '../../config/navigation';
import type { UiStrings } from '../../content/schemas/ui-strings';
import ButtonLink from '../ui/ButtonLink';
import PhoneLink from '../ui/PhoneLink';
import { cn } from '../ui/cn';
import { icons } from '../ui/icons';

const MENU_ID = 'menu-mobile';

/**
 * React renders `popoverTarget` in camelCase; HTML is case-insensitive, but
 * validators (html-validate `attr-case`) want lowercase, so pass the
 * attributes by their HTML names. Static markup only: nothing hydrates here.
 */
function popoverTarget(id: string, action?: 'hide' | 'show') {
  return { popovertarget: id, ...(action ? { popovertargetaction: action } : {}) };
}

/**
 * Below md the links move into a native popover: the browser opens and closes
 * it (toggle button, Escape, click outside) with no JavaScript, and choosing a
 * link loads a new page, which closes it.
 */
export default function MobileMenu({ currentPath, labels: menu }: { currentPath: string; labels: UiStrings['menu-mobile'] }) {
  return (
    <>
      <button
        type="button"
        {...popoverTarget(MENU_ID)}
        aria-label={menu.bouton}
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* No display utility on this element: it would override the popover's closed `display: none`. */}
      <div
        id={MENU_ID}
        popover="auto"
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,88vw)] overflow-y-auto border-0 bg-white p-0 text-ink shadow-xl md:hidden"
      >
        <div className="flex min-h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">{menu.titre}</p>
            <button
              type="button"
              {...popoverTarget(MENU_ID, 'hide')}
              aria-label={menu.fermer}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={menu.navigation}>
            <ul className="flex flex-col gap-1">
              {headerLinks.map(({ label, href, icon }) => {
                const Icon = icons[icon];
                return (
                <li key={href}>
                  <a
                    href={href}
                    aria-current={href === currentPath ? 'page' : undefined}
                    className={cn(
                      'flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium hover:bg-brand-50',
                      href === currentPath && 'bg-brand-50 text-brand-800',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    {label}
                  </a>
                </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
            <PhoneLink className="justify-center text-brand-800" />
            <ButtonLink href={quoteButton.href}>{quoteButton.label}</ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
