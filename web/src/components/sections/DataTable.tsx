import { slugify } from '../../lib/slug';
import { cn } from '../ui/cn';
import type { TableData } from '../../content/types';
export type { TableData } from '../../content/types';

/** Below these widths a table scrolls sideways rather than squeezing its text into slivers. */
const minWidths: Record<number, string> = { 3: 'min-w-[32rem]', 4: 'min-w-[40rem]' };

/**
 * A real data table (products, prices): caption, column and row headers. On narrow screens the
 * table scrolls inside a focusable region named by the caption, so keyboard users can scroll it.
 */
export default function DataTable({ caption, columns, rows, note }: TableData) {
  const captionId = `tableau-${slugify(caption)}`;
  return (
    <div>
      <section
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className={cn('w-full border-collapse text-left text-sm sm:text-base', minWidths[columns.length])}>
          <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
            {caption}
          </caption>
          <thead className="bg-brand-50">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map(([header, ...cells]) => (
              <tr key={header}>
                <th scope="row" className="px-4 py-3 align-top font-semibold text-ink">
                  {header}
                </th>
                {cells.map((cell, index) => (
                  <td key={`${columns[index + 1]}`} className="px-4 py-3 align-top text-muted">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note && <p className="mt-2 text-sm text-muted">{note}</p>}
    </div>
  );
}
