import type { ReactNode } from 'react';

/**
 * A titled part of a page section, with its own anchor (the childcare guide's
 * `desinfection-jouets`, `gastro-enterite`…). No container or band of its own: it sits inside
 * a `Section`, under its h2.
 */
export default function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="border-t border-slate-200 pt-8">
      <h3 id={`${id}-titre`} className="text-xl font-bold text-ink md:text-2xl">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}
