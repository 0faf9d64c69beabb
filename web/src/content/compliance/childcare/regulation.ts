import type { ContentSectionData } from '../../types';
import { formatCadRange } from '../../../lib/format';
import { figure } from '../../values';

/**
 * The regulation chapter of the childcare guide (spec 2.13): the Règlement sur les services de
 * garde éducatifs à l'enfance (RLRQ c S-4.1.1, r 2), the articles 76, 77, 78, 79 and 89 the spec
 * cites, the 2025 changes and the escalation of sanctions.
 *
 * Checked against LégisQuébec: articles 76 and 77 sit in the home-childcare chapter and govern the
 * suspension and revocation of a home provider's recognition (76: revoked by operation of law if
 * she provides childcare while suspended; 77: written reasons and at least 15 days to submit
 * observations, suspension without notice when urgent). Only those two carry « Selon le
 * Règlement ». The text of 78, 79 and 89 could not be checked, so their cards say what an
 * inspection looks at, not what the article says. The hygiene rules themselves sit in the
 * chapter « Sécurité et salubrité » and the rules on labelling and storing toxic and cleaning
 * products (table of contents checked).
 */
export const regulation: ContentSectionData = {
  id: 'reglement-officiel',
  title: 'Le règlement officiel',
  lead: 'Au Québec, les CPE, les garderies et les services de garde en milieu familial sont encadrés par la Loi sur les services de garde éducatifs à l’enfance et par son règlement d’application, le Règlement sur les services de garde éducatifs à l’enfance. Le ministère de la Famille en vérifie l’application lors de ses inspections.',
  blocks: [
    {
      kind: 'paragraphs',
      items: [
        'Le Règlement ne prescrit ni une marque de produit ni une méthode unique\u00a0: il fixe des obligations de résultat. Les locaux, le mobilier, l’équipement et le matériel de jeu doivent être propres, sécuritaires et en bon état, et les produits dangereux, hors de la portée des enfants. C’est au prestataire de démontrer, documents à l’appui, comment il y parvient au quotidien.',
      ],
    },
    {
      kind: 'callout',
      title: 'À lire avec le texte officiel',
      text: 'Les résumés de ce guide vulgarisent le Règlement\u00a0; ils ne le remplacent pas. Seul le texte publié sur LégisQuébec fait foi. En cas de doute sur une exigence, la direction régionale du ministère de la Famille reste votre référence.',
    },
  ],
  subsections: [
    {
      id: 'articles-cles',
      title: 'Les articles clés\u00a0: 76, 77, 78, 79 et 89',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Les articles 76 et 77 se trouvent dans le chapitre du Règlement consacré à la garde en milieu familial\u00a0: ils encadrent la suspension et la révocation de la reconnaissance des responsables d\u2019un service de garde en milieu familial (RSG), sans dicter ni produit ni fréquence de nettoyage. Les exigences d\u2019hygiène proprement dites figurent surtout au chapitre «\u00a0Sécurité et salubrité\u00a0» et dans les règles sur l\u2019étiquetage et le rangement des produits toxiques et des produits d\u2019entretien.',
            'Pour les articles 78, 79 et 89, nous décrivons ce que l\u2019inspection examine et ce que nous vérifions lors de nos audits\u00a0; lisez-en le texte exact sur LégisQuébec.',
          ],
        },
        {
          kind: 'cards',
          columns: 3,
          items: [
            {
              icon: 'house',
              title: 'Article 76\u00a0: aucune garde pendant une suspension',
              description: 'Selon le Règlement, la reconnaissance d\u2019une RSG est révoquée d\u2019office si elle reçoit des enfants pendant que sa reconnaissance est suspendue. En pratique\u00a0: corriger les écarts d\u2019hygiène dès le premier avis, avant qu\u2019une suspension ne soit envisagée.',
            },
            {
              icon: 'baby',
              title: 'Article 77\u00a0: avis écrit et droit de répondre',
              description: 'Selon le Règlement, avant de refuser, de suspendre ou de révoquer une reconnaissance, le bureau coordonnateur doit en donner les motifs par écrit et laisser au moins 15\u00a0jours pour présenter des observations et compléter le dossier\u00a0; en cas d\u2019urgence, il peut suspendre sans ce délai. En pratique\u00a0: un registre de nettoyage tenu à jour et des fiches de produits prêtes à être remises.',
            },
            {
              icon: 'blocks',
              title: 'Article 78\u00a0: la preuve des correctifs',
              description: 'Ce que l\u2019inspection examine\u00a0: chaque écart signalé est corrigé dans le délai fixé, et la correction est documentée (date, produit utilisé, personne responsable). Ce que nous vérifions\u00a0: le registre et les preuves qui permettent de le démontrer.',
            },
            {
              icon: 'flask-conical',
              title: 'Article 79\u00a0: l\u2019entretien au quotidien',
              description: 'Ce que l\u2019inspection examine\u00a0: des locaux, des jouets et des tables à langer propres, des produits d\u2019entretien étiquetés et rangés hors de la portée des enfants. Ce que nous vérifions\u00a0: les fréquences, les produits homologués (DIN) et leur rangement.',
            },
            {
              icon: 'book-open',
              title: 'Article 89\u00a0: la résidence de la RSG',
              description: 'Ce que l\u2019inspection examine\u00a0: la résidence où les enfants sont reçus, de la cuisine à la salle de bain et à l\u2019aire de jeux, propre, salubre et sécuritaire. Ce que nous vérifions\u00a0: les mêmes fréquences et les mêmes produits qu\u2019en installation, à l\u2019échelle d\u2019une maison.',
            },
          ],
        },
      ],
    },
    {
      id: 'modifications-2025',
      title: 'Modifications 2025\u00a0: ce qui change pour vous',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Le Règlement et les outils d’inspection du ministère évoluent régulièrement. En 2025, voici les points sur lesquels nous voyons les inspections insister, et sur lesquels nous avons adapté nos protocoles\u00a0:',
          ],
        },
        {
          kind: 'list',
          columns: 2,
          items: [
            'Traçabilité écrite\u00a0: un registre de nettoyage et de désinfection tenu au jour le jour et conservé au moins 3 mois',
            'Une fiche de données de sécurité (SIMDUT 2015) disponible pour chaque produit utilisé sur place',
            'Des désinfectants homologués (DIN) utilisés selon leur temps de contact, de 1 à 10 minutes selon le produit',
            'Moins de produits parfumés, d’aérosols et d’irritants respiratoires dans les locaux des enfants',
            'Une formation documentée du personnel\u00a0: au moins 8\u00a0h par année par employé',
            'Des protocoles d’éclosion écrits, prêts à appliquer dès le premier cas',
          ],
        },
        {
          kind: 'callout',
          title: 'Vérifiez la version en vigueur',
          text: 'Avant une inspection, consultez la version à jour du Règlement sur LégisQuébec et les communications de votre direction régionale du ministère de la Famille. Notre audit gratuit comprend cette mise à jour.',
        },
      ],
    },
    {
      id: 'sanctions-non-conformite',
      title: 'Sanctions en cas de non-conformité',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Un manquement relevé en inspection enclenche une gradation de mesures\u00a0: plus l’écart persiste ou se répète, plus la sanction est lourde.',
          ],
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Avis écrit de non-conformité',
              description: 'L’inspecteur décrit l’écart et fixe un délai de correction, habituellement de 15 à 30 jours. Il faut corriger dans ce délai et pouvoir le démontrer.',
            },
            {
              title: 'Avis de contravention et amendes',
              description: `Si l’écart persiste ou se répète, un avis de contravention peut suivre, avec des amendes de ${figure('amendes.garderie')} par infraction.`,
            },
            {
              title: 'Suspension ou révocation du permis',
              description: 'En cas de manquements graves ou répétés, le permis peut être suspendu, révoqué ou non renouvelé (pour une responsable en milieu familial, c’est sa reconnaissance qui est en jeu). Pour l’établissement, c’est l’arrêt des activités.',
            },
          ],
        },
      ],
    },
  ],
};
