import { Check } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../ui/cn';

export interface SectorTab {
  /** Spec values: pharmacies, veterinaires, laboratoires. */
  id: string;
  label: string;
  title: string;
  intro: string;
  points: readonly string[];
  link?: { label: string; href: string };
}

/**
 * Sector tabs of the regulated-business page (spec 2.14, 4): WAI-ARIA tabs with a roving
 * tabindex, arrow keys (wrapping), Home and End; selection follows focus. The build renders the
 * tabs as they first appear and every panel's content, so nothing moves when the island hydrates
 * on the visitor's first interaction (`client:interaction`). With scripting off
 * (`@media (scripting: none)`, the `noscript:` variant) the tab list hides and every panel shows
 * as a plain titled block.
 */
export default function SectorTabs({
  tabs,
  label,
  defaultTab,
}: {
  tabs: readonly SectorTab[];
  label: string;
  defaultTab?: string;
}) {
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const wrapped = (index + tabs.length) % tabs.length;
    setSelected(tabs[wrapped].id);
    tabRefs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3 noscript:hidden">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`onglet-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`panneau-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-11 rounded-lg px-4 font-semibold transition-colors',
                isSelected ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-brand-800 hover:bg-brand-50',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="mt-6 noscript:mt-0 noscript:space-y-8">
        {/* Unselected panels hide by class, not by the `hidden` attribute: Tailwind's base styles
            hide that one with !important, beyond the reach of the `noscript:` override. */}
        {tabs.map((tab) => {
          return (
            <div
              key={tab.id}
              id={`panneau-${tab.id}`}
              role="tabpanel"
              aria-labelledby={`onglet-${tab.id}`}
              tabIndex={0}
              className={cn('rounded-xl border border-slate-200 bg-white p-6', tab.id !== selected && 'hidden noscript:block')}
            >
              <h3 id={`panneau-${tab.id}-titre`} className="text-xl font-semibold text-ink">
                {tab.title}
              </h3>
              <p className="mt-2 text-muted">{tab.intro}</p>
              <ul className="mt-4 grid gap-3 md:grid-cols-2">
                {tab.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={2.5} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {tab.link && (
                <a href={tab.link.href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                  {tab.link.label}
                </a>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
