import type { ReactNode } from 'react';

/**
 * The card a form sits in, with the form's promise (from the catalog). With `id` and `title` it
 * is its own titled region (the clinic city pages' hero column, target of `#audit-gratuit`).
 */
export default function FormPanel({
  id,
  title,
  promise,
  children,
}: {
  id?: string;
  title?: string;
  promise?: string;
  children: ReactNode;
}) {
  const headingId = id && title ? `${id}-titre` : undefined;
  const body = (
    <>
      {title && (
        <h2 id={headingId} className="text-xl font-bold text-ink md:text-2xl">
          {title}
        </h2>
      )}
      {promise && <p className={title ? 'mt-2 text-muted' : 'text-muted'}>{promise}</p>}
      <div className="mt-6">{children}</div>
    </>
  );
  const box = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8';
  return headingId ? (
    <section id={id} aria-labelledby={headingId} className={box}>
      {body}
    </section>
  ) : (
    <div className={box}>{body}</div>
  );
}
