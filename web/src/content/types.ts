import type { ReactNode } from 'react';
import type { IconName } from './schemas/icons';

/**
 * The shapes the content hands to the components, owned by the content layer: content files
 * build values of these types, components import them (types only) and render what they get by
 * props. Nothing here imports a component.
 */

/** Tone of a callout box. */
export type CalloutTone = 'info' | 'warning' | 'guarantee';

export interface IconCard {
  icon: IconName;
  title: string;
  /** A short line under the title: a sector card's subtitle, a guide category's count. */
  subtitle?: string;
  description?: string;
  /** Makes the whole card a link (sector cards). */
  href?: string;
  linkLabel?: string;
}

export interface TrustBadge {
  icon: IconName;
  label: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  /** Role, and where it applies the organisation or district: « Directrice, CPE Les Lucioles ». */
  role: string;
  /** Shown as five stars when given (spec: some lists rate 5). */
  rating?: 5;
  /** The question the client had, for the home page's second testimonial block. */
  question?: string;
}

export interface Stat {
  /** Shown as given by the spec for that page: « 99,8 % », « 1000+ », « 24 h ». */
  value: string;
  label: string;
}

export interface AccordionItem {
  question: string;
  answer: string;
}

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

export type ChecklistMarker = 'check' | 'cross' | 'dot';

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

export interface Step {
  title: string;
  description: string;
}

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

export interface TocEntry {
  id: string;
  title: string;
  children?: readonly TocEntry[];
}

export interface CaseStudy {
  /** The client as it may be named publicly: « GMF du Plateau-Mont-Royal ». */
  client: string;
  district: string;
  challenge: string;
  solution: string;
  result: string;
}

/** Headings of the three parts of every case, from the content data. */
export interface CaseStudyLabels {
  challenge: string;
  solution: string;
  result: string;
}

export interface CallToActionProps {
  id: string;
  title: string;
  lead: string;
  actions: readonly HeroAction[];
}

export interface HeroAction {
  label: string;
  /** A page, an in-page anchor (`#contact`) or a `tel:` link. */
  href: string;
  variant?: 'primary' | 'accent' | 'outline';
}

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: readonly HeroAction[];
  /** Badges, a rating, a list of boroughs: whatever the page's hero adds under the actions. */
  children?: ReactNode;
  /** A side column (e.g. the clinic city pages' audit form); the hero becomes two columns on wide screens. */
  aside?: ReactNode;
}

export interface CityLink {
  label: string;
  href: string;
  /** Accessible name when the visible label repeats across cards (spec's 'Voir services'); it should contain the label. */
  ariaLabel?: string;
}

export interface SectorTab {
  /** Spec values: pharmacies, veterinaires, laboratoires. */
  id: string;
  label: string;
  title: string;
  intro: string;
  points: readonly string[];
  link?: { label: string; href: string };
}

export interface PlaceGroup {
  region: string;
  places: readonly string[];
}

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
