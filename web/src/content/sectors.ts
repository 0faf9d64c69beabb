import { iconName } from './schemas/icons';
import { z } from 'zod';
import { typography } from '../lib/typography';

/**
 * The three sectors of the spec's routes (`/nettoyage-{sector}-{city}`) and their records (3.1:
 * secteur, secteurSlug, secteurNom, norme, 5 services). `name` is the service's name, used in
 * breadcrumbs, link labels and the LocalBusiness description. The build fails here on a missing
 * or malformed record.
 */
export const sectorSlugs = ['medical', 'garderie', 'entreprise'] as const;

export type SectorSlug = (typeof sectorSlugs)[number];

const service = z.object({
  icon: iconName,
  title: z.string().min(3).transform(typography),
  description: z.string().min(20).transform(typography),
});

const sectorSchema = z
  .object({
    secteur: z.enum(sectorSlugs),
    /** Path segment of the sector landing page: `nettoyage-medical`. */
    secteurSlug: z.string().regex(/^nettoyage-[a-z]+$/),
    name: z.string().min(1),
    /** Who the sector serves, as a heading: « Cliniques et établissements de santé ». */
    secteurNom: z.string().min(1),
    /** The regulator whose rules the sector's cleaning follows (spec 1, 3.1). */
    norme: z.enum(['MSSS', 'Ministère de la Famille', 'CNESST']),
    /** The regulator's full name, for running text. */
    normeNom: z.string().min(1),
    icon: iconName,
    services: z.array(service).length(5),
  })
  .refine((s) => s.secteurSlug === `nettoyage-${s.secteur}`, { message: 'secteurSlug must be nettoyage-{secteur}' });

export type Sector = z.infer<typeof sectorSchema>;
export type SectorService = z.infer<typeof service>;

const sectorRecordSchema = z
  .record(z.enum(sectorSlugs), sectorSchema)
  .refine((r) => sectorSlugs.every((k) => r[k].secteur === k), { message: 'each record is filed under its own key' });

export const sectors: Readonly<Record<SectorSlug, Sector>> = sectorRecordSchema.parse({
  medical: {
    secteur: 'medical',
    secteurSlug: 'nettoyage-medical',
    name: 'Nettoyage médical',
    secteurNom: 'Cliniques et établissements de santé',
    norme: 'MSSS',
    normeNom: 'ministère de la Santé et des Services sociaux (MSSS)',
    icon: 'stethoscope',
    services: [
      {
        icon: 'spray-can',
        title: 'Désinfection des salles d\u2019examen',
        description:
          'Tables d\u2019examen, comptoirs, poignées et équipements désinfectés avec des produits homologués (DIN), en respectant le temps de contact de chaque produit.',
      },
      {
        icon: 'shield-check',
        title: 'Prévention et contrôle des infections',
        description:
          'Protocoles conçus par une infirmière certifiée en prévention des infections, adaptés au plan de vos locaux et à vos types de soins.',
      },
      {
        icon: 'flask-conical',
        title: 'Tests ATP et registres',
        description:
          'Mesure de la propreté par bioluminescence ATP sur demande et registre signé après chaque visite, prêt à montrer à l\u2019inspecteur.',
      },
      {
        icon: 'stethoscope',
        title: 'Salles d\u2019attente et aires communes',
        description:
          'Chaises, comptoirs d\u2019accueil, salles de bain et points de contact des patients désinfectés au moins trois fois par jour selon votre achalandage.',
      },
      {
        icon: 'siren',
        title: 'Intervention d\u2019éclosion 24/7',
        description:
          'Désinfection de haut niveau en moins de 2 heures lors d\u2019une éclosion, maintenue jusqu\u2019à 48 heures après le dernier cas.',
      },
    ],
  },
  garderie: {
    secteur: 'garderie',
    secteurSlug: 'nettoyage-garderie',
    name: 'Nettoyage de garderies et CPE',
    secteurNom: 'Garderies, CPE et services de garde',
    norme: 'Ministère de la Famille',
    normeNom: 'ministère de la Famille',
    icon: 'baby',
    services: [
      {
        icon: 'baby',
        title: 'Désinfection des jouets',
        description:
          'Jouets et matériel éducatif désinfectés chaque semaine, et chaque jour ceux que les tout-petits portent à la bouche, sans résidu ni parfum.',
      },
      {
        icon: 'spray-can',
        title: 'Aires de change et salles de bain',
        description:
          'Tables à langer, toilettes et lavabos à hauteur d\u2019enfant nettoyés en profondeur, et votre personnel formé à la désinfection après chaque change.',
      },
      {
        icon: 'leaf',
        title: 'Produits écologiques certifiés',
        description:
          'Produits certifiés ÉcoLogo, sans javellisant, ammoniaque, parfum artificiel, phosphates ni triclosan, choisis pour les tout-petits.',
      },
      {
        icon: 'shield-alert',
        title: 'Protocoles gastro et pied-main-bouche',
        description:
          'Protocoles d\u2019éclosion conformes aux consignes de santé publique, avec une équipe sur place en moins de 2 heures, 24 heures sur 24.',
      },
      {
        icon: 'clipboard-check',
        title: 'Registre et préparation aux inspections',
        description:
          'Registre de nettoyage conservé au moins 3 mois et grille de vérification alignée sur le règlement des services de garde éducatifs.',
      },
    ],
  },
  entreprise: {
    secteur: 'entreprise',
    secteurSlug: 'nettoyage-entreprise',
    name: 'Nettoyage d\u2019entreprises réglementées',
    secteurNom: 'Bureaux, commerces et entreprises réglementées',
    norme: 'CNESST',
    normeNom: 'Commission des normes, de l\u2019équité, de la santé et de la sécurité du travail (CNESST)',
    icon: 'briefcase-business',
    services: [
      {
        icon: 'briefcase-business',
        title: 'Entretien des bureaux et aires communes',
        description:
          'Postes de travail, salles de réunion, cuisinettes et salles de bain entretenus en dehors de vos heures, selon un devis écrit.',
      },
      {
        icon: 'file-check-2',
        title: 'Produits conformes au SIMDUT 2015',
        description:
          'Fiches de données de sécurité à jour, étiquetage et entreposage des produits conformes au SIMDUT 2015, expliqués à votre comité SST.',
      },
      {
        icon: 'monitor-check',
        title: 'Désinfection des points de contact',
        description:
          'Poignées, claviers, interrupteurs et ascenseurs désinfectés à la fréquence que demande l\u2019achalandage de vos locaux.',
      },
      {
        icon: 'warehouse',
        title: 'Aires de production et d\u2019entreposage',
        description:
          'Planchers, quais, vestiaires et salles de pause entretenus pour réduire les risques de chute et de contamination.',
      },
      {
        icon: 'clipboard-check',
        title: 'Rapports de conformité',
        description:
          'Rapport après chaque visite, avec liste des tâches, photos et résultats ATP sur demande, à verser à vos registres de santé et sécurité.',
      },
    ],
  },
});
