import type { HeroAction } from './types';
import type { CoverageLocality, CoverageMapData } from './types';
import type { PlaceGroup } from './types';
import type { Testimonial } from './types';
import { paths } from '../config/navigation';
import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';
import { businessHours } from './business-hours';
import { figure } from './values';

/**
 * Greater Montréal coverage page (spec 2.8): 26 served localities, a map drawn from simplified
 * shorelines (no external tiles), four regional testimonials, the quote form at `#contact-form`.
 * Coordinates are WGS 84, rounded and nudged inland where a shoreline is simplified.
 */

export const coverageAnchors = { form: 'contact-form', map: 'carte', localities: 'localites' } as const;

const regions = {
  montreal: 'Île de Montréal',
  laval: 'Laval',
  nord: 'Rive-Nord',
  sud: 'Rive-Sud',
} as const;

export type CoverageRegion = keyof typeof regions;

/** The 26 localities, in reading order within each region. `zone` entries name an area, not a town. */
export const localities: readonly CoverageLocality<CoverageRegion>[] = [
  { name: 'Montréal', region: 'montreal', lat: 45.503, lon: -73.57, label: 'left' },
  { name: 'Ouest-de-l\u2019Île', listName: 'Autres municipalités de l\u2019Ouest-de-l\u2019Île', region: 'montreal', lat: 45.485, lon: -73.835, label: 'above', zone: true },
  { name: 'Saint-Laurent', region: 'montreal', lat: 45.51, lon: -73.71, label: 'above' },
  { name: 'Montréal-Nord', region: 'montreal', lat: 45.575, lon: -73.625, label: 'left' },
  { name: 'Anjou', region: 'montreal', lat: 45.605, lon: -73.565, label: 'right' },
  { name: 'Verdun', region: 'montreal', lat: 45.46, lon: -73.575, label: 'right' },
  { name: 'LaSalle', region: 'montreal', lat: 45.437, lon: -73.635, label: 'below' },
  { name: 'Lachine', region: 'montreal', lat: 45.445, lon: -73.69, label: 'above' },
  { name: 'Dorval', region: 'montreal', lat: 45.448, lon: -73.745, label: 'below' },
  { name: 'Pointe-Claire', region: 'montreal', lat: 45.45, lon: -73.81, label: 'above' },
  { name: 'Kirkland', region: 'montreal', lat: 45.448, lon: -73.87, label: 'below' },
  { name: 'Laval', listName: 'Tous les quartiers de Laval', region: 'laval', lat: 45.6, lon: -73.735, label: 'right' },
  { name: 'Rive-Nord', listName: 'Autres villes de la Rive-Nord', region: 'nord', lat: 45.745, lon: -73.78, label: 'right', zone: true },
  { name: 'Terrebonne', region: 'nord', lat: 45.705, lon: -73.647, label: 'right' },
  { name: 'Mascouche', region: 'nord', lat: 45.752, lon: -73.6, label: 'right' },
  { name: 'Repentigny', region: 'nord', lat: 45.742, lon: -73.45, label: 'right' },
  { name: 'Blainville', region: 'nord', lat: 45.67, lon: -73.88, label: 'right' },
  { name: 'Boisbriand', region: 'nord', lat: 45.62, lon: -73.84, label: 'left' },
  { name: 'Rive-Sud', listName: 'Autres villes de la Rive-Sud', region: 'sud', lat: 45.365, lon: -73.4, label: 'right', zone: true },
  { name: 'Longueuil', region: 'sud', lat: 45.531, lon: -73.5, label: 'right' },
  { name: 'Saint-Lambert', region: 'sud', lat: 45.499, lon: -73.495, label: 'right' },
  { name: 'Boucherville', region: 'sud', lat: 45.59, lon: -73.44, label: 'right' },
  { name: 'Brossard', region: 'sud', lat: 45.455, lon: -73.465, label: 'right' },
  { name: 'La Prairie', region: 'sud', lat: 45.416, lon: -73.5, label: 'below' },
  { name: 'Châteauguay', region: 'sud', lat: 45.375, lon: -73.75, label: 'right' },
  { name: 'Saint-Bruno-de-Montarville', mapLabel: 'Saint-Bruno', region: 'sud', lat: 45.53, lon: -73.35, label: 'below' },
];

/** Simplified shorelines as [lat, lon] rings: the two islands, then the mainland north and south. */
export const coverageMap: CoverageMapData = {
  bounds: { north: 45.78, south: 45.34, west: -74.0, east: -73.25 },
  islands: [
    {
      name: 'Île de Montréal',
      ring: [
        [45.405, -73.955], [45.46, -73.9], [45.49, -73.85], [45.505, -73.8], [45.52, -73.75], [45.545, -73.71],
        [45.565, -73.67], [45.585, -73.635], [45.6, -73.6], [45.62, -73.57], [45.645, -73.53], [45.67, -73.5],
        [45.7, -73.475], [45.68, -73.49], [45.64, -73.5], [45.6, -73.52], [45.56, -73.53], [45.53, -73.545],
        [45.5, -73.55], [45.47, -73.545], [45.455, -73.555], [45.44, -73.59], [45.425, -73.625], [45.43, -73.67],
        [45.435, -73.71], [45.43, -73.76], [45.425, -73.82], [45.415, -73.88], [45.405, -73.93],
      ],
    },
    {
      name: 'Laval',
      ring: [
        [45.525, -73.885], [45.55, -73.85], [45.58, -73.8], [45.61, -73.76], [45.64, -73.71], [45.665, -73.66],
        [45.69, -73.6], [45.7, -73.55], [45.695, -73.52], [45.675, -73.54], [45.645, -73.58], [45.615, -73.62],
        [45.595, -73.65], [45.575, -73.685], [45.555, -73.72], [45.535, -73.76], [45.52, -73.81], [45.515, -73.86],
      ],
    },
  ],
  mainland: [
    {
      name: 'Rive-Nord',
      ring: [
        [45.52, -74.0], [45.545, -73.92], [45.56, -73.87], [45.585, -73.82], [45.625, -73.77], [45.66, -73.71],
        [45.685, -73.66], [45.71, -73.6], [45.718, -73.53], [45.716, -73.47], [45.73, -73.4], [45.78, -73.25],
        [45.78, -74.0],
      ],
    },
    {
      name: 'Rive-Sud',
      ring: [
        [45.39, -74.0], [45.375, -73.93], [45.375, -73.85], [45.385, -73.78], [45.405, -73.7], [45.405, -73.62],
        [45.42, -73.55], [45.445, -73.52], [45.48, -73.51], [45.51, -73.513], [45.545, -73.522], [45.57, -73.515],
        [45.61, -73.5], [45.65, -73.48], [45.68, -73.45], [45.7, -73.38], [45.74, -73.25], [45.34, -73.25],
        [45.34, -74.0],
      ],
    },
  ],
  title: 'Carte de notre zone de couverture du Grand Montréal',
  description:
    'Carte schématique de la région de Montréal\u00a0: l\u2019île de Montréal, Laval, la Rive-Nord et la Rive-Sud, avec les 26 localités que nous desservons. La liste complète suit la carte.',
};

