import type { ContentSectionData } from '../../types';
import { formatCadCents } from '../../../lib/format';

/** Recommended product of the childcare guide (spec 3.1): name, pH, usage, price. */
export interface RecommendedProduct {
  name: string;
  ph: string;
  usage: string;
  /** Price in dollars and the container size in litres (spec section 9). */
  price: number;
  litres: number;
}

/** Forbidden product (spec 3.1): name, reason, alternative. */
export interface ForbiddenProduct {
  name: string;
  reason: string;
  alternative: string;
}

export const recommendedProducts: readonly RecommendedProduct[] = [
  {
    name: 'Nettoyant multisurface certifié ÉcoLogo',
    ph: '7 (neutre)',
    usage: 'Tables, comptoirs, chaises et surfaces lavables\u00a0: le nettoyage quotidien qui précède toute désinfection.',
    price: 12.99,
    litres: 4,
  },
  {
    name: 'Nettoyant sans parfum',
    ph: '7 (neutre)',
    usage: 'Pouponnières, dortoirs et locaux fréquentés par des enfants allergiques ou asthmatiques\u00a0; planchers.',
    price: 9.99,
    litres: 2,
  },
  {
    name: 'Peroxyde d’hydrogène accéléré 3\u00a0% (DIN)',
    ph: '3 à 5 (légèrement acide)',
    usage: 'Désinfection des jouets, des tables à langer et des salles de bain\u00a0; temps de contact de 1 minute.',
    price: 24.99,
    litres: 4,
  },
  {
    name: 'Éthanol 70\u00a0%',
    ph: '7 environ',
    usage: 'Petits objets et surfaces non poreuses (poignées, interrupteurs, appareils électroniques)\u00a0; temps de contact de 30 secondes à 1 minute. Inflammable\u00a0: rangé sous clé.',
    price: 18.99,
    litres: 4,
  },
];

export const forbiddenProducts: readonly ForbiddenProduct[] = [
  {
    name: 'Eau de Javel (hypochlorite de sodium)',
    reason: 'Irrite les yeux et les voies respiratoires, abîme les surfaces et dégage des gaz toxiques si elle est mélangée par erreur à l’ammoniaque ou à un acide.',
    alternative: 'Peroxyde d’hydrogène accéléré 3\u00a0% (DIN)\u00a0: désinfection en 1 minute, se décompose en eau et en oxygène.',
  },
  {
    name: 'Ammoniaque',
    reason: 'Vapeurs irritantes qui peuvent déclencher des crises d’asthme\u00a0; réaction dangereuse au contact de l’eau de Javel.',
    alternative: 'Nettoyant multisurface certifié ÉcoLogo, au pH neutre, y compris pour les vitres.',
  },
  {
    name: 'Parfums artificiels',
    reason: 'Allergènes et déclencheurs d’asthme fréquents chez les jeunes enfants\u00a0; ils masquent les odeurs sans rien nettoyer.',
    alternative: 'Nettoyant sans parfum et bonne ventilation des locaux.',
  },
  {
    name: 'Phosphates',
    reason: 'Irritants pour la peau et polluants des cours d’eau (prolifération d’algues).',
    alternative: 'Détergents certifiés ÉcoLogo, formulés sans phosphates.',
  },
  {
    name: 'Triclosan',
    reason: 'Antibactérien soupçonné de perturber le système hormonal et de favoriser la résistance des bactéries\u00a0; aucun avantage démontré sur le savon ordinaire.',
    alternative: 'Lavage des mains à l’eau et au savon ordinaire, pendant au moins 20 secondes.',
  },
  {
    name: 'Aérosols',
    reason: 'Fines gouttelettes inhalées par les enfants, gaz propulseurs et composés organiques volatils dans l’air des locaux.',
    alternative: 'Vaporisateur à gâchette appliqué sur le chiffon, ou chiffon microfibre préimbibé.',
  },
];

export const products: ContentSectionData = {
  id: 'produits-ecollogo',
  title: 'Produits certifiés ÉcoLogo',
  lead: 'Les enfants respirent plus vite que les adultes, jouent au sol et portent les objets à leur bouche. Nous privilégions des produits certifiés ÉcoLogo et sans parfum, et des désinfectants homologués par Santé Canada.',
  blocks: [
    {
      kind: 'paragraphs',
      items: [
        'La certification ÉcoLogo atteste qu’un produit respecte des critères stricts de toxicité, de biodégradabilité et d’emballage. Elle ne remplace pas le DIN\u00a0: pour revendiquer une action contre les microorganismes, un désinfectant doit être homologué par Santé Canada et porter un numéro d’identification du médicament. Nous remettons à chaque établissement la fiche de données de sécurité (SIMDUT 2015) de chaque produit utilisé.',
      ],
    },
  ],
  subsections: [
    {
      id: 'liste-produits-approuves',
      title: 'Liste des produits approuvés',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'Produits recommandés pour les services de garde',
            columns: ['Produit', 'pH', 'Usage', 'Prix'],
            rows: recommendedProducts.map((p) => [p.name, p.ph, p.usage, `${formatCadCents(p.price)}\u00a0/\u00a0${p.litres}\u00a0L`]),
            note: 'Prix indicatifs avant taxes. L’éthanol à 70\u00a0% est peu efficace contre les virus sans enveloppe (norovirus, entérovirus)\u00a0: contre la gastro-entérite et la maladie pied-main-bouche, choisissez un désinfectant homologué dont l’étiquette revendique l’efficacité contre ces virus.',
          },
        },
      ],
    },
    {
      id: 'produits-interdits',
      title: 'Produits interdits dans nos protocoles',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Certains produits courants n’ont pas leur place là où des enfants jouent, mangent et dorment. Voici ceux que nous excluons de nos protocoles, et ce que nous utilisons à la place.',
          ],
        },
        {
          kind: 'table',
          table: {
            caption: 'Produits à exclure des locaux des enfants',
            columns: ['Produit', 'Pourquoi l’exclure', 'Alternative'],
            rows: forbiddenProducts.map((p) => [p.name, p.reason, p.alternative]),
          },
        },
      ],
    },
  ],
};
