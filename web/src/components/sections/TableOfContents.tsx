
export interface TocEntry {
  id: string;
  title: string;
  children?: readonly TocEntry[];
}
/** In-page table of contents: nested, numbered links to the sections' anchors. */
export default function TableOfContents({ label, entries }: { label: string; entries: readonly TocEntry[] }) {
  return (
    <nav aria-label={label} className="rounded-xl border border-slate-200 bg-white p-6">
      <ol className="grid list-decimal gap-x-10 gap-y-2 pl-6 marker:font-semibold marker:text-brand-800 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {entry.title}
            </a>
            {entry.children && entry.children.length > 0 && (
              <ul className="mb-2 ml-1 border-l border-slate-200 pl-4">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className="inline-flex min-h-10 items-center text-brand-800 underline">
                      {child.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
