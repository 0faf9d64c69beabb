import Callout from '../sections/Callout';
import ContentBlocks from '../sections/ContentBlocks';
import type { SubsectionData } from '../sections/ContentSection';
import Subsection from '../sections/Subsection';
import Section from '../ui/Section';

export interface PrivacyPolicyData {
  /** The anchor of /contact's policy section (`#privacy-policy`); forms link the policy's own page. */
  id: string;
  title: string;
  /** Date in force and the law it meets. */
  lead: string;
  /** The numbered sections, in order. */
  sections: readonly SubsectionData[];
  /** The pricing disclaimer closing the policy (spec 2.7). */
  disclaimer: { title: string; text: string };
}

/** The privacy policy: numbered sections with their own anchors, then the pricing disclaimer. */
export default function PrivacyPolicy({ policy }: { policy: PrivacyPolicyData }) {
  return (
    <Section id={policy.id} title={policy.title} lead={policy.lead} tone="muted">
      <div className="max-w-4xl space-y-8">
        {policy.sections.map((s) => (
          <Subsection key={s.id} id={s.id} title={s.title}>
            <ContentBlocks blocks={s.blocks} headingLevel={4} />
          </Subsection>
        ))}
        <Callout title={policy.disclaimer.title} text={policy.disclaimer.text} />
      </div>
    </Section>
  );
}
