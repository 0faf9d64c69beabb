import { site } from '../../config/site';
import { paths } from '../../config/navigation';
import { formDefinition } from '../../lib/forms/catalog';
import { nonBreaking } from '../../lib/phone';
import { sectorCityPath, sectorPath } from '../../lib/routes';
import { faqPageJsonLd, localBusinessJsonLd, type BreadcrumbItem } from '../../lib/seo/jsonld';
import type { PageGeo } from '../../lib/seo/page-meta';
import type { IconCard } from '../types';
import type { Stat } from '../types';
import type { Testimonial } from '../types';
import type { HeroAction } from '../types';
import { cities, cityBySlug, cityProfile, distanceKm, type City } from '../cities';
import { sectors, sectorSlugs, type SectorSlug } from '../sectors';
import { cityCopy } from './city-copy';
import { neighbourNames, type LocalContext } from './context';
import { cityOverride } from './custom';
import { prose, type LocalFaq } from './schema';
import { figure } from '../values';

/**
 * Builds everything a sector-city page shows (spec 2.17) from the city's data, the sector's
 * record, the sector's template text and, for Laval and Longueuil, the page's own text. The page
 * template renders the result; it holds no copy of its own.
 */

export interface CityLink {
  city: City;
  href: string;
  label: string;
}

export interface CityPageModel {
  sector: SectorSlug;
  city: City;
  path: string;
  /** True for the six pages with their own text (spec 2.1). */
  custom: boolean;
  seo: { title: string; description: string; keywords: string[] };
  breadcrumb: BreadcrumbItem[];
  geo: PageGeo;
  jsonLd: unknown[];
  hero: { eyebrow: string; title: string; lead: string; actions: HeroAction[] };
  intro: { title: string; paragraphs: string[] };
  reasons: { title: string; items: IconCard[] };
  services: { title: string; lead: string; items: IconCard[] };
  districts: { title: string; lead: string; items: { name: string; detail: string }[] };
  testimonials: { title: string; items: Testimonial[] };
  stats: { title: string; items: Stat[] };
  faq: { title: string; items: LocalFaq[] };
  compliance: { title: string; text: string; href: string; linkLabel: string };
  audit: { title: string; lead: string; formId: string; preset: Record<string, string> };
  neighbours: { title: string; lead: string; links: CityLink[] };
}

/** Option of the short audit form's `secteur` list (spec 3.3) that each sector maps to. */
const auditSecteur: Record<SectorSlug, string> = {
  medical: 'medical-clinique',
  garderie: 'garderie-cpe',
  entreprise: 'entreprise-bureau',
};

const DEFAULT_RESPONSE_TIME = '2 h';
/** Farthest distance at which another city of the list is called « voisine ». */
const NEAR_KM = 100;
const AUDIT_FORM = 'audit-secteur';
const number = new Intl.NumberFormat(site.locale);

