import { headerLinks, paths, quoteButton } from '../../config/navigation';
import type { UiStrings } from '../../content/schemas/ui-strings';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';
import Logo from '../ui/Logo';
import PhoneLink from '../ui/PhoneLink';
import { cn } from '../ui/cn';
import MobileMenu from './MobileMenu';

/**
 * Spec 2.2. From md up the header sticks to the top (sticky, so it never
 * covers content the way `position: fixed` would). Below md it scrolls away
 * and the mobile sticky bars take over, so two bars never stack on a phone.
 */
/** `auditLabel`: the spec's « Audit Gratuit 500$ », its amount from chiffres.yaml (content/values.ts). */
export default function Header({
  currentPath,
  auditLabel,
  labels,
}: {
  currentPath: string;
  auditLabel: string;
  /** The header's and the mobile menu's UI strings, from the layout. */
  labels: Pick<UiStrings, 'en-tete' | 'menu-mobile'>;
}) {
  return (
    <header className="relative z-40 bg-white shadow-sm md:sticky md:top-0">
      <div className="bg-brand-900 text-white">
        <Container className="flex min-h-12 items-center justify-between gap-3">
          <PhoneLink className="hover:underline" />
          <ButtonLink href={paths.contact} variant="accent" size="sm">
            {auditLabel}
          </ButtonLink>
        </Container>
      </div>
      <Container className="flex min-h-16 items-center justify-between gap-4">
        <Logo />
        <div className="hidden items-center gap-4 md:flex">
          <PhoneLink className="text-brand-800 hover:underline" />
          <ButtonLink href={quoteButton.href}>{quoteButton.label}</ButtonLink>
        </div>
        <MobileMenu currentPath={currentPath} labels={labels['menu-mobile']} />
      </Container>
      <nav aria-label={labels['en-tete'].navigation} className="hidden border-t border-slate-200 md:block">
        <Container>
          <ul className="flex flex-wrap items-center justify-center lg:justify-between">
            {headerLinks.map(({ label, href }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-current={href === currentPath ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center border-b-2 px-1.5 text-sm font-medium lg:px-2 lg:text-base',
                    href === currentPath
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-ink hover:border-brand-600 hover:text-brand-800',
                  )}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </header>
  );
}
