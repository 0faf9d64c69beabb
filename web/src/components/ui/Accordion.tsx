import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * FAQ list (spec: one item open at a time, an open item can be closed). `<details name>` gives
 * exactly that natively: exclusive, keyboard-operable, no JavaScript. Pages emit the same
 * questions as FAQPage JSON-LD (faqPageJsonLd).
 */
export default function Accordion({ name, items }: { name: string; items: readonly AccordionItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map(({ question, answer }) => (
        <details key={question} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{question}</span>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-muted">
            {answer.split('\n\n').map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
