import type { ReactNode } from 'react';

/**
 * A form (usually in a `FormPanel`) with a side column of contact details or benefits: one column
 * on phones with the aside below the form, two from lg up.
 */
export default function FormLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={aside ? 'grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]' : 'max-w-3xl'}>
      <div>{children}</div>
      {aside && <div className="grid gap-6">{aside}</div>}
    </div>
  );
}
