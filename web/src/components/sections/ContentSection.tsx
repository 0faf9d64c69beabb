import type { ReactNode } from 'react';
import Section, { type SectionProps } from '../ui/Section';
import ContentBlocks, { type ContentBlock } from './ContentBlocks';
import Subsection from './Subsection';

export interface SubsectionData {
  id: string;
  title: string;
  blocks: readonly ContentBlock[];
}

export interface ContentSectionData {
  id: string;
  title: string;
  lead?: string;
  tone?: SectionProps['tone'];
  blocks?: readonly ContentBlock[];
  subsections?: readonly SubsectionData[];
}

/**
 * A page section written as data: heading, lead, blocks, then titled subsections with their
 * own anchors. `children` (a city grid, a form) go after the section's own blocks.
 */
export default function ContentSection({ section, children }: { section: ContentSectionData; children?: ReactNode }) {
  const { id, title, lead, tone, blocks = [], subsections = [] } = section;
  return (
    <Section id={id} title={title} lead={lead} tone={tone}>
      <div className="space-y-10">
        {blocks.length > 0 && <ContentBlocks blocks={blocks} />}
        {children}
        {subsections.map((sub) => (
          <Subsection key={sub.id} id={sub.id} title={sub.title}>
            <ContentBlocks blocks={sub.blocks} headingLevel={4} />
          </Subsection>
        ))}
      </div>
    </Section>
  );
}
