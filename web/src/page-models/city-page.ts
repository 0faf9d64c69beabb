import { site } from '../config/site';
import { paths } from '../config/navigation';
import { formDefinition } from '../lib/forms/catalog';
import { nonBreaking } from '../lib/phone';
import { typography } from '../lib/typography';
import { sectorCityPath, sectorPath } from './routes';
import { faqPageJsonLd, localBusinessJsonLd } from '../seo/jsonld';
import { cities, cityBySlug, cityProfile, distanceKm, type City, type CityProfile } from '../content/cities';
import { ContentError } from '../lib/errors/french-errors';
import { withValues } from '../content/values';
import { entriesOf } from '../content/entries';
import { requireLocalText } from './city-local-text';
import { shownName, type CityTestimonial } from '../content/schemas/testimonial';
import { ui } from './ui-strings';
import { fill } from '../lib/fill-label';
import { sectors, sectorSlugs, type SectorSlug } from '../content/sectors';
import { cityPageSchema, type CityPageModel } from '../content/schemas/city-page';
import type { DistrictRole } from '../content/schemas/city-template';
import { clientsIn } from '../content/schemas/city';
import { a, capitalize, de, frenchList, landmark, orList, the } from '../content/local/place-names';
import { fillText, fillTree } from '../content/local/template';
import { FRAME_FILE, cityFrame, customCities, customFile, editorPath, sectorFile, sectorTemplates } from '../content/local/templates';

export type { CityPageModel } from '../content/schemas/city-page';

/**
 * Builds everything a sector-city page shows (spec 2.17): the city's file (data/villes/), the
 * sector's record, the templates of data/pages-ville/ filled with the city's values and, for
 * Laval and Longueuil, their own text (data/pages-ville/sur-mesure/). The page route renders the
 * result through widgets/CityPage.tsx; neither holds copy of its own.
 */

/** Option of the short audit form's `secteur` list (spec 3.3) that each sector maps to. */
const auditSecteur: Record<SectorSlug, string> = {
  medical: 'medical-clinique',
  garderie: 'garderie-cpe',
  entreprise: 'entreprise-bureau',
};

/** The compliance guide each sector's city pages link to. */
const complianceGuide: Record<SectorSlug, string> = {
  medical: paths.clinics,
  garderie: paths.childcare,
  entreprise: paths.regulated,
};

/** Farthest distance at which another city of the list is called « voisine ». */
const NEAR_KM = 100;
const AUDIT_FORM = 'audit-secteur';
const number = new Intl.NumberFormat(site.locale);

for (const slug of customCities.keys()) {
  if (!cities.some((c) => c.slug === slug)) {
    throw new ContentError(`${editorPath(customFile(slug))} : aucune ville « ${slug} » dans src/content/data/villes/`);
  }
}

/** The districts a template names by role (see data/pages-ville/medical.yaml). */
function roleValues(roles: Record<string, DistrictRole>, city: City, profile: CityProfile): [string, string][] {
  const chosen = new Map<string, string | undefined>();
  const resolve = (name: string): string | undefined => {
    if (chosen.has(name)) return chosen.get(name);
    const role = roles[name]!;
    const excluded = role.sauf.map(resolve);
    const open = city.quartiers.filter((q) => !excluded.includes(q));
    const fitting = open.filter((q) => role.types.includes(profile.typesQuartiers[city.quartiers.indexOf(q)]!));
    const pool = role.facultatif ? fitting : [...fitting, ...open.filter((q) => !fitting.includes(q))];
    chosen.set(name, pool[role.rang - 1]);
    return chosen.get(name);
  };
  return Object.keys(roles).flatMap((name) => {
    const district = resolve(name);
    const repere = district === undefined ? '' : landmark(profile.reperes[city.quartiers.indexOf(district)]!);
    return [
      [`quartier.${name}`, district ?? ''],
      [`quartier.${name}.de`, district === undefined ? '' : de(district)],
      [`quartier.${name}.a`, district === undefined ? '' : a(district)],
      [`quartier.${name}.repere`, repere],
    ] as [string, string][];
  });
}

/** The keys that name a city (also for a neighbour's link). */
const cityNameValues = (city: City): [string, string][] => [
  ['ville', city.name],
  ['ville.de', de(city.name)],
  ['ville.a', a(city.name)],
];

