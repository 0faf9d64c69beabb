import { slugify } from '../../lib/slug';
import { cn } from '../ui/cn';

export interface TableData {
  /** Visible caption: says what the table lists. */
  caption: string;
  /** Column headers; the first names the row headers' column. */
  columns: readonly string[];
  /** One array per row, as many cells as columns; the first cell is the row's header. */
  rows: readonly (readonly string[])[];
  /** A line under the table (prices are indicative, and the like). */
  note?: string;
}

/** Below these widths a table scrolls sideways rather than squeezing its text into slivers. */
const minWidths: Record<number, string> = { 3: 'min-w-[32rem]', 4: 'min-w-[40rem]' };

/**
 * A real data table (products, prices): caption, column and row headers. Under 640 px each row
 * becomes a card (its header as the card's title, every other column as a label and its value),
 * so no column starts off-screen; from 640 px up the table itself shows, scrolling inside a
 * focusable region named by the caption if it is still too wide. Only one of the two is displayed,
 * so assistive technology meets the data once.
 */
export default function DataTable({ caption, columns, rows, note }: TableData) {
  const captionId = `tableau-${slugify(caption)}`;
  return (
    <div>
      <div data-cartes="" className="sm:hidden">
        <p id={`${captionId}-cartes`} className="font-semibold text-ink">
          {caption}
        </p>
        <ul aria-labelledby={`${captionId}-cartes`} className="mt-3 grid gap-3">
          {rows.map(([header, ...cells]) => (
            <li key={header} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-ink">
                <span className="sr-only">{`${columns[0]}\u00a0: `}</span>
                {header}
              </p>
              <dl className="mt-2 grid gap-2 text-sm">
                {cells.map((cell, index) => (
                  <div key={`${columns[index + 1]}`}>
                    <dt className="font-semibold text-brand-800">{columns[index + 1]}</dt>
                    <dd className="text-muted">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <section
        aria-labelledby={captionId}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block"
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
