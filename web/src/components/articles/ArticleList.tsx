export interface ArticleCardData {
  href: string;
  title: string;
  description: string;
  /** « 6 min de lecture · 15 octobre 2026 », already worded. */
  meta: string;
  /** `2026-10-15`, for the `<time>` of the card. */
  iso: string;
  linkLabel: string;
}

export interface ArticleGroup {
  /** Anchor of the group, the target of its category card: `articles-medical`. */
  id: string;
  name: string;
  articles: readonly ArticleCardData[];
}

/** The blog's articles by category, each a card whose title links to the article. */
export default function ArticleList({ groups }: { groups: readonly ArticleGroup[] }) {
  return (
    <div className="grid gap-12">
      {groups.map((group) => (
        <div key={group.id} id={group.id} className="scroll-mt-24">
          <h3 className="text-xl font-bold text-ink">
            {group.name} <span className="text-base font-normal text-muted">({group.articles.length})</span>
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {group.articles.map((a) => (
              <li key={a.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h4 className="text-lg font-semibold text-ink">
                  <a href={a.href} className="hover:underline">
                    {a.title}
                  </a>
                </h4>
                <p className="mt-2 text-muted">{a.description}</p>
                <p className="mt-3 text-sm text-muted">
                  <time dateTime={a.iso}>{a.meta}</time>
                </p>
                <a href={a.href} className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-brand-800 underline" aria-label={`${a.linkLabel}\u00a0: ${a.title}`}>
                  {a.linkLabel}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
