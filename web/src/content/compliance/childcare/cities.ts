import type { ContentSectionData } from '../../types';
import type { CityLink } from '../../types';
import { sectorCityPath } from '../../../lib/routes';
import type { City } from '../../cities';
import { figure } from '../../values';

/** Every city of the grid links to its childcare page (spec 2.13); link text names the city. */
export const childcareCityLinks = (city: City): CityLink[] => [
  { label: `Nettoyage de garderies à ${city.name}`, href: sectorCityPath('garderie', city.slug) },
];

/**
 * The cities chapter: the 12-city grid, then the three featured cities' sections the table of
 * contents points to (`cpe-montreal`, `cpe-longueuil`, `cpe-laval`).
 */
export const childcareCities: ContentSectionData = {
  id: 'villes-cpe',
  title: `Services de garde desservis dans ${figure('villes.nombre')} villes`,
  lead: 'Plus de 200 CPE et garderies nous confient leur entretien. Choisissez votre ville pour voir nos services locaux.',
  subsections: [
    {
      id: 'cpe-montreal',
      title: 'CPE et garderies à Montréal',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'De Ville-Marie à Mercier–Hochelaga-Maisonneuve, nos équipes du soir entretiennent des installations de toutes tailles, des pouponnières aux services de garde en milieu scolaire. Elles interviennent de 18\u00a0h à 21\u00a0h, après le départ des enfants, et en moins de 2\u00a0h en cas d’éclosion.',
          ],
        },
        { kind: 'links', items: [{ label: 'Nettoyage de garderies et CPE à Montréal', href: sectorCityPath('garderie', 'montreal') }] },
      ],
    },
    {
      id: 'cpe-longueuil',
      title: 'CPE et garderies à Longueuil',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Sur la Rive-Sud, du Vieux-Longueuil à Saint-Hubert et Greenfield Park, une équipe locale entretient CPE, garderies privées et responsables en milieu familial, avec les mêmes protocoles et le même registre qu’à Montréal.',
          ],
        },
        { kind: 'links', items: [{ label: 'Nettoyage de garderies et CPE à Longueuil', href: sectorCityPath('garderie', 'longueuil') }] },
      ],
    },
    {
      id: 'cpe-laval',
      title: 'CPE et garderies à Laval',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'De Chomedey à Sainte-Rose et Vimont, nous accompagnons les services de garde lavallois dans leur préparation aux inspections du ministère de la Famille, avec un audit sur place dans les 48 heures.',
          ],
        },
        { kind: 'links', items: [{ label: 'Nettoyage de garderies et CPE à Laval', href: sectorCityPath('garderie', 'laval') }] },
      ],
    },
  ],
};
