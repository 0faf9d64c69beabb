import RatingSourceLink, { type RatingSource } from './RatingSourceLink';

/** A value written « 4,9/5 »: a rating, shown only with its source (issue 39). */
const RATING = /^\d(?:[,.]\d)?\s?\/\s?5$/;

export interface Stat {
  /** Shown as given by the spec for that page: « 99,8 % », « 1000+ », « 24 h ». */
  value: string;
  label: string;
}
/**
 * Key figures in a row. Each label is written to follow its figure (« 24 h » « pour recevoir
 * votre soumission »): the value shows first while <dt> keeps its place before <dd> in the markup.
 * A rating (« 4,9/5 ») links its label to its source, the firm's public review profile
 * (config/business.json reviewProfile), and is left out without one.
 */
export default function StatGrid({ stats, tone = 'light', ratingSource }: { stats: readonly Stat[]; tone?: 'light' | 'dark'; ratingSource?: RatingSource }) {
  const dark = tone === 'dark';
  const isRating = (value: string) => RATING.test(value.trim());
  const shown = stats.filter(({ value }) => !isRating(value) || ratingSource);
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {shown.map(({ value, label }) => (
        <div
          key={label}
          className={
            dark
              ? 'flex flex-col-reverse rounded-xl bg-brand-900 p-5 text-white'
              : 'flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5'
          }
        >
          <dt className={dark ? 'mt-1 text-sm text-brand-50' : 'mt-1 text-sm text-muted'}>
            {isRating(value) ? (
              <RatingSourceLink label={label} source={ratingSource!} />
            ) : (
              label
            )}
          </dt>
          <dd className={dark ? 'text-3xl font-bold' : 'text-3xl font-bold text-brand-800'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