/** « à A, à B ou à C ». */
const orList = (items: string[]) => `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;

/** Runs generated text through the same checks and OQLF spacing as the data files. */
const text = (value: string) => prose.parse(value);

export function buildCityPage(sectorSlug: SectorSlug, citySlug: string): CityPageModel {
  const city = cityBySlug(citySlug);
  const sector = sectors[sectorSlug];
  const copy = cityCopy[sectorSlug];
  const override = cityOverride(sectorSlug, city.slug);
  const c: LocalContext = {
    city,
    sector,
    profile: cityProfile(city.slug),
    neighbours: city.neighbours.map(cityBySlug),
    clients: number.format(city.nombreClients[sectorSlug]),
    responseTime: override?.responseTime ?? DEFAULT_RESPONSE_TIME,
  };
  const path = sectorCityPath(sectorSlug, city.slug);
  const faqs = override?.faqs ?? copy.faqs.map((faq) => {
    const { question, answer } = faq(c);
    return { question: text(question), answer: text(answer) };
  });
  const reasons =
    override?.reasons ??
    copy.reasons.map((r) => ({ icon: r.icon, title: text(r.title(c)), description: text(r.description(c)) }));
  const form = formDefinition(AUDIT_FORM);

  return {
    sector: sectorSlug,
    city,
    path,
    custom: override !== undefined,
    seo: {
      title: text(copy.seoTitle(c)),
      description: text(copy.seoDescription(c)),
      keywords: copy.keywords(c),
    },
    breadcrumb: [
      { name: 'Accueil', url: paths.home },
      { name: sector.name, url: sectorPath(sectorSlug) },
      { name: city.name },
    ],
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
      // « Québec (Capitale-Nationale) · 550 000 habitants »: the population is the city's, not the region's.
      eyebrow: `${sector.secteurNom} · ${city.name === c.profile.region ? city.name : `${city.name} (${c.profile.region})`} · ${city.population}`,
      title: `${sector.name} à ${city.name}`,
      lead: override?.heroLead ?? text(copy.heroLead(c)),
      actions: [
        { label: 'Réserver mon audit gratuit', href: '#audit-gratuit', variant: 'accent' },
        { label: nonBreaking(`Appeler le ${site.phone.display}`), href: site.phone.href, variant: 'outline' },
      ],
    },
    intro: {
      title: text(copy.introTitle(c)),
      paragraphs: override?.intro ?? [c.profile.portrait, c.profile.notes[sectorSlug], text(copy.clientsParagraph(c))],
    },
    reasons: { title: `Pourquoi nous choisir à ${city.name}`, items: reasons },
    services: {
      title: `Nos 5 services à ${city.name}`,
      lead: text(copy.servicesLead(c)),
      // The emergency card promises the page's own response time (under 1 h in Longueuil).
      items: sector.services.map(({ icon, title, description }) => ({
        icon,
        title,
        description: description.replace(/moins de 2\u00a0heures/, `moins de ${nonBreaking(c.responseTime)}`),
      })),
    },
    districts: {
      title: `Quartiers desservis à ${city.name}`,
      lead: override?.districtsLead ?? text(copy.districtsLead(c)),
      items: city.quartiers.map((name, i) => ({ name, detail: c.profile.reperes[i]! })),
    },
    testimonials: {
      title: `Ce qu’en disent nos clients de ${city.name}`,
      // One person, one place: each testimonial carries its district in the city's file.
      items: c.profile.temoignages.map((t) => ({
        quote: t.texte,
        name: t.auteur,
        role: `${t.poste}, ${t.quartier}`,
        rating: 5,
      })),
    },
    stats: {
      title: `Nos chiffres à ${city.name}`,
      items: [
        { value: `${c.clients}+`, label: copy.clientsLabel(c) },
        { value: nonBreaking(c.responseTime), label: 'pour une intervention d’urgence, 24 h sur 24' },
        { value: nonBreaking('24 h'), label: 'pour recevoir votre soumission' },
        {
          value: `${number.format(site.rating.value)}/5`,
          label: `note moyenne de nos clients (${site.rating.count} avis)`,
        },
      ],
    },
    faq: { title: `Questions fréquentes à ${city.name}`, items: faqs },
    compliance: {
      title: copy.compliance.title,
      text: text(copy.compliance.text),
      href: copy.compliance.href,
      linkLabel: copy.compliance.linkLabel,
    },
    audit: {
      title: `Votre audit gratuit à ${city.name}`,
      lead: text(`${copy.auditLead(c)} ${form.promise ?? ''}`.trim()),
      formId: AUDIT_FORM,
      preset: { ville: city.slug, secteur: auditSecteur[sectorSlug] },
    },
    neighbours: {
      // « Voisines » only when they are: Gatineau's nearest cities of the list are 150 km away.
      title: c.neighbours.every((n) => distanceKm(city, n) <= NEAR_KM)
        ? `${sector.name} dans les villes voisines`
        : `${sector.name} dans les villes les plus proches`,
      lead: text(
        `Vous avez aussi des locaux ${orList(neighbourNames(c).map((n) => `à ${n}`))} ? Le même protocole, le même registre et ${figure('rabais.multisite')} de rabais à partir de deux sites s’y appliquent.`,
      ),
      links: c.neighbours.map((n) => ({
        city: n,
        href: sectorCityPath(sectorSlug, n.slug),
        label: `${sector.name} à ${n.name}`,
      })),
    },
  };
}

/** The 36 sector-city pages, in route order. */
export function allCityPages(): CityPageModel[] {
  return sectorSlugs.flatMap((sector) => cities.map((city) => buildCityPage(sector, city.slug)));
}
