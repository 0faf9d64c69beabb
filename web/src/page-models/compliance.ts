import { site } from '../config/site';
import { typography } from '../lib/typography';
import { nonBreaking } from '../lib/phone';
import { clinicCityPath, sectorCityPath } from './routes';
import type { City } from '../content/cities';
import { entriesOf, entryOf } from '../content/entries';
import { fill } from '../content/placeholders';
import {
  type ActionData,
  type Chapter,
  type ClinicCityData,
  type ContentSection,
} from '../content/schemas/compliance';
import type { FigureTree } from '../content/schemas/figures';
import type { ContentBlock } from '../components/sections/ContentBlocks';
import type { ContentSectionData } from '../components/sections/ContentSection';
import type { TocEntry } from '../components/sections/TableOfContents';
import type { CityLink } from '../components/widgets/CityGrid';
import type { HeroAction } from '../components/widgets/PageHero';
import { figures, withValues } from '../content/values';

/**
 * The compliance pages (spec 2.11 to 2.15), read from data/conformite/ and shaped for the
 * components: buttons resolved (the call button takes the site's number), the clinic city pages'
 * shared commitments inserted, the product tables drawn from the product lists, the childcare
 * guide's table of contents built from its chapters, and each city card's links.
 */

const common = await entryOf('conformiteCommun');
export const clinicsPage = await entryOf('conformiteCliniques');
export const childcarePage = await entryOf('conformiteGarderies');
export const regulatedPage = await entryOf('conformiteEntreprises');
export const faqPage = await entryOf('conformiteFaq');

/** A template of the data (`{ville}`, `{equipe}`) filled with the page's values and set in OQLF typography. */
const template = (text: string, extra: Record<string, string>, where: string) => typography(fill(text, withValues(extra), where));

const phone = { telephone: site.phone.display };

/** The tap-to-call button of the heroes and closing bands; the number never wraps. */
export const callAction = (variant: HeroAction['variant']): HeroAction => ({
  label: nonBreaking(template(common.appel.bouton, phone, 'conformite/commun.yaml, appel.bouton')),
  href: site.phone.href,
  variant,
});

export const actions = (list: readonly ActionData[]): HeroAction[] =>
  list.map((action) => ('appel' in action ? callAction(action.appel) : action));

/** A section of the data as the content renderer takes it (a products table gets its rows). */
export function section({ produits, ...rest }: Chapter): ContentSectionData {
  const block = (b: ContentSection['blocks'] extends readonly (infer B)[] | undefined ? B : never): ContentBlock => {
    if (b.kind !== 'table') return b;
    const { produits: list, rows, ...table } = b.table;
    if (!list) return { kind: 'table', table: { ...table, rows: rows! } };
    if (!produits) throw new Error(`${rest.id} : le tableau « ${table.caption} » demande des produits, mais le chapitre n’en a pas`);
    return {
      kind: 'table',
      table: {
        ...table,
        rows:
          list === 'recommandes'
            ? produits.recommandes.map((p) => [p.name, p.ph, p.usage, `${p.price}\u00a0/\u00a0${p.litres}\u00a0L`])
            : produits.interdits.map((p) => [p.name, p.reason, p.alternative]),
      },
    };
  };
  return {
    id: rest.id,
    title: rest.title,
    lead: rest.lead,
    tone: rest.tone,
    blocks: rest.blocks?.map(block),
    subsections: rest.subsections?.map((s) => ({ ...s, blocks: s.blocks.map(block) })),
  };
}

/* ---- Clinics (spec 2.11, 2.12) ---- */

/** A count of chiffres.yaml by key (`note.avis`), as a number. */
function countOf(key: string, where: string): number {
  const node = key.split('.').reduce<unknown>((tree, part) => (tree as FigureTree | undefined)?.[part], figures);
  if (!node || typeof node !== 'object' || !('nombre' in node)) {
    throw new Error(`${where} : {${key}} n’est pas un nombre de chiffres.yaml`);
  }
  return (node as { nombre: number }).nombre;
}