/** Every `{clé}` of the page's templates, with its value for this city and sector. */
function pageValues(sectorSlug: SectorSlug, city: City, profile: CityProfile, delai: string) {
  const sector = sectors[sectorSlug];
  const own: [string, string | undefined][] = [
    ['ville.accroche', profile.hero?.[sectorSlug]],
    ['ville.trajets', profile.trajets],
    ['ville.saison.titre', profile.saison?.title],
    ['ville.saison.texte', profile.saison?.text],
    ['ville.quartiers.intro', profile.quartiersIntro],
    ['ville.faq.question', profile.faq?.[sectorSlug].question],
    ['ville.faq.reponse', profile.faq?.[sectorSlug].answer],
  ];
  const base = withValues(
    Object.fromEntries([
      ...cityNameValues(city),
      ['ville.avec-region', city.name === profile.region ? city.name : `${city.name} (${profile.region})`],
      ['ville.population', city.population],
      ['ville.region', profile.region],
      ['ville.region.dans', profile.regionDans],
      ['ville.region.dans.majuscule', capitalize(profile.regionDans)],
      ['ville.reseau-sante', profile.sante],
      ['ville.portrait', profile.portrait],
      ['ville.acces', profile.acces],
      ['ville.note', profile.notes[sectorSlug]],
      ['ville.clients', number.format(clientsIn(city.nombreClients[sectorSlug]))],
      ['ville.quartiers.liste', frenchList(city.quartiers.map(the))],
      ...city.quartiers.map((q, i) => [`ville.quartier.${i + 1}`, q]),
      ['ville.voisines.a', orList(city.neighbours.map((n) => a(cityBySlug(n).name)))],
      ...own.filter((entry): entry is [string, string] => entry[1] !== undefined),
      ['delai', delai],
      ['secteur', sector.name],
      ['secteur.clientele', sector.secteurNom],
      ['telephone', site.phone.display],
      ...roleValues(sectorTemplates[sectorSlug].roles, city, profile),
    ]),
  );
  const equipe = profile.equipe ?? fillText(cityFrame.equipe, base, `${editorPath(FRAME_FILE)}, champ « equipe »`);
  return new Map([...base, ['ville.equipe', equipe]]);
}

/** The hero's two buttons and the breadcrumb's first step, shared with the sector landing pages. */
export const pageFrame = (() => {
  const values = withValues({ telephone: site.phone.display });
  const where = (field: string) => `${editorPath(FRAME_FILE)}, champ « ${field} »`;
  return {
    auditButton: fillText(cityFrame.boutons.audit, values, where('boutons.audit')),
    callButton: nonBreaking(fillText(cityFrame.boutons.appel, values, where('boutons.appel'))),
    home: fillText(cityFrame.accueil, values, where('accueil')),
  };
})();

/** The frame's text for a neighbour's link: « Nettoyage médical à Brossard ». */
export function cityLinkLabel(sectorSlug: SectorSlug, city: City): string {
  const values = withValues(Object.fromEntries([...cityNameValues(city), ['secteur', sectors[sectorSlug].name]]));
  return fillText(cityFrame.voisines.lien, values, `${editorPath(FRAME_FILE)}, champ « voisines.lien »`);
}

/** Testimonials a city page shows (spec 2.17: three). */
const TESTIMONIALS_SHOWN = 3;

type Testimonial = { id: string; data: CityTestimonial };
const testimonials: readonly Testimonial[] = await entriesOf('temoignages');

/**
 * The city's testimonials (data/temoignages/) for a page of `sectorSlug`: its own sector's, up to
 * three; when fewer, the city's other sectors complete the three as a labelled fallback
 * (`elsewhere`, shown under its own heading), never mixed with the sector's own.
 */
export function testimonialsOf(citySlug: string, sectorSlug: SectorSlug): { own: Testimonial[]; elsewhere: Testimonial[] } {
  const city = testimonials.filter((t) => t.data.ville === citySlug);
  const own = city.filter((t) => t.data.secteur === sectorSlug).slice(0, TESTIMONIALS_SHOWN);
  const elsewhere = city.filter((t) => t.data.secteur !== sectorSlug).slice(0, TESTIMONIALS_SHOWN - own.length);
  return { own, elsewhere };
}

/** A testimonial as the page shows it: the name as the client allowed, role, company, district, stars. */
function shownTestimonial({ id, data: t }: Testimonial) {
  return {
    id,
    quote: t.texte,
    name: shownName(t),
    role: [t.poste, t.entreprise, t.quartier].filter(Boolean).join(', '),
    sector: t.secteur,
    sectorLabel: sectors[t.secteur].secteurNom,
    ...(t.note ? { rating: t.note } : {}),
    ...(t.photo ? { photo: t.photo.fichier } : {}),
  };
}

