import { paths } from '../../../config/navigation';
import { sectorCityPath } from '../../../lib/routes';
import { ratingValue } from '../common';
import { visitCommitments } from './shared';
import type { ClinicCityPage } from './types';

const reviewCount = 128;

/** /conformite-cliniques-medicales-longueuil (spec 2.12): Rive-Sud sectors, response under 1 h, 65+ clinics, 128 reviews. */
export const longueuil: ClinicCityPage = {
  slug: 'longueuil',
  cityName: 'Longueuil',
  formId: 'audit-clinique-longueuil',
  reviewCount,
  seo: {
    title: 'Conformité des cliniques à Longueuil',
    description: 'Nettoyage et désinfection conformes pour les cliniques de Longueuil et de la Rive-Sud\u00a0: Vieux-Longueuil, Saint-Hubert, Greenfield Park, Brossard, Boucherville. Intervention en moins de 1\u00a0h, audit gratuit.',
    keywords: [
      'conformité clinique Longueuil',
      'désinfection clinique Rive-Sud',
      'nettoyage clinique médicale Longueuil',
      'inspection CISSS Montérégie',
      'prévention des infections Rive-Sud',
    ],
  },
  geo: { placename: 'Longueuil', latitude: 45.5312, longitude: -73.5181, postalCode: 'J4K' },
  hero: {
    eyebrow: 'Cliniques médicales à Longueuil et sur la Rive-Sud',
    title: 'Conformité sanitaire des cliniques médicales à Longueuil',
    lead: 'Plus de 65 cliniques de la Rive-Sud confient leur désinfection à notre équipe locale\u00a0: cliniques familiales, dentaires, de podiatrie et pharmacies. Intervention en moins de 1\u00a0h, de Saint-Lambert à Boucherville.',
    areasLabel: 'Les secteurs de la Rive-Sud que nous desservons',
    areasOptionSet: 'quartiers-longueuil',
  },
  formTitle: 'Audit gratuit pour votre clinique de la Rive-Sud',
  stats: {
    id: 'chiffres',
    title: 'Nos engagements sur la Rive-Sud',
    lead: 'L’équipe la plus proche de vous, et nos délais les plus courts.',
    items: [
      { value: 'Moins de 1\u00a0h', label: 'Délai d’intervention en urgence' },
      { value: '65+', label: 'Cliniques accompagnées sur la Rive-Sud' },
      { value: `${ratingValue}/5`, label: `Note moyenne selon ${reviewCount} avis` },
      { value: '24 à 48\u00a0h', label: 'Délai de l’audit sur place (24\u00a0h en express)' },
    ],
  },
  local: {
    id: 'visites-cisss',
    title: 'Prêts pour les visites du CISSS de la Montérégie',
    tone: 'muted',
    blocks: [
      {
        kind: 'paragraphs',
        items: [
          'Sur la Rive-Sud, les CISSS de la Montérégie-Centre et de la Montérégie-Est se partagent le territoire de Longueuil et des villes voisines. Leurs équipes de prévention et contrôle des infections peuvent visiter les cliniques avec lesquelles elles travaillent ou demander des preuves de leurs pratiques.',
          'Quel que soit votre CISSS, les attentes sont les mêmes\u00a0: protocoles écrits, registre de nettoyage à jour, produits homologués et personnel formé. Nous mettons tout cela en place et le documentons pour vous.',
        ],
      },
      {
        kind: 'list',
        columns: 2,
        items: visitCommitments(
          'Équipe basée sur la Rive-Sud\u00a0: intervention en moins de 1\u00a0h',
        ),
      },
      {
        kind: 'links',
        items: [
          { label: 'Nettoyage médical à Longueuil', href: sectorCityPath('medical', 'longueuil') },
          { label: 'Conformité des cliniques partout au Québec', href: paths.clinics },
        ],
      },
    ],
  },
  cases: {
    id: 'etudes-de-cas',
    title: 'Trois cliniques de la Rive-Sud',
    lead: 'Des situations typiques de nos mandats, résumées sans nommer nos clients.',
    items: [
      {
        client: 'Clinique médicale familiale',
        district: 'Vieux-Longueuil',
        challenge: 'Entretien confié à une entreprise généraliste\u00a0: aucun protocole écrit, produits ménagers sans DIN.',
        solution: 'Audit complet, protocoles par type de pièce, désinfectants homologués et registre signé à chaque visite.',
        result: 'Documentation complète remise au CISSS lors de la visite suivante, sans aucune remarque.',
      },
      {
        client: 'Clinique de podiatrie',
        district: 'Saint-Hubert',
        challenge: 'Zone de retraitement des instruments mal séparée des surfaces propres de la salle de soins.',
        solution: 'Délimitation des zones propres et souillées, nettoyage de la zone de retraitement en dernier avec du matériel réservé à cette zone.',
        result: 'Inspection professionnelle réussie et protocole adopté par les trois podiatres de la clinique.',
      },
      {
        client: 'Clinique dentaire de 4 fauteuils',
        district: 'Brossard',
        challenge: 'Changement de fournisseur d’entretien à deux semaines d’une inspection professionnelle.',
        solution: 'Audit express sous 24\u00a0h, plan correctif classé par priorité et équipe attitrée dès le lendemain.',
        result: 'Inspection réussie et contrat renouvelé pour 24 mois.',
      },
    ],
  },
};
