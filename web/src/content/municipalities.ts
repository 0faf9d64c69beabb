import { z } from 'zod';
import type { PlaceGroup } from './types';

/**
 * Greater Montréal municipalities and boroughs served, as listed on the home page (spec 2.5:
 * « about 66 »). Grouped by region for reading; the build fails on a duplicate or a wrong count.
 */
const groupsSchema = z
  .array(z.object({ region: z.string().min(1), places: z.array(z.string().min(2)).min(1) }))
  .refine((groups) => groups.flatMap((g) => g.places).length === 66, { message: 'the home page lists 66 places' })
  .refine((groups) => new Set(groups.flatMap((g) => g.places)).size === 66, { message: 'duplicate place' });

export const greaterMontrealMunicipalities: readonly PlaceGroup[] = groupsSchema.parse([
  {
    region: 'Montréal (arrondissements)',
    places: [
      'Ahuntsic-Cartierville',
      'Anjou',
      'Côte-des-Neiges–Notre-Dame-de-Grâce',
      'Lachine',
      'LaSalle',
      'Le Plateau-Mont-Royal',
      'Le Sud-Ouest',
      'L\u2019Île-Bizard–Sainte-Geneviève',
      'Mercier–Hochelaga-Maisonneuve',
      'Montréal-Nord',
      'Outremont',
      'Pierrefonds-Roxboro',
      'Rivière-des-Prairies–Pointe-aux-Trembles',
      'Rosemont–La Petite-Patrie',
      'Saint-Laurent',
      'Saint-Léonard',
      'Verdun',
      'Ville-Marie',
      'Villeray–Saint-Michel–Parc-Extension',
    ],
  },
  {
    region: 'Île de Montréal (villes liées)',
    places: [
      'Baie-D\u2019Urfé',
      'Beaconsfield',
      'Côte-Saint-Luc',
      'Dollard-Des Ormeaux',
      'Dorval',
      'Hampstead',
      'Kirkland',
      'Montréal-Est',
      'Montréal-Ouest',
      'Mont-Royal',
      'Pointe-Claire',
      'Sainte-Anne-de-Bellevue',
      'Senneville',
      'Westmount',
    ],
  },
  {
    region: 'Laval et Rive-Nord',
    places: [
      'Laval',
      'Terrebonne',
      'Mascouche',
      'Repentigny',
      'L\u2019Assomption',
      'Blainville',
      'Boisbriand',
      'Sainte-Thérèse',
      'Rosemère',
      'Lorraine',
      'Bois-des-Filion',
      'Mirabel',
      'Saint-Eustache',
      'Deux-Montagnes',
      'Saint-Jérôme',
    ],
  },
  {
    region: 'Rive-Sud',
    places: [
      'Longueuil',
      'Boucherville',
      'Brossard',
      'Saint-Lambert',
      'Saint-Bruno-de-Montarville',
      'Sainte-Julie',
      'Varennes',
      'La Prairie',
      'Candiac',
      'Delson',
      'Sainte-Catherine',
      'Saint-Constant',
      'Châteauguay',
      'Chambly',
      'Carignan',
      'Beloeil',
      'Mont-Saint-Hilaire',
      'Saint-Jean-sur-Richelieu',
    ],
  },
]);