export function buildCityPage(sectorSlug: SectorSlug, citySlug: string): CityPageModel {
  const city = cityBySlug(citySlug);
  const sector = sectors[sectorSlug];
  const profile = cityProfile(city.slug);
  const customCity = customCities.get(city.slug);
  if (!customCity) requireLocalText(profile);
  const delai = customCity?.delai ?? cityFrame.delai;
  const values = pageValues(sectorSlug, city, profile, delai);
  const frame = fillTree(cityFrame, values, editorPath(FRAME_FILE));
  const { roles: _, ...sectorText } = sectorTemplates[sectorSlug];
  const own = customCity && fillTree(customCity[sectorSlug], values, editorPath(customFile(city.slug)), [sectorSlug]);
  // A custom page fills only the parts of the sector template it keeps (its city file has no
  // text for the others).
  const kept = own
    ? { ...sectorText, accroche: '', raisons: [], quartiers: { intro: '' }, faq: [], presentation: { ...sectorText.presentation, paragraphes: [] } }
    : sectorText;
  const generic = fillTree(kept, values, editorPath(sectorFile(sectorSlug)));
  const text = { ...generic, ...own };
  const neighbours = city.neighbours.map(cityBySlug);
  const path = sectorCityPath(sectorSlug, city.slug);
  const faqs = text.faq.map((f) => ({ question: f.question, answer: f.reponse }));
  const form = formDefinition(AUDIT_FORM);

  return cityPageSchema.parse({
    sector: sectorSlug,
    city,
    path,
    custom: customCity !== undefined,
    seo: { title: generic.referencement.titre, description: generic.referencement.description, keywords: generic.referencement.motsCles },
    breadcrumb: [{ name: frame.accueil, url: paths.home }, { name: sector.name, url: sectorPath(sectorSlug) }, { name: city.name }],
    geo: { placename: city.name, latitude: city.gps.lat, longitude: city.gps.lon, postalCode: city.codePostal },
    jsonLd: [
      localBusinessJsonLd({
        city: city.name,
        sector: sectorSlug,
        geo: { latitude: city.gps.lat, longitude: city.gps.lon },
        postalCode: city.codePostal,
      }),
      faqPageJsonLd(faqs),
    ],
    hero: {
      eyebrow: frame.heros.surtitre,
      title: frame.heros.titre,
      lead: text.accroche,
      actions: [
        { label: frame.boutons.audit, href: '#audit-gratuit', variant: 'accent' },
        { label: nonBreaking(frame.boutons.appel), href: site.phone.href, variant: 'outline' },
      ],
    },
    intro: { title: generic.presentation.titre, paragraphs: own?.presentation ?? generic.presentation.paragraphes },
    reasons: { title: frame.titres.raisons, items: text.raisons.map((r) => ({ icon: r.icone, title: r.titre, description: r.description })) },
    services: {
      title: frame.titres.services,
      lead: generic.services.intro,
      // The emergency card promises the page's own response time (under 1 h in Longueuil).
      items: sector.services.map(({ icon, title, description }) => ({
        icon,
        title,
        description: description.replace(`moins de ${cityFrame.delai}`, `moins de ${nonBreaking(delai)}`),
      })),
    },
    districts: {
      title: frame.titres.quartiers,
      lead: text.quartiers.intro,
      items: city.quartiers.map((name, i) => ({ name, detail: profile.reperes[i]! })),
    },
    testimonials: (() => {
      // One person, one place: each testimonial carries its district in the city's file.
      const { own, elsewhere } = testimonialsOf(city.slug, sectorSlug);
      return {
        title: frame.titres.temoignages,
        items: own.map(shownTestimonial),
        ...(elsewhere.length ? { elsewhere: { title: fill(ui.preuves.ailleurs, { lieu: a(city.name) }), items: elsewhere.map(shownTestimonial) } } : {}),
      };
    })(),
    stats: {
      title: frame.titres.chiffres,
      items: [
        { value: frame.chiffres.clients, label: generic.chiffres.clients },
        { value: frame.chiffres.urgence.valeur, label: frame.chiffres.urgence.libelle },
        { value: frame.chiffres.soumission.valeur, label: frame.chiffres.soumission.libelle },
        { value: frame.chiffres.note.valeur, label: frame.chiffres.note.libelle },
      ],
    },
    faq: { title: frame.titres.faq, items: faqs },
    compliance: {
      title: generic.conformite.titre,
      text: generic.conformite.texte,
      href: complianceGuide[sectorSlug],
      linkLabel: generic.conformite.lien,
    },
    audit: {
      title: frame.titres.audit,
      lead: typography(`${generic.audit.intro} ${form.promise ?? ''}`.trim()),
      formId: AUDIT_FORM,
      preset: { ville: city.slug, secteur: auditSecteur[sectorSlug] },
    },
    neighbours: {
      // « Voisines » only when they are: Gatineau's nearest cities of the list are 150 km away.
      title: neighbours.every((n) => distanceKm(city, n) <= NEAR_KM) ? frame.titres.voisines : frame.titres.proches,
      lead: frame.voisines.intro,
      links: neighbours.map((n) => ({ city: n, href: sectorCityPath(sectorSlug, n.slug), label: cityLinkLabel(sectorSlug, n) })),
    },
  });
}

/** The 36 sector-city pages, in route order. */
export function allCityPages(): CityPageModel[] {
  return sectorSlugs.flatMap((sector) => cities.map((city) => buildCityPage(sector, city.slug)));
}
