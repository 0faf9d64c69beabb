import type { CityLink } from './types';
import type { IconCard } from './types';
import type { Testimonial } from './types';
import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';
import { formatCad } from '../lib/format';
import { sectorCityPath } from '../lib/routes';
import type { City } from './cities';
import { businessHours } from './business-hours';
import { figure } from './values';

/**
 * Home page copy (spec 2.5), in the spec's section order. Figures are the home page's readings
 * (300+ clients, audit valued at 500 $). OQLF typography: a no-break space (\u00a0) before « : »,
 * « ? », « ! » and inside « guillemets ».
 */
const auditValue = formatCad(site.offers.freeAudit.value);
const rating = new Intl.NumberFormat('fr-CA').format(site.rating.value);
const years = 15;

/** Anchors of the home page the spec names (and the footer's `/#contact`). */
export const homeAnchors = {
  services: 'services',
  advantages: 'avantages',
  testimonials: 'temoignages',
  cities: 'villes-quebec',
  contact: 'contact',
} as const;

const toContact = `#${homeAnchors.contact}`;

export const home = {
  seo: {
    title: `${site.name} | Nettoyage et conformité sanitaire`,
    description: `Nettoyage et désinfection conformes pour cliniques médicales, garderies et entreprises réglementées du Grand Montréal et du Québec. Audit de conformité gratuit d\u2019une valeur de ${auditValue}.`,
    keywords: [
      'nettoyage commercial',
      'conformité sanitaire',
      'désinfection clinique médicale',
      'nettoyage garderie CPE',
      'entretien ménager Montréal',
      'audit de conformité gratuit',
    ],
  },
  hero: {
    eyebrow: `Depuis ${site.foundedYear}, dans le Grand Montréal et partout au Québec`,
    title: 'Un nettoyage conforme, prêt pour l\u2019inspection',
    lead: `Cliniques médicales, garderies et CPE, entreprises réglementées\u00a0: nous nettoyons et désinfectons selon les exigences du MSSS, du ministère de la Famille et de la CNESST. Commencez par un audit de conformité gratuit d\u2019une valeur de ${auditValue}.`,
    actions: [
      { label: 'Obtenir mon audit gratuit', href: toContact, variant: 'accent' },
      { label: 'Télécharger le guide gratuit', href: toContact, variant: 'outline' },
    ],
    rating: `${rating}/5 selon ${site.rating.count} avis`,
    offer: {
      title: `Audit de conformité gratuit, d\u2019une valeur de ${auditValue}`,
      text: 'Gratuit et sans engagement. Un spécialiste visite votre établissement et vous remet\u00a0:',
      items: [
        'La liste des écarts par rapport à votre norme (MSSS, ministère de la Famille, CNESST)',
        'Un plan de correction par ordre de priorité',
        'Les protocoles et la documentation à tenir à jour',
        'Une soumission détaillée sous 24\u00a0h',
      ],
    },
    proofs: [
      'Plus de 300 clients nous font confiance',
      `${years} ans d\u2019expérience en milieux réglementés`,
      'Intervention d\u2019urgence en 2\u00a0h, 24/7',
      'Soumission gratuite sous 24\u00a0h',
    ],
  },
  clientTypes: {
    id: 'clientele',
    title: 'Nous servons les milieux où l\u2019hygiène ne se négocie pas',
    lead: 'Chaque type d\u2019établissement a ses normes. Nos protocoles suivent les vôtres.',
    items: [
      { icon: 'stethoscope', title: 'Cliniques médicales et GMF', description: 'Salles d\u2019examen, salles d\u2019attente et zones de soins désinfectées selon le MSSS.' },
      { icon: 'smile', title: 'Cliniques dentaires', description: 'Surfaces à contact fréquent et opératoires traités entre les rendez-vous.' },
      { icon: 'pill', title: 'Pharmacies', description: 'Comptoirs, laboratoires de préparation et aires publiques impeccables.' },
      { icon: 'microscope', title: 'Laboratoires médicaux', description: 'Protocoles adaptés aux zones de prélèvement et d\u2019analyse.' },
      { icon: 'paw-print', title: 'Cliniques vétérinaires', description: 'Désinfection des salles de chirurgie, des cages et des aires d\u2019accueil.' },
      { icon: 'hospital', title: 'Résidences pour aînés et CHSLD', description: 'Prévention des éclosions dans les milieux de vie et de soins.' },
      { icon: 'baby', title: 'Garderies et CPE', description: 'Produits sans danger pour les tout-petits, jouets et aires de change désinfectés.' },
      { icon: 'briefcase-business', title: 'Bureaux et entreprises réglementées', description: 'Milieux de travail conformes aux exigences de la CNESST et du SIMDUT.' },
    ] satisfies readonly IconCard[],
  },
  sectors: {
    id: 'secteurs',
    title: 'Trois expertises, trois cadres réglementaires',
    lead: 'Choisissez votre secteur pour voir nos services et nos protocoles à Montréal.',
    items: [
      {
        icon: 'stethoscope',
        title: 'Nettoyage médical',
        subtitle: 'Normes du MSSS',
        description: 'Désinfection de haut niveau, tests ATP et documentation prête pour l\u2019inspection de votre clinique.',
        href: sectorCityPath('medical', 'montreal'),
        linkLabel: 'Voir le nettoyage médical',
      },
      {
        icon: 'baby',
        title: 'Garderies et CPE',
        subtitle: 'Exigences du ministère de la Famille',
        description: 'Produits écologiques certifiés, désinfection des jouets et protocoles contre la gastro-entérite.',
        href: sectorCityPath('garderie', 'montreal'),
        linkLabel: 'Voir le nettoyage de garderies',
      },
      {
        icon: 'building-2',
        title: 'Entreprises réglementées',
        subtitle: 'Exigences de la CNESST',
        description: 'Bureaux, commerces et sites industriels entretenus selon les règles de santé et sécurité du travail.',
        href: sectorCityPath('entreprise', 'montreal'),
        linkLabel: 'Voir le nettoyage d\u2019entreprises',
      },
    ] satisfies readonly IconCard[],
  },
  services: {
    id: homeAnchors.services,
    title: 'Nos services de nettoyage et de désinfection',
    lead: 'Tout ce qu\u2019il faut pour réussir vos inspections, sous un même contrat.',
    items: [
      { icon: 'shield-check', title: 'Désinfection de haut niveau', description: 'Produits homologués (DIN) et temps de contact respectés sur chaque surface critique.' },
      { icon: 'spray-can', title: 'Entretien quotidien conforme', description: 'Listes de tâches par local, points de contact fréquent traités au moins trois fois par jour.' },
      { icon: 'flask-conical', title: 'Tests ATP', description: 'Mesure objective de la propreté des surfaces, résultats fournis sur demande.' },
      { icon: 'biohazard', title: 'Gestion des éclosions', description: 'Intervention en 2\u00a0h, protocole maintenu jusqu\u2019à 48\u00a0h après le dernier cas.' },
      { icon: 'clipboard-check', title: 'Préparation aux inspections', description: 'Audit préinspection 48\u00a0h avant une visite annoncée et correction des écarts.' },
      { icon: 'file-text', title: 'Documentation réglementaire', description: 'Registres de nettoyage, fiches de données de sécurité et rapports de visite à jour.' },
      { icon: 'graduation-cap', title: 'Formation du personnel', description: 'Au moins 8\u00a0h par année et par employé en prévention et contrôle des infections.' },
      { icon: 'leaf', title: 'Produits écologiques certifiés', description: 'Produits écoresponsables certifiés, sans parfum ni phosphates, sûrs pour les enfants.' },
    ] satisfies readonly IconCard[],
    cta: { label: 'Demander une soumission gratuite', href: toContact },
  },
  coverage: {
    id: 'zone-desservie',
    title: 'Partout dans le Grand Montréal',
    lead: 'Nos équipes se déplacent dans 66 municipalités et arrondissements de la région métropolitaine.',
    noteTitle: 'Ailleurs au Québec',
    note: 'Nous servons aussi les autres communautés du Québec, notamment Québec, Gatineau, Sherbrooke, Saguenay, Lévis et Trois-Rivières. Votre ville n\u2019est pas dans la liste\u00a0? Appelez-nous\u00a0: nous trouverons une solution.',
    link: { label: 'Voir la carte de notre zone de couverture', href: '/zone-couverture' },
  },
  advantages: {
    id: homeAnchors.advantages,
    title: 'Pourquoi les gestionnaires nous choisissent',
    lead: `Plus de 300 clients et ${years} ans d\u2019expérience dans les milieux les plus exigeants.`,
    items: [
      { icon: 'heart-handshake', title: 'Protocoles d\u2019une infirmière', description: 'Conçus par notre fondatrice, infirmière certifiée en prévention des infections.' },
      { icon: 'siren', title: 'Urgence en 2\u00a0h, 24/7', description: 'Une équipe sur place en moins de 2\u00a0heures, jour et nuit, en cas d\u2019éclosion.' },
      { icon: 'award', title: 'Certifié ISO\u00a09001', description: 'Des processus qualité vérifiés, les mêmes à chaque visite.' },
      { icon: 'shield-check', title: 'Assurance de 2\u00a0M$', description: 'Une couverture responsabilité civile qui protège votre établissement.' },
      { icon: 'trophy', title: '100\u00a0% de réussite aux inspections', description: 'Nos clients passent leurs inspections sans avis de non-conformité.' },
      { icon: 'camera', title: 'Rapport après chaque visite', description: 'Listes de tâches, photos et résultats ATP sur demande.' },
      { icon: 'moon', title: 'Hors de vos heures d\u2019ouverture', description: 'Le soir, la nuit ou la fin de semaine, sans déranger patients ni enfants.' },
      { icon: 'badge-check', title: 'Satisfaction garantie', description: 'Pas satisfait\u00a0? Nous vous remboursons en entier.' },
    ] satisfies readonly IconCard[],
  },
  testimonials: {
    id: homeAnchors.testimonials,
    title: 'Ce que disent nos clients',
    lead: `${rating}/5 selon ${site.rating.count} avis vérifiés.`,
    items: [
      {
        quote: 'Depuis qu\u2019ils entretiennent nos salles d\u2019examen, notre dernière inspection s\u2019est conclue sans une seule remarque. Le rapport après chaque visite nous fait gagner un temps fou.',
        name: 'Catherine M.',
        role: 'Directrice administrative, clinique médicale (GMF)',
        rating: 5,
      },
      {
        quote: 'Les produits sont sans parfum et sûrs pour les petits, et les jouets sont désinfectés chaque semaine. Les parents l\u2019ont remarqué.',
        name: 'Marie-Ève L.',
        role: 'Directrice générale, centre de la petite enfance',
        rating: 5,
      },
      {
        quote: 'Lors d\u2019une éclosion de gastro, l\u2019équipe était chez nous en moins de deux heures, un dimanche soir. Un service qui fait la différence.',
        name: 'Stéphane B.',
        role: 'Gestionnaire des installations, résidence pour aînés',
        rating: 5,
      },
      {
        quote: 'Nos registres SIMDUT et nos fiches de nettoyage sont enfin à jour. L\u2019audit gratuit nous a montré exactement quoi corriger.',
        name: 'Nathalie G.',
        role: 'Responsable santé et sécurité, laboratoire privé',
        rating: 5,
      },
    ] satisfies readonly Testimonial[],
  },
  questions: {
    id: 'questions-clients',
    title: 'Leurs questions avant de signer',
    lead: 'Des gestionnaires comme vous avaient les mêmes doutes. Voici ce qu\u2019ils en disent aujourd\u2019hui.',
    items: [
      {
        question: 'Allons-nous passer la prochaine inspection du ministère\u00a0?',
        quote: 'L\u2019audit a relevé six écarts que nous ignorions. Tout était corrigé trois semaines avant la visite de l\u2019inspectrice.',
        name: 'Julie R.',
        role: 'Gestionnaire, clinique dentaire',
      },
      {
        question: 'Est-ce que ça coûte plus cher qu\u2019un employé à l\u2019interne\u00a0?',
        quote: 'La soumission était moins chère que notre préposé à l\u2019interne, avec les produits, la formation et les remplacements compris.',
        name: 'Alain V.',
        role: 'Copropriétaire, pharmacie',
      },
      {
        question: 'Et si un enfant touche une surface juste après le ménage\u00a0?',
        quote: 'Les produits certifiés écologiques et sans parfum nous ont rassurés, tout comme les parents du comité.',
        name: 'Geneviève P.',
        role: 'Directrice, garderie privée subventionnée',
      },
      {
        question: 'Que se passe-t-il en cas d\u2019éclosion un vendredi soir\u00a0?',
        quote: 'Un appel, et l\u2019équipe d\u2019urgence est arrivée en moins de deux heures. Le protocole a duré jusqu\u2019à 48\u00a0h après le dernier cas.',
        name: 'Martin C.',
        role: 'Directeur des soins, CHSLD privé conventionné',
      },
    ] satisfies readonly Testimonial[],
  },
  finalCta: {
    id: 'passer-a-l-action',
    title: 'Votre prochaine inspection commence aujourd\u2019hui',
    lead: `Un audit de conformité sur place, d\u2019une valeur de ${auditValue}, gratuit et sans engagement. Vous recevez la liste précise des points à corriger.`,
    actions: [
      { label: 'Réserver mon audit gratuit', href: '/audit-gratuit', variant: 'accent' },
      { label: nonBreaking(`Appeler le ${site.phone.display}`), href: site.phone.href, variant: 'outline' },
    ],
  },
  cities: {
    id: homeAnchors.cities,
    title: `Nos services dans ${figure('villes.nombre')} villes du Québec`,
    lead: 'Montréal, Longueuil et Laval sont nos secteurs principaux. Ailleurs au Québec, nos équipes régionales appliquent les mêmes protocoles.',
  },
  contact: {
    id: homeAnchors.contact,
    title: 'Demandez votre soumission gratuite',
    lead: 'Décrivez-nous votre établissement\u00a0: vous recevez une soumission gratuite sous 24\u00a0h. Vous préférez parler à quelqu\u2019un\u00a0? Appelez-nous.',
    details: {
      title: 'Parlez à un conseiller',
      callLabel: 'Appeler maintenant',
      hours: businessHours,
    },
  },
} as const;

/** Home city cards (spec 2.10): featured cities link to their three sector pages, the others to their medical page. */
export function homeCityLinks(city: City): CityLink[] {
  if (!city.featured) {
    return [{ label: 'Voir services', href: sectorCityPath('medical', city.slug), ariaLabel: `Voir services à ${city.name}` }];
  }
  return [
    { label: 'Cliniques médicales', href: sectorCityPath('medical', city.slug), ariaLabel: `Cliniques médicales à ${city.name}` },
    { label: 'Garderies et CPE', href: sectorCityPath('garderie', city.slug), ariaLabel: `Garderies et CPE à ${city.name}` },
    { label: 'Entreprises', href: sectorCityPath('entreprise', city.slug), ariaLabel: `Entreprises à ${city.name}` },
  ];
}
