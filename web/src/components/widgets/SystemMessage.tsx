import { paths } from '../../config/navigation';
import type { SystemPage } from '../../content/system-pages';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

/**
 * A short page with a message. Server-filled pages carry HTML comment markers (`<!--FORM_ERRORS-->`)
 * after their first paragraphs; the C++ server replaces them with escaped content.
 */
export default function SystemMessage({ page }: { page: SystemPage }) {
  const [first, ...rest] = page.paragraphs;
  const [firstMarker, secondMarker] = page.markers ?? [];
  return (
    <section className="py-16 md:py-24">
      <Container className="max-w-3xl">
        <h1 className="text-3xl font-bold text-balance text-ink md:text-4xl">{page.heading}</h1>
        <p className="mt-4 text-lg text-muted">{first}</p>
        {firstMarker && <div className="mt-4 text-ink" dangerouslySetInnerHTML={{ __html: `<!--${firstMarker}-->` }} />}
        {rest.map((text) => (
          <p key={text} className="mt-4 text-lg text-muted">
            {text}
          </p>
        ))}
        {secondMarker && (
          <div className="mt-4 font-semibold text-brand-800 underline" dangerouslySetInnerHTML={{ __html: `<!--${secondMarker}-->` }} />
        )}
        <ButtonLink href={paths.home} variant="outline" className="mt-8">
          Retour à l&rsquo;accueil
        </ButtonLink>
      </Container>
    </section>
  );
}
