import type { NavLink } from '../../config/navigation';
import type { Picture as PictureData } from '../../content/images';
import Bylines, { type Byline } from '../people/Bylines';
import Container from '../ui/Container';
import Picture from '../ui/Picture';

export interface ArticleViewProps {
  category: string;
  title: string;
  description: string;
  /** The byline's plain parts (reading time), already worded. */
  meta: readonly string[];
  /** Its author and reviewer, with their pages. */
  people: readonly Byline[];
  /** The cover, with what the build's list of image slots reads (a drawing until the firm supplies a photo). */
  cover: PictureData & { slot: string; label: string; drawing: boolean };
  /** Publication, then update if any: « Publié le » and the date, with its ISO form for `<time>`. */
  dates: readonly { label: string; iso: string; text: string }[];
  /** The article's body, rendered from Markdown at build time. */
  html: string;
  relatedTitle: string;
  related: readonly NavLink[];
}

/**
 * One article of the blog: its heading, its author and reviewer, its cover, its text (headings, paragraphs, lists and
 * tables styled here, since the Markdown renders plain elements), then the pages it builds on.
 */
export default function ArticleView({ category, title, description, meta, people, cover, dates, html, relatedTitle, related }: ArticleViewProps) {
  return (
    <article aria-labelledby="article-titre">
      <header className="bg-linear-to-b from-brand-50 to-white">
        <Container className="py-10 md:py-16">
          <div className="mx-auto max-w-3xl">
            <p className="font-semibold text-brand-800">{category}</p>
            <h1 id="article-titre" className="mt-2 text-3xl leading-tight font-bold text-balance text-ink md:text-4xl">
              {title}
            </h1>
            <p className="mt-4 text-lg text-muted">{description}</p>
            <p className="mt-6 flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted">
              {meta.map((line, i) => (
                <span key={line}>
                  {i > 0 && <span aria-hidden="true">· </span>}
                  {line}
                </span>
              ))}
              {dates.map((d) => (
                <span key={d.iso + d.label}>
                  <span aria-hidden="true">· </span>
                  {d.label} <time dateTime={d.iso}>{d.text}</time>
                </span>
              ))}
            </p>
            <Bylines people={people} className="mt-6" />
          </div>
        </Container>
      </header>
      <Container>
        <Picture
          image={cover}
          priority
          className="mx-auto mb-10 max-w-3xl overflow-hidden rounded-2xl bg-brand-50"
          data={{ 'data-image-slot': cover.slot, 'data-image-source': cover.drawing ? 'illustration' : 'photo', 'data-image-label': cover.label }}
        />
        <div
          className={[
            'article-texte mx-auto max-w-3xl pb-12 text-lg leading-relaxed text-ink',
            '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-balance [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
            '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
            '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_strong]:font-semibold',
            '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-muted',
          ].join(' ')}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <nav aria-labelledby="article-liees" className="mx-auto max-w-3xl border-t border-slate-200 py-10">
          <h2 id="article-liees" className="text-xl font-bold text-ink">
            {relatedTitle}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {related.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </article>
  );
}

