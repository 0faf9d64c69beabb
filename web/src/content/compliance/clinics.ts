import type { ContentSectionData } from '../types';
import type { CallToActionProps } from '../types';
import type { TrustBadge } from '../types';
import type { PageHeroProps } from '../types';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { formatCad, formatCadRange, formatNumber } from '../../lib/format';
import type { City } from '../cities';
import { auditValue, callAction, ratingBadge, ratingValue } from './common';
import type { FaqSection, FormSection, TestimonialsSection } from './types';
import { figure } from '../values';

/**
 * /conformite-cliniques-medicales (spec 2.11): province-wide clinic compliance. Figures as the
 * spec gives them for this page: 150+ clinics, 4.9/5 from 247 reviews, fines up to 50,000 $,
 * the per-square-foot price table of section 9.
 */

/** Reviews shown on the clinic page (spec 1 and 9: 247, not the site-wide 127). */
export const clinicReviewCount = 247;

/** Clinic cities with their own page (spec 2.11, 2.12). */
export const clinicCitySlugs = ['montreal', 'laval', 'longueuil'] as const;
export type ClinicCitySlug = (typeof clinicCitySlugs)[number];

export const clinicCityPath = (slug: ClinicCitySlug) => `${paths.clinics}-${slug}`;

const AUDIT_ANCHOR = '#audit-gratuit';

const auditAction = { label: 'Réserver mon audit gratuit', href: AUDIT_ANCHOR, variant: 'accent' } as const;