export const coverage = {
  seo: {
    title: 'Zone de couverture du Grand Montréal',
    description:
      'Nettoyage et désinfection conformes dans 26 localités du Grand Montréal\u00a0: Montréal, Laval, Longueuil, Rive-Nord, Rive-Sud et Ouest-de-l\u2019Île, dans un rayon de 30 à 50\u00a0km. Soumission gratuite sous 24\u00a0h.',
    keywords: [
      'nettoyage commercial Grand Montréal',
      'entretien ménager Laval',
      'nettoyage Rive-Sud',
      'nettoyage Rive-Nord',
      'désinfection Longueuil',
      'nettoyage Ouest-de-l\u2019Île',
    ],
  },
  breadcrumb: 'Zone de couverture',
  hero: {
    eyebrow: 'Grand Montréal',
    title: 'Notre zone de couverture\u00a0: le Grand Montréal',
    lead: 'Nos équipes servent les cliniques, les garderies et les entreprises de 26 localités, dans un rayon de 30 à 50\u00a0km autour de Montréal. Urgences et éclosions\u00a0: intervention en 2\u00a0h, 24/7.',
    actions: [
      { label: 'Demander une soumission', href: `#${coverageAnchors.form}`, variant: 'accent' },
      { label: nonBreaking(`Appeler le ${site.phone.display}`), href: site.phone.href, variant: 'outline' },
    ] satisfies readonly HeroAction[],
  },
  map: {
    id: coverageAnchors.map,
    title: 'Où nous intervenons',
    lead: 'L\u2019île de Montréal, Laval, la Rive-Nord et la Rive-Sud\u00a0: les mêmes équipes, les mêmes protocoles, les mêmes délais.',
  },
  localities: {
    id: coverageAnchors.localities,
    title: 'Les 26 localités desservies',
    lead: `Votre établissement est ailleurs au Québec\u00a0? Nous servons aussi ${figure('villes.nombre')} villes, de Gatineau à Saguenay.`,
    otherCities: { label: `Voir nos ${figure('villes.nombre')} villes du Québec`, href: `${paths.home}#villes-quebec` },
  },
  testimonials: {
    id: 'temoignages-regionaux',
    title: 'Ils nous font confiance dans leur région',
    items: [
      {
        quote: 'Notre GMF de Chomedey a réussi son inspection du CISSS sans aucune remarque. Les équipes viennent le soir, après la dernière consultation.',
        name: 'Caroline M.',
        role: 'Gestionnaire, clinique médicale à Laval',
        rating: 5,
      },
      {
        quote: 'Trois installations à Longueuil et à Brossard, un seul interlocuteur et des rapports identiques pour chacune. C\u2019est ce que nous cherchions.',
        name: 'Sylvie D.',
        role: 'Directrice générale, CPE de la Rive-Sud',
        rating: 5,
      },
      {
        quote: 'Pendant une éclosion de gastro, ils étaient à Terrebonne en moins de deux heures. Le protocole a été maintenu jusqu\u2019à la fin.',
        name: 'Patrick L.',
        role: 'Directeur, résidence pour aînés de la Rive-Nord',
        rating: 5,
      },
      {
        quote: 'Notre laboratoire de Pointe-Claire exige des registres impeccables. Ils sont à jour après chaque visite, avec les résultats ATP.',
        name: 'Mélanie F.',
        role: 'Responsable qualité, laboratoire de l\u2019Ouest-de-l\u2019Île',
        rating: 5,
      },
    ] satisfies readonly Testimonial[],
  },
  form: {
    id: coverageAnchors.form,
    title: 'Demandez votre soumission gratuite',
    lead: 'Où que vous soyez dans le Grand Montréal, vous recevez votre soumission sous 24\u00a0h.',
    details: {
      title: 'Parlez à un conseiller',
      callLabel: 'Appeler maintenant',
      hours: businessHours,
    },
  },
} as const;

/** The localities grouped by region, for the text list beside the map. */
export const localityGroups: readonly PlaceGroup[] = (Object.keys(regions) as CoverageRegion[]).map((key) => ({
  region: regions[key],
  // Areas (« Autres villes de la Rive-Sud ») come after the towns they complete.
  places: localities
    .filter((l) => l.region === key)
    .sort((a, b) => Number(Boolean(a.zone)) - Number(Boolean(b.zone)))
    .map((l) => l.listName ?? l.name),
}));
