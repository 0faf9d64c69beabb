
export interface Stat {
  /** Shown as given by the spec for that page: « 99,8 % », « 1000+ », « 24 h ». */
  value: string;
  label: string;
}
/**
 * Key figures in a row. Each label is written to follow its figure (« 24 h » « pour recevoir
 * votre soumission »): the value shows first while <dt> keeps its place before <dd> in the markup.
 */
export default function StatGrid({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className={
            dark
              ? 'flex flex-col-reverse rounded-xl bg-brand-900 p-5 text-white'
              : 'flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5'
          }
        >
          <dt className={dark ? 'mt-1 text-sm text-brand-50' : 'mt-1 text-sm text-muted'}>{label}</dt>
          <dd className={dark ? 'text-3xl font-bold' : 'text-3xl font-bold text-brand-800'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
