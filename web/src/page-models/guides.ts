import { paths } from '../config/navigation';
import { entryOf } from '../content/entries';
import { guideSectors, type GuideSector } from '../content/schemas/guides';
import type { ContentSectionData } from '../components/sections/ContentSection';
import { catalog, downloadHref } from '../lib/forms/catalog';
import {
  childcareChapters,
  childcarePage,
  clinicsPage,
  regulatedPage,
  section,
} from './compliance';

/**
 * The compliance guides (PDF, issue 26), one per sector, read from the same page models and
 * collections as the compliance pages (./compliance.ts): every chapter, checklist and table of a
 * guide is the page's own, so the guide and the page never disagree. The cover, the table of
 * contents and the contact page come from data/guides.yaml; the print pages
 * (/guides/impression/<secteur>) lay them out and the build prints them to PDF
 * (integrations/guide-pdfs.ts).
 */

export const guidesContent = await entryOf('guides');

type Faq = { id: string; title: string; items: readonly { question: string; answer: string }[] };

/** An FAQ as a guide chapter: each question a titled subsection (a bookmark of the PDF). */
const faqChapter = ({ id, items }: Faq): ContentSectionData => ({
  id,
  title: guidesContent.guide.faq,
  subsections: items.map((item, i) => ({ id: `${id}-${i + 1}`, title: item.question, blocks: [{ kind: 'paragraphs', items: [item.answer] }] })),
});

const clinicChapters = (): ContentSectionData[] => [
  // The regulation clinics answer to: the MSSS requirements of the regulated businesses' page.
  section(regulatedPage.regulators.find((r) => r.id === 'conformite-msss')!),
  section(clinicsPage.risks),
  section(clinicsPage.process),
  section(clinicsPage.founder),
  section(clinicsPage.prices),
  faqChapter(clinicsPage.faq),
];

const childcareGuideChapters = (): ContentSectionData[] => [...childcareChapters, faqChapter(childcarePage.faq)];

const regulatedChapters = (): ContentSectionData[] => {
  const { id, title, lead, tabs } = regulatedPage.sectors;
  return [
    ...regulatedPage.regulators.map(section),
    {
      id,
      title,
      lead,
      subsections: tabs.map((tab) => ({
        id: `${id}-${tab.id}`,
        title: tab.title,
        blocks: [
          { kind: 'paragraphs' as const, items: [tab.intro] },
          { kind: 'list' as const, items: tab.points },
        ],
      })),
    },
    faqChapter(regulatedPage.faq),
  ];
};

const chaptersOf: Record<GuideSector, () => ContentSectionData[]> = {
  'cliniques-medicales': clinicChapters,
  garderies: childcareGuideChapters,
  'entreprises-reglementees': regulatedChapters,
};

/** The compliance page each guide is printed from. */
const pageOf: Record<GuideSector, string> = {
  'cliniques-medicales': paths.clinics,
  garderies: paths.childcare,
  'entreprises-reglementees': paths.regulated,
};

const guideForm = catalog.forms.find((f) => f.id === 'guide');
if (!guideForm?.download) throw new Error('forms/catalog.json : le formulaire « guide » doit avoir un « download »');
const download = guideForm.download;

export interface Guide {
  sector: GuideSector;
  title: string;
  lead: string;
  /** The PDF's keywords. */
  keywords: readonly string[];
  /** The compliance page the guide is read from. */
  page: string;
  /** Where the PDF is served: /guides/guide-conformite-<secteur>.pdf. */
  pdf: string;
  /** The HTML page the build prints to PDF. */
  printPath: string;
  /** Who reviewed it: a person of data/personnes/ (page-models/people.ts). */
  reviewer: string;
  chapters: ContentSectionData[];
}

/** What the build's step that prints the guides needs of each (integrations/guide-pdfs.ts reads it from the build's data). */
export type GuidePrint = Pick<Guide, 'sector' | 'title' | 'lead' | 'keywords' | 'pdf' | 'printPath'>;

export const printPath = (sector: GuideSector) => `/guides/impression/${sector}`;

export const guides: readonly Guide[] = guideSectors.map((sector) => {
  const text = guidesContent.guides.find((g) => g.secteur === sector)!;
  return {
    sector,
    title: text.title,
    lead: text.lead,
    keywords: text.keywords,
    page: pageOf[sector],
    pdf: downloadHref(download, sector),
    printPath: printPath(sector),
    reviewer: text.reviseur,
    chapters: chaptersOf[sector](),
  };
});

export const guideOf = (sector: GuideSector): Guide => guides.find((g) => g.sector === sector)!;