export const clinics = {
  seo: {
    title: 'Conformité des cliniques médicales',
    description: `Nettoyage et désinfection conformes aux exigences du MSSS pour cliniques médicales, dentaires et spécialisées partout au Québec. Protocoles conçus par une infirmière en prévention des infections. Audit gratuit d’une valeur de ${auditValue}.`,
    keywords: [
      'conformité clinique médicale',
      'désinfection clinique Québec',
      'nettoyage médical MSSS',
      'prévention et contrôle des infections',
      'audit conformité clinique',
    ],
  },
  breadcrumb: 'Cliniques médicales',
  hero: {
    eyebrow: 'Cliniques médicales, partout au Québec',
    title: 'Conformité sanitaire des cliniques médicales',
    lead: 'Nettoyage et désinfection de niveau clinique, conformes aux exigences du MSSS et aux lignes directrices en prévention et contrôle des infections. Nos protocoles, conçus par une infirmière certifiée en PCI, sont appliqués chaque soir dans plus de 150 cliniques.',
    actions: [auditAction, callAction()],
  } satisfies PageHeroProps,
  badges: [
    { icon: 'shield-check', label: 'Protocoles conçus par une infirmière en PCI' },
    { icon: 'flask-conical', label: 'Désinfectants homologués (DIN)' },
    { icon: 'badge-check', label: 'Assurance responsabilité 5\u00a0M$' },
    { icon: 'award', label: 'Certifié ISO 9001' },
    { icon: 'clock', label: 'Urgences sous 2\u00a0h, 24/7' },
    { icon: 'star', label: ratingBadge(clinicReviewCount) },
  ] satisfies TrustBadge[],

  risks: {
    id: 'risques',
    title: 'Ce que coûte une non-conformité',
    lead: 'Une inspection défavorable n’est pas une simple formalité administrative. Trois risques concrets pèsent sur votre clinique\u00a0:',
    blocks: [
      {
        kind: 'cards',
        columns: 3,
        items: [
          {
            icon: 'gavel',
            title: `Amendes jusqu’à ${figure('amendes.clinique')}`,
            description: `Les manquements aux règles d’hygiène et de prévention des infections relevés en inspection peuvent entraîner des amendes pouvant atteindre ${figure('amendes.clinique')}, sans compter le coût d’une remise à niveau dans l’urgence.`,
          },
          {
            icon: 'ban',
            title: 'Remboursements suspendus par l’assureur',
            description: 'Lorsqu’un audit d’assureur relève des lacunes d’hygiène, les remboursements peuvent être suspendus jusqu’à ce que la clinique démontre, documents à l’appui, que les écarts sont corrigés.',
          },
          {
            icon: 'scale',
            title: 'Responsabilité civile',
            description: 'Une infection associée aux soins liée à un environnement mal désinfecté peut engager la responsabilité civile de la clinique et de ses professionnels, et ternir durablement sa réputation.',
          },
        ],
      },
    ],
  } satisfies ContentSectionData,

  process: {
    id: 'processus-audit',
    title: 'Notre audit de conformité en 10 étapes',
    tone: 'muted',
    lead: `Une visite sur place d’une valeur de ${auditValue}, gratuite et sans engagement. Vous repartez avec un rapport écrit et un plan correctif classé par priorité.`,
    blocks: [
      {
        kind: 'steps',
        items: [
          { title: 'Premier appel', description: 'Sous 2 heures ouvrables, nous validons votre type de clinique, vos heures d’ouverture et la date d’une éventuelle inspection.' },
          { title: 'Visite complète des lieux', description: 'Accueil, salles d’attente et d’examen, salles de traitement, zone de retraitement du matériel, toilettes et locaux d’entretien.' },
          { title: 'Zonage du risque', description: 'Chaque pièce est classée selon son risque infectieux (faible, modéré ou élevé) pour fixer les fréquences et les produits appropriés.' },
          { title: 'Tests ATP', description: 'Mesure de la matière organique résiduelle sur les surfaces critiques\u00a0: poignées, comptoirs, tables d’examen, claviers, robinets.' },
          { title: 'Revue des produits', description: 'DIN, dilutions, dates de péremption et temps de contact\u00a0: de 1 à 10 minutes selon le désinfectant.' },
          { title: 'Revue de la documentation', description: 'Protocoles écrits, registres de nettoyage, fiches de données de sécurité (SIMDUT 2015) et preuves de formation du personnel.' },
          { title: 'Observation des pratiques', description: 'Ordre de travail du plus propre au plus sale et du haut vers le bas, changement des chiffons entre les pièces, hygiène des mains, équipement de protection.' },
          { title: 'Déchets et linge souillé', description: 'Tri des déchets biomédicaux, contenants pour objets piquants ou tranchants, circuit du linge souillé séparé du linge propre.' },
          { title: 'Rapport écrit et plan correctif', description: 'Chaque écart est documenté, photo à l’appui, classé par priorité et accompagné de la mesure corrective recommandée.' },
          { title: 'Suivi avant l’inspection', description: 'Visite de contrôle, puis audit préinspection 48 heures avant une inspection annoncée\u00a0: vous arrivez prêts le jour J.' },
        ],
      },
    ],
  } satisfies ContentSectionData,

  founder: {
    id: 'notre-fondatrice',
    title: 'Des protocoles conçus par une infirmière en prévention des infections',
    blocks: [
      {
        kind: 'paragraphs',
        items: [
          'Notre fondatrice est infirmière certifiée en prévention et contrôle des infections (PCI). Après des années en milieu hospitalier, elle a constaté que bien des cliniques échouaient leurs inspections non pas faute de soins de qualité, mais faute d’un entretien sanitaire rigoureux et documenté.',
          `Elle a fondé l’entreprise en ${site.foundedYear} avec une idée simple\u00a0: appliquer aux cliniques la même rigueur qu’à l’hôpital. Quinze ans plus tard, chaque protocole que nous utilisons porte encore sa signature\u00a0: zonage du risque, produits homologués, temps de contact respectés et traçabilité complète.`,
        ],
      },
      {
        kind: 'list',
        title: 'Ce que cela change pour votre clinique',
        columns: 2,
        items: [
          'Des protocoles écrits, adaptés à chaque type de pièce',
          'Des préposés formés de 16 à 24 heures avant leur première visite, puis 8 heures chaque année',
          'Un rapport de service après chaque visite\u00a0: tâches, photos et résultats ATP sur demande',
          'Une intervention d’éclosion sous 2 heures, 24 heures sur 24, 7 jours sur 7',
        ],
      },
    ],
  } satisfies ContentSectionData,

  testimonials: {
    id: 'temoignages',
    title: 'Ce que disent les gestionnaires de cliniques',
    lead: `${ratingValue}/5 selon ${clinicReviewCount} avis de gestionnaires et de professionnels de la santé.`,
    items: [
      {
        quote: 'Nous avions reçu un avis de non-conformité après une visite. En trois semaines, l’équipe a revu nos protocoles, formé notre personnel et documenté chaque correction. L’inspection de suivi s’est conclue sans aucune remarque.',
        name: 'Dre Isabelle T.',
        role: 'Directrice médicale, GMF, Montréal',
        rating: 5,
      },
      {
        quote: 'Les rapports remis après chaque visite, avec les résultats ATP, ont changé nos échanges avec notre assureur. Nous avons enfin des preuves écrites de notre rigueur.',
        name: 'Marc-André L.',
        role: 'Gestionnaire, clinique multidisciplinaire, Laval',
        rating: 5,
      },
      {
        quote: 'Nos salles de traitement ont des exigences très précises. Les préposés connaissent les temps de contact et l’ordre de nettoyage\u00a0: ça se voit tout de suite.',
        name: 'Dr Karim B.',
        role: 'Dentiste propriétaire, Longueuil',
        rating: 5,
      },
      {
        quote: 'Pendant une éclosion de gastro-entérite, ils sont intervenus le soir même et ont maintenu le protocole renforcé jusqu’à 48 heures après le dernier cas. Nous n’avons pas eu à fermer.',
        name: 'Sophie G.',
        role: 'Coordonnatrice, clinique sans rendez-vous, Québec',
        rating: 5,
      },
    ],
  } satisfies TestimonialsSection,

  cities: {
    id: 'villes',
    title: 'Cliniques desservies partout au Québec',
    lead: `Des équipes dans ${figure('villes.nombre')} villes. Montréal, Longueuil et Laval ont leur page détaillée\u00a0; ailleurs, appelez-nous ou demandez votre audit ci-dessous.`,
    /** Featured cities link to their clinic page; the other nine stay plain text (spec 2.11). */
    linksFor: (city: City) =>
      (clinicCitySlugs as readonly string[]).includes(city.slug)
        ? [{ label: `Conformité des cliniques à ${city.name}`, href: clinicCityPath(city.slug as ClinicCitySlug) }]
        : [],
  },

  prices: {
    id: 'tarifs',
    title: 'Tarifs indicatifs au pied carré',
    tone: 'muted',
    lead: 'Un entretien conforme coûte de 25 à 40\u00a0% de plus qu’un entretien commercial\u00a0: fréquences plus élevées, produits homologués, personnel formé et documentation complète.',
    blocks: [
      {
        kind: 'table',
        table: {
          caption: 'Tarifs indicatifs selon la taille de la clinique',
          columns: ['Taille de la clinique', 'Superficie', 'Tarif au pi²', 'Budget mensuel'],
          rows: [
            ['Petite clinique', `${formatNumber(1000)} à ${formatNumber(2000)}\u00a0pi²`, figure('prix.clinique.petite-pied-carre'), figure('prix.clinique.petite')],
            ['Clinique moyenne', `${formatNumber(2000)} à ${formatNumber(4000)}\u00a0pi²`, figure('prix.clinique.moyenne-pied-carre'), figure('prix.clinique.moyenne')],
            ['Grande clinique', `${formatNumber(4000)} à ${formatNumber(8000)}\u00a0pi²`, figure('prix.clinique.grande-pied-carre'), figure('prix.clinique.grande')],
          ],
          note: 'Prix indicatifs, taxes en sus, sous réserve d’une évaluation sur place. La soumission est gratuite et vous parvient sous 24 heures.',
        },
      },
    ],
  } satisfies ContentSectionData,

  audit: {
    id: 'audit-gratuit',
    title: 'Demandez votre audit de conformité gratuit',
    formId: 'audit-clinique',
  } satisfies FormSection,

  faq: {
    id: 'faq',
    title: 'Questions fréquentes des cliniques',
    name: 'faq-cliniques',
    items: [
      {
        question: 'Quelles exigences du ministère de la Santé et des Services sociaux s’appliquent à ma clinique\u00a0?',
        answer: 'Le MSSS et l’Institut national de santé publique du Québec (INSPQ) encadrent la prévention et le contrôle des infections dans les milieux de soins\u00a0: pratiques de base, hygiène de l’environnement, retraitement du matériel. Selon votre type de clinique, votre ordre professionnel et le CIUSSS ou le CISSS de votre région peuvent aussi vérifier vos pratiques.\n\nNos protocoles suivent ces lignes directrices et nous vous remettons la documentation qui le démontre.',
      },
      {
        question: 'Quelle formation en prévention des infections vos préposés ont-ils reçue\u00a0?',
        answer: 'Chaque préposé affecté à une clinique suit une formation initiale de 16 à 24 heures (zonage du risque, ordre de nettoyage, produits et temps de contact, équipement de protection, déchets biomédicaux), puis une mise à jour de 8 heures chaque année. Les attestations sont versées à votre dossier de conformité.',
      },
      {
        question: 'Pourquoi exiger des désinfectants avec un DIN\u00a0?',
        answer: 'Au Canada, un désinfectant qui revendique une action contre les microorganismes doit être homologué par Santé Canada et porter un numéro d’identification du médicament (DIN). Ce numéro atteste que l’efficacité annoncée a été évaluée.\n\nNous n’utilisons que des produits avec DIN et nous respectons leur temps de contact, de 1 à 10 minutes selon le produit.',
      },
      {
        question: 'Quelle est la différence entre nettoyer et désinfecter\u00a0?',
        answer: 'Nettoyer enlève la saleté et la matière organique\u00a0; désinfecter détruit les microorganismes qui restent. L’un ne remplace pas l’autre\u00a0: sur une surface sale, un désinfectant perd une grande partie de son efficacité.\n\nNous nettoyons donc toujours avant de désinfecter, puis laissons le produit agir pendant tout son temps de contact\u00a0: 1 minute pour le peroxyde d’hydrogène, de 30 secondes à 1 minute pour l’éthanol à 70\u00a0%.',
      },
      {
        question: 'Comment préparer ma clinique à une inspection\u00a0?',
        answer: 'Vérifiez cinq points\u00a0: des protocoles écrits à jour\u00a0; un registre de nettoyage complet\u00a0; la fiche de données de sécurité de chaque produit\u00a0; les preuves de formation du personnel\u00a0; des surfaces à contact fréquent désinfectées au moins 3 fois par jour.\n\nNous offrons aussi un audit préinspection 48 heures avant une inspection annoncée.',
      },
      {
        question: 'Vos protocoles couvrent-ils la COVID-19\u00a0?',
        answer: 'Oui. Nous utilisons des désinfectants avec DIN efficaces contre les virus enveloppés comme le SRAS-CoV-2, augmentons la fréquence de désinfection des points de contact en période de forte circulation et appliquons les consignes de santé publique en vigueur.\n\nEn cas d’éclosion, une équipe intervient sous 2 heures, 24/7, et le protocole renforcé se poursuit jusqu’à 48 heures après le dernier cas.',
      },
      {
        question: 'Combien coûte le nettoyage conforme d’une clinique\u00a0?',
        answer: `Comptez de ${figure('prix.pied-carre.medical')} le pied carré selon la taille et le niveau de risque, soit de 25 à 40\u00a0% de plus qu’un entretien commercial. Une petite clinique de ${formatNumber(1000)} à ${formatNumber(2000)}\u00a0pi² coûte généralement de ${figure('prix.clinique.petite')} par mois. L’audit et la soumission sont gratuits.`,
      },
      {
        question: 'Quelles régions desservez-vous\u00a0?',
        answer: 'Le Grand Montréal est notre territoire principal (Montréal, Laval, Longueuil et la Rive-Sud), dans un rayon de 30 à 50\u00a0km. Nous desservons aussi les cliniques de Québec, Gatineau, Sherbrooke, Saguenay, Lévis, Trois-Rivières, Terrebonne, Repentigny et Brossard.\n\nNous intervenons en dehors des heures de consultation, généralement de 18\u00a0h à 23\u00a0h.',
      },
    ],
  } satisfies FaqSection,

  closing: {
    id: 'passer-a-l-action',
    title: 'Votre prochaine inspection se prépare aujourd’hui',
    lead: `Audit gratuit d’une valeur de ${auditValue}\u00a0: rappel sous 2 heures ouvrables et visite sur place dans les 48 heures.`,
    actions: [auditAction, callAction('outline')],
  } satisfies CallToActionProps,
} as const;