const clinicCity = ({ data }: { data: ClinicCityData }) => {
  const where = `src/content/data/conformite/cliniques-villes/${data.slug}.yaml`;
  const { equipe, ...local } = data.local;
  const commitments: ContentBlock = {
    kind: 'list',
    columns: 2,
    items: clinicsPage.pagesVilles.engagements.map((line) => template(line, { equipe }, `${where}, local.equipe`)),
  };
  const blocks = local.blocks ?? [];
  // The commitments follow the paragraphs, before the links.
  const at = blocks.findIndex((b) => b.kind === 'links');
  const withCommitments = at < 0 ? [...blocks, commitments] : [...blocks.slice(0, at), commitments, ...blocks.slice(at)];
  return {
    ...data,
    path: clinicCityPath(data.slug),
    /** Reviews this page shows; also the LocalBusiness JSON-LD reviewCount. */
    reviewCount: countOf(data.avis, `${where}, champ « avis »`),
    local: section({ ...local, blocks: withCommitments as ContentSection['blocks'] }),
  };
};

/** The three clinic city pages, in the order of their `ordre` field (spec 2.12: Montréal, Laval, Longueuil). */
export const clinicCityPages = (await entriesOf('conformiteCliniquesVilles'))
  .map(clinicCity)
  .sort((a, b) => a.ordre - b.ordre);
export type ClinicCityPage = (typeof clinicCityPages)[number];

const clinicCitySlugs = new Set(clinicCityPages.map((p) => p.slug));

/**
 * Cities with a clinic page link to it; the others to their medical cleaning page (spec 2.11 left
 * them as plain text; issue 26: a city named is a city linked).
 */
export const clinicCityLinks = (city: City): CityLink[] =>
  clinicCitySlugs.has(city.slug)
    ? [{ label: template(clinicsPage.cities.lienVille, { ville: city.name }, 'cliniques.yaml, cities.lienVille'), href: clinicCityPath(city.slug) }]
    : [
        {
          label: template(regulatedPage.cities.liensVille.medical, { ville: city.name }, 'entreprises-reglementees.yaml, cities.liensVille.medical'),
          href: sectorCityPath('medical', city.slug),
        },
      ];

/* ---- Childcare guide (spec 2.13) ---- */

/** The guide's chapters in the order of their file names (`1-reglement.yaml`, `2-nettoyage.yaml`…). */
export const childcareChapters: readonly ContentSectionData[] = (await entriesOf('conformiteGarderiesChapitres'))
  .sort((a, b) => parseInt(a.id, 10) - parseInt(b.id, 10))
  .map(({ data }) => section(data));

export const childcareCities: ContentSectionData = section(childcarePage.cities);

/** Every city of the grid links to its childcare page (spec 2.13). */
export const childcareCityLinks = (city: City): CityLink[] => [
  { label: template(childcarePage.cities.lienVille, { ville: city.name }, 'garderies.yaml, cities.lienVille'), href: sectorCityPath('garderie', city.slug) },
];

const tocEntry = ({ id, title, subsections = [] }: ContentSectionData): TocEntry => ({
  id,
  title,
  children: subsections.map((s) => ({ id: s.id, title: s.title })),
});

/** The table of contents lists every chapter, so every anchor it names exists on the page. */
export const childcareToc: readonly TocEntry[] = [
  ...childcareChapters.map(tocEntry),
  tocEntry(childcareCities),
  { id: childcarePage.faq.id, title: childcarePage.faq.title },
  { id: childcarePage.audit.id, title: childcarePage.audit.title },
];

/* ---- Regulated businesses (spec 2.14) ---- */

/** Every city links to its three sector pages (issue 26: a city named is a city linked). */
export const regulatedCityLinks = (city: City): CityLink[] => {
  const label = (text: string, field: string) => template(text, { ville: city.name }, `entreprises-reglementees.yaml, cities.liensVille.${field}`);
  const { medical, entreprise, garderie } = regulatedPage.cities.liensVille;
  return [
    { label: label(medical, 'medical'), href: sectorCityPath('medical', city.slug) },
    { label: label(entreprise, 'entreprise'), href: sectorCityPath('entreprise', city.slug) },
    { label: label(garderie, 'garderie'), href: sectorCityPath('garderie', city.slug) },
  ];
};
