import Callout from '../sections/Callout';
import ContentBlocks from '../sections/ContentBlocks';
import Container from '../ui/Container';
import PageHero from './PageHero';
import type { SubsectionData } from '../sections/ContentSection';

export interface LegalDocumentProps {
  title: string;
  lead: string;
  sections: readonly SubsectionData[];
  /** A closing notice (the privacy policy's pricing disclaimer). */
  closing?: { title: string; text: string };
}

/** A legal page of its own (privacy policy, terms of use): its title as the h1, then numbered sections with their anchors. */
export default function LegalDocument({ title, lead, sections, closing }: LegalDocumentProps) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <Container className="max-w-4xl space-y-10 pb-16">
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titre`} className="border-t border-slate-200 pt-8">
            <h2 id={`${s.id}-titre`} className="text-xl font-bold text-ink md:text-2xl">
              {s.title}
            </h2>
            <div className="mt-4">
              <ContentBlocks blocks={s.blocks} headingLevel={3} />
            </div>
          </section>
        ))}
        {closing && <Callout title={closing.title} text={closing.text} />}
      </Container>
    </>
  );
}
