export interface Stat {
  /** Shown as given by the spec for that page: « 99,8 % », « 1000+ », « 24 h ». */
  value: string;
  label: string;
}

/** Key figures in a row. */
export default function StatGrid({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className={dark ? 'rounded-xl bg-brand-900 p-5 text-white' : 'rounded-xl border border-slate-200 bg-white p-5'}
        >
          <dt className={dark ? 'text-sm text-brand-50' : 'text-sm text-muted'}>{label}</dt>
          <dd className={dark ? 'mt-1 text-3xl font-bold' : 'mt-1 text-3xl font-bold text-brand-800'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
