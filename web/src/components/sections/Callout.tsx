import { Info, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

/** Tone of a callout box. */
export type CalloutTone = 'info' | 'warning' | 'guarantee';

const tones: Record<CalloutTone, { icon: typeof Info; box: string }> = {
  info: { icon: Info, box: 'border-brand-100 bg-brand-50' },
  warning: { icon: TriangleAlert, box: 'border-amber-300 bg-amber-50' },
  guarantee: { icon: ShieldCheck, box: 'border-brand-600 bg-white shadow-md' },
} as const;

/** A boxed note in the flow of a section: a caution, a reminder, a guarantee. */
export default function Callout({
  title,
  text,
  tone = 'info',
  children,
}: {
  title: string;
  text: string;
  tone?: CalloutTone;
  children?: ReactNode;
}) {
  const { icon: Icon, box } = tones[tone];
  return (
    <div className={cn('flex gap-4 rounded-xl border p-5', box)}>
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-800" />
      <div>
        <p className="font-semibold text-ink">{title}</p>
        {text.split('\n\n').map((paragraph) => (
          <p key={paragraph} className="mt-1 text-ink">
            {paragraph}
          </p>
        ))}
        {children}
      </div>
    </div>
  );
}
