import type { ReactNode } from 'react';
import { cn } from './cn';
import Container from './Container';

export interface SectionProps {
  /** The section's anchor (spec anchors such as `services`, `temoignages`); also labels it. */
  id: string;
  title: string;
  lead?: ReactNode;
  /** Tinted background to separate consecutive sections. */
  tone?: 'white' | 'muted' | 'brand';
  /** h2 unless the section sits under another section's heading. */
  headingLevel?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
} as const;

/** A page section: anchor, heading, optional lead paragraph, content. Every page is built from these. */
export default function Section({ id, title, lead, tone = 'white', headingLevel = 2, className, children }: SectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={cn('py-12 md:py-16', tones[tone], className)}>
      <Container>
        <Heading id={`${id}-titre`} className="text-2xl font-bold text-balance text-ink md:text-3xl">
          {title}
        </Heading>
        {lead && <div className="mt-3 max-w-3xl text-lg text-muted">{lead}</div>}
        {children && <div className="mt-8">{children}</div>}
      </Container>
    </section>
  );
}
