import { paths } from '../../../config/navigation';
import { sectorCityPath } from '../../../lib/routes';
import { ratingValue } from '../common';
import { clinicReviewCount } from '../clinics';
import { visitCommitments } from './shared';
import type { ClinicCityPage } from './types';

/** /conformite-cliniques-medicales-montreal (spec 2.12): 12 boroughs, response under 2 h, 150+ clinics, 247 reviews. */
export const montreal: ClinicCityPage = {
  slug: 'montreal',
  cityName: 'Montréal',
  formId: 'audit-clinique-montreal',
  reviewCount: clinicReviewCount,
  seo: {
    title: 'Conformité des cliniques à Montréal',
    description: 'Nettoyage et désinfection conformes pour GMF, cliniques sans rendez-vous, dentaires et spécialisées dans les 12 arrondissements de Montréal. Intervention en moins de 2\u00a0h, service bilingue, audit gratuit.',
    keywords: [
      'conformité clinique Montréal',
      'désinfection clinique médicale Montréal',
      'nettoyage GMF Montréal',
      'inspection CIUSSS',
      'prévention des infections Montréal',
    ],
  },
  geo: { placename: 'Montréal', latitude: 45.5019, longitude: -73.5674, postalCode: 'H2X' },
  hero: {
    eyebrow: 'Cliniques médicales à Montréal',
    title: 'Conformité sanitaire des cliniques médicales à Montréal',
    lead: 'Plus de 150 cliniques montréalaises nous confient leur désinfection\u00a0: GMF, cliniques sans rendez-vous, cliniques dentaires et spécialisées. Des équipes bilingues, formées en prévention des infections, prêtes pour les visites du CIUSSS.',
    areasLabel: 'Les 12 arrondissements que nous desservons',
    areasOptionSet: 'arrondissements-montreal',
  },
  formTitle: 'Audit gratuit pour votre clinique montréalaise',
  stats: {
    id: 'chiffres',
    title: 'Nos engagements à Montréal',
    lead: 'Des équipes présentes dans chaque arrondissement, le soir comme en urgence.',
    items: [
      { value: 'Moins de 2\u00a0h', label: 'Délai d’intervention en urgence' },
      { value: '150+', label: 'Cliniques accompagnées à Montréal' },
      { value: `${ratingValue}/5`, label: `Note moyenne selon ${clinicReviewCount} avis` },
      { value: '24 à 48\u00a0h', label: 'Délai de l’audit sur place (24\u00a0h en express)' },
    ],
  },
  local: {
    id: 'visites-ciusss',
    title: 'Prêts pour les visites du CIUSSS',
    tone: 'muted',
    blocks: [
      {
        kind: 'paragraphs',
        items: [
          'L’île de Montréal compte cinq CIUSSS, chacun responsable de la prévention et du contrôle des infections sur son territoire. Les GMF et de nombreuses cliniques travaillent avec leurs équipes, qui peuvent visiter les lieux ou demander des preuves de vos pratiques d’hygiène.',
          'Quand une visite approche, vous devez pouvoir montrer des protocoles écrits, un registre de nettoyage tenu à jour et des produits homologués utilisés selon leur temps de contact. C’est exactement ce que nous mettons en place et documentons pour vous.',
        ],
      },
      {
        kind: 'list',
        columns: 2,
        items: visitCommitments(
          'Service bilingue, en français et en anglais, pour votre personnel et vos documents',
        ),
      },
      {
        kind: 'links',
        items: [
          { label: 'Nettoyage médical à Montréal', href: sectorCityPath('medical', 'montreal') },
          { label: 'Conformité des cliniques partout au Québec', href: paths.clinics },
        ],
      },
    ],
  },
  cases: {
    id: 'etudes-de-cas',
    title: 'Trois cliniques montréalaises',
    lead: 'Des situations typiques de nos mandats, résumées sans nommer nos clients.',
    items: [
      {
        client: 'GMF de 14 médecins',
        district: 'Ville-Marie',
        challenge: 'Avis de non-conformité après une visite\u00a0: registre de nettoyage incomplet et désinfectants sans DIN dans deux salles d’examen.',
        solution: 'Remplacement des produits par des désinfectants homologués, registre signé à chaque passage et formation de l’équipe du soir.',
        result: 'Visite de suivi réussie sans aucune remarque, six semaines plus tard.',
      },
      {
        client: 'Clinique dentaire de 6 fauteuils',
        district: 'Côte-des-Neiges–Notre-Dame-de-Grâce',
        challenge: 'Résultats ATP élevés sur les unités dentaires et sur les comptoirs de la salle de stérilisation.',
        solution: 'Zonage du risque, chiffons à code de couleur par zone et désinfection des points de contact 3 fois par jour.',
        result: 'Résultats ATP sous le seuil visé sur 95\u00a0% des points mesurés dès le deuxième mois.',
      },
      {
        client: 'Clinique sans rendez-vous',
        district: 'Rosemont–La Petite-Patrie',
        challenge: 'Éclosion de gastro-entérite dans la salle d’attente en pleine saison hivernale.',
        solution: 'Intervention en moins de 2\u00a0h, désinfection élargie avec un produit efficace contre le norovirus, protocole renforcé jusqu’à 48\u00a0h après le dernier cas.',
        result: 'Aucune fermeture de la clinique, et consignes transmises en français et en anglais au personnel.',
      },
    ],
  },
};
