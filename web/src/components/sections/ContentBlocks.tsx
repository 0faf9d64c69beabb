import IconCardGrid, { type IconCard } from '../ui/IconCardGrid';
import Callout, { type CalloutTone } from './Callout';
import Checklist, { type ChecklistMarker } from './Checklist';
import DataTable, { type TableData } from './DataTable';
import StepList, { type Step } from './StepList';

/**
 * The pieces long-form pages are written with, as data: content files list blocks, this
 * component draws them. One renderer keeps every guide and regulator section consistent.
 */
export type ContentBlock =
  | { kind: 'paragraphs'; items: readonly string[] }
  | { kind: 'list'; title?: string; items: readonly string[]; marker?: ChecklistMarker; columns?: 1 | 2 }
  | { kind: 'steps'; items: readonly Step[] }
  | { kind: 'cards'; items: readonly IconCard[]; columns?: 2 | 3 | 4 }
  | { kind: 'table'; table: TableData }
  | { kind: 'callout'; title: string; text: string; tone?: CalloutTone }
  | { kind: 'links'; items: readonly { label: string; href: string }[] };

function Block({ block, headingLevel }: { block: ContentBlock; headingLevel: 3 | 4 }) {
  switch (block.kind) {
    case 'paragraphs':
      return (
        <div className="max-w-3xl space-y-3 text-ink">
          {block.items.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    case 'list':
      return (
        <div>
          {block.title && <p className="mb-3 font-semibold text-ink">{block.title}</p>}
          <Checklist items={block.items} marker={block.marker} columns={block.columns} />
        </div>
      );
    case 'steps':
      return <StepList steps={block.items} />;
    case 'cards':
      return <IconCardGrid items={block.items} columns={block.columns ?? 3} headingLevel={headingLevel} />;
    case 'table':
      return <DataTable {...block.table} />;
    case 'callout':
      return <Callout title={block.title} text={block.text} tone={block.tone} />;
    case 'links':
      return (
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {block.items.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

/** Renders blocks in order; card titles take `headingLevel` (h3 in a section, h4 in a subsection). */
export default function ContentBlocks({
  blocks,
  headingLevel = 3,
}: {
  blocks: readonly ContentBlock[];
  headingLevel?: 3 | 4;
}) {
  return (
    <div className="space-y-6">
      {blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
