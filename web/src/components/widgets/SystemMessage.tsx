import { paths } from '../../config/navigation';
import type { SystemPage, SystemParagraph } from '../../content/schemas/system-page';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

function Paragraph({ text, className }: { text: SystemParagraph; className: string }) {
  if (typeof text === 'string') return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} className="font-semibold whitespace-nowrap text-brand-800 underline">
            {part.label}
          </a>
        ),
      )}
    </p>
  );
}

/**
 * A short page with a message. Server-filled pages carry HTML comment markers (`<!--FORM_ERRORS-->`)
 * after their first paragraphs; the C++ server replaces them with escaped content.
 */
/** `homeLabel`: the way home (UI strings, message.retour-accueil). */
export default function SystemMessage({ page, homeLabel }: { page: SystemPage; homeLabel: string }) {
  const [first, ...rest] = page.paragraphs;
  const [firstMarker, secondMarker] = page.markers ?? [];
  return (
    <section className="py-16 md:py-24">
      <Container className="max-w-3xl">
        <h1 className="text-3xl font-bold text-balance text-ink md:text-4xl">{page.heading}</h1>
        <Paragraph text={first} className="mt-4 text-lg text-muted" />
        {firstMarker && <div className="mt-4 text-ink" dangerouslySetInnerHTML={{ __html: `<!--${firstMarker}-->` }} />}
        {rest.map((text, i) => (
          <Paragraph key={i} text={text} className="mt-4 text-lg text-muted" />
        ))}
        {secondMarker && (
          <div className="mt-4 font-semibold text-brand-800 underline" dangerouslySetInnerHTML={{ __html: `<!--${secondMarker}-->` }} />
        )}
        {page.bouton && (
          // No action: the form posts to the page's own address, the mailed link the server checked.
          <form method="post" className="mt-8">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white transition-colors hover:bg-brand-800"
            >
              {page.bouton}
            </button>
          </form>
        )}
        <ButtonLink href={paths.home} variant="outline" className="mt-8">
          {homeLabel}
        </ButtonLink>
      </Container>
    </section>
  );
}
