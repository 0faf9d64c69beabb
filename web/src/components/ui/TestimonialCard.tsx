import type { UiStrings } from '../../content/schemas/ui-strings';
import { fill } from '../../lib/fill-label';
import Stars from './Stars';

export interface Testimonial {
  quote: string;
  name: string;
  /** Role, and where it applies the organisation or district: « Directrice, CPE Les Lucioles ». */
  role: string;
  /** The client's rating (1 to 5), shown as that many stars when given. */
  rating?: number;
  /** The question the client had, for the home page's second testimonial block. */
  question?: string;
}

/** A client's words, as a figure with its attribution; `labels`: the UI strings' testimonial group. */
export default function TestimonialCard({ quote, name, role, rating, question, labels }: Testimonial & { labels: UiStrings['temoignage'] }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {rating && <Stars rating={rating} label={labels.note} />}
      {question && <p className="mt-2 font-semibold text-brand-800">{question}</p>}
      <blockquote className="mt-3 grow text-ink">
        <p>{fill(labels.citation, { citation: quote })}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-ink">{name}</span>
        <span className="block text-muted">{role}</span>
      </figcaption>
    </figure>
  );
}
