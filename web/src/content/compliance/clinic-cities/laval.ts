import { paths } from '../../../config/navigation';
import { sectorCityPath } from '../../../lib/routes';
import { ratingValue } from '../common';
import { visitCommitments } from './shared';
import type { ClinicCityPage } from './types';

const reviewCount = 156;

/** /conformite-cliniques-medicales-laval (spec 2.12): Laval's sectors, response under 1.5 h, 85+ clinics, 156 reviews. */
export const laval: ClinicCityPage = {
  slug: 'laval',
  cityName: 'Laval',
  formId: 'audit-clinique-laval',
  reviewCount,
  seo: {
    title: 'Conformité des cliniques à Laval',
    description: 'Nettoyage et désinfection conformes pour les cliniques de Laval\u00a0: Chomedey, Sainte-Rose, Vimont, Laval-des-Rapides et tous les secteurs. Intervention en moins de 1\u00a0h\u00a030, audit gratuit.',
    keywords: [
      'conformité clinique Laval',
      'désinfection clinique médicale Laval',
      'nettoyage GMF Laval',
      'inspection CISSS de Laval',
      'prévention des infections Laval',
    ],
  },
  geo: { placename: 'Laval', latitude: 45.6066, longitude: -73.7124, postalCode: 'H7N' },
  hero: {
    eyebrow: 'Cliniques médicales à Laval',
    title: 'Conformité sanitaire des cliniques médicales à Laval',
    lead: 'Plus de 85 cliniques lavalloises, des GMF aux cliniques de physiothérapie, appliquent nos protocoles de prévention des infections. Notre équipe de Laval intervient en moins de 1\u00a0h\u00a030, partout sur l’île Jésus.',
    areasLabel: 'Les secteurs de Laval que nous desservons',
    areasOptionSet: 'quartiers-laval',
  },
  formTitle: 'Audit gratuit pour votre clinique lavalloise',
  stats: {
    id: 'chiffres',
    title: 'Nos engagements à Laval',
    lead: 'Une équipe locale, des délais courts et des résultats mesurés.',
    items: [
      { value: 'Moins de 1\u00a0h\u00a030', label: 'Délai d’intervention en urgence' },
      { value: '85+', label: 'Cliniques accompagnées à Laval' },
      { value: `${ratingValue}/5`, label: `Note moyenne selon ${reviewCount} avis` },
      { value: '24 à 48\u00a0h', label: 'Délai de l’audit sur place (24\u00a0h en express)' },
    ],
  },
  local: {
    id: 'visites-cisss',
    title: 'Prêts pour les visites du CISSS de Laval',
    tone: 'muted',
    blocks: [
      {
        kind: 'paragraphs',
        items: [
          'À Laval, le CISSS de Laval coordonne la prévention et le contrôle des infections sur tout le territoire. Les GMF et de nombreuses cliniques travaillent avec ses équipes, qui peuvent visiter les lieux ou demander des preuves de vos pratiques d’hygiène.',
          'Nous préparons ces visites avec vous\u00a0: protocoles écrits, registre de nettoyage à jour, fiches de données de sécurité et désinfectants homologués utilisés selon leur temps de contact.',
        ],
      },
      {
        kind: 'list',
        columns: 2,
        items: visitCommitments(
          'Équipe basée à Laval\u00a0: intervention en moins de 1\u00a0h\u00a030 dans tous les secteurs',
        ),
      },
      {
        kind: 'links',
        items: [
          { label: 'Nettoyage médical à Laval', href: sectorCityPath('medical', 'laval') },
          { label: 'Conformité des cliniques partout au Québec', href: paths.clinics },
        ],
      },
    ],
  },
  cases: {
    id: 'etudes-de-cas',
    title: 'Trois cliniques lavalloises',
    lead: 'Des situations typiques de nos mandats, résumées sans nommer nos clients.',
    items: [
      {
        client: 'GMF de 10 médecins',
        district: 'Chomedey',
        challenge: 'Salle d’attente très achalandée et points de contact nettoyés une seule fois par jour.',
        solution: 'Désinfection des points de contact 3 fois par jour, dont un passage le midi, et registre tenu à l’accueil.',
        result: 'Résultats ATP en nette baisse dès le premier mois et visite de suivi sans remarque.',
      },
      {
        client: 'Clinique de physiothérapie',
        district: 'Sainte-Dorothée',
        challenge: 'Tables de traitement, ballons et appareils d’exercice partagés par des dizaines de patients chaque jour.',
        solution: 'Protocole par type d’équipement, désinfectant à temps de contact de 1 minute compatible avec les vinyles, et formation de l’équipe clinique à la désinfection entre les patients.',
        result: 'Procédure écrite remise à l’assureur, et plus aucune plainte de patients sur la propreté.',
      },
      {
        client: 'Centre de prélèvements',
        district: 'Laval-des-Rapides',
        challenge: 'Déchets biomédicaux et contenants pour objets piquants gérés sans procédure écrite.',
        solution: 'Circuit des déchets revu, contenants installés à portée de main et registre de collecte tenu à chaque visite.',
        result: 'Dossier de conformité complet présenté sans délai lors de l’audit d’accréditation.',
      },
    ],
  },
};
