import { BookOpen, Baby, Blocks, FlaskConical, House } from 'lucide-react';
import type { ContentSectionData } from '../../../components/sections/ContentSection';
import { formatCadRange } from '../../../lib/format';

/**
 * The regulation chapter of the childcare guide (spec 2.13): the Règlement sur les services de
 * garde éducatifs à l'enfance, its articles 76, 77, 78, 79 and 89 as the spec cites them, the 2025
 * changes and the escalation of sanctions. Summaries stay cautious (« selon le Règlement »), quote
 * no legal text, and point to LégisQuébec, whose text alone is authoritative.
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
            'Voici, résumés à grands traits, les thèmes d’hygiène et de sécurité des lieux que nous vérifions en lien avec ces articles lors de nos audits.',
          ],
        },
        {
          kind: 'cards',
          columns: 3,
          items: [
            {
              icon: House,
              title: 'Article 76\u00a0: des locaux propres et entretenus',
              description: 'Selon le Règlement, les locaux où les enfants sont reçus, leur mobilier et leur équipement doivent être tenus propres, salubres et en bon état. En pratique\u00a0: un entretien quotidien planifié et consigné.',
            },
            {
              icon: Baby,
              title: 'Article 77\u00a0: hygiène des installations sanitaires',
              description: 'Toilettes, lavabos et aires de change doivent permettre une hygiène rigoureuse et être entretenus en conséquence. En pratique\u00a0: tables à langer désinfectées après chaque utilisation, savon et essuie-mains jetables toujours disponibles.',
            },
            {
              icon: Blocks,
              title: 'Article 78\u00a0: jeux, jouets et matériel',
              description: 'Le matériel de jeu doit être sécuritaire, adapté à l’âge des enfants, propre et en bon état. En pratique\u00a0: jouets désinfectés au moins chaque semaine, jouets portés à la bouche chaque jour, jouets brisés retirés.',
            },
            {
              icon: FlaskConical,
              title: 'Article 79\u00a0: produits d’entretien et produits dangereux',
              description: 'Les produits d’entretien et autres produits toxiques doivent être étiquetés et rangés hors de la portée des enfants. En pratique\u00a0: armoire verrouillée, étiquettes SIMDUT 2015 et fiches de données de sécurité à portée de main.',
            },
            {
              icon: BookOpen,
              title: 'Article 89\u00a0: en milieu familial aussi',
              description: 'La responsable d’un service de garde en milieu familial doit offrir, dans sa résidence, des lieux propres, salubres et sécuritaires pour les enfants, au même titre qu’une installation. En pratique\u00a0: les mêmes fréquences et les mêmes produits, à l’échelle d’une maison.',
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
              description: `Si l’écart persiste ou se répète, un avis de contravention peut suivre, avec des amendes de ${formatCadRange(500, 2000)} par infraction.`,
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
