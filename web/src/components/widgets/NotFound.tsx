import { headerLinks, paths } from '../../config/navigation';
import type { UiStrings } from '../../content/schemas/ui-strings';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

/**
 * Spec 2.1 and 8, in French (issue 25: the spec's English « Oops! Page not found » is not allowed
 * on a Québec business's site): the way home, and the site's main pages. `text`: the UI strings'
 * introuvable group, from the page.
 */
export default function NotFound({ text }: { text: UiStrings['introuvable'] }) {
  return (
    <section className="py-20 text-center">
      <Container>
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{text.titre}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text.texte}</p>
        <ButtonLink href={paths.home} className="mt-8">
          {text.retour}
        </ButtonLink>
        <nav aria-label={text.suggestions} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            {headerLinks
              .filter((l) => l.href !== paths.home)
              .map(({ label, href }) => (
                <li key={href}>
                  <a href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                    {label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
