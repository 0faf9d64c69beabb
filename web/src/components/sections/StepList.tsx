
export interface Step {
  title: string;
  description: string;
}
/** Numbered steps in order (the audit process, the escalation of sanctions): a real `<ol>`. */
export default function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map(({ title, description }, index) => (
        <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-ink">{title}</p>
            <p className="mt-1 text-muted">{description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
