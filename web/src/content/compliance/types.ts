import type { AccordionItem } from '../types';
import type { SectionProps } from '../types';
import type { Testimonial } from '../types';

/** Section shapes the compliance pages share; their content files fill them. */

export interface TestimonialsSection {
  id: string;
  title: string;
  lead?: string;
  tone?: SectionProps['tone'];
  items: readonly Testimonial[];
}

export interface FaqSection {
  id: string;
  title: string;
  lead?: string;
  /** `<details name>` group: one item open at a time within it. */
  name: string;
  /** Shown in the accordion and emitted as FAQPage JSON-LD, identically. */
  items: readonly AccordionItem[];
}

export interface FormSection {
  id: string;
  title: string;
  /** A form of forms/catalog.json. */
  formId: string;
}
