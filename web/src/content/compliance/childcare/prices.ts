import type { ContentSectionData } from '../../types';
import { formatCadRange, formatPercent } from '../../../lib/format';
import { figure } from '../../values';

/** Childcare indicative prices and discounts (spec section 9). */
export const prices: ContentSectionData = {
  id: 'tarifs-cpe',
  title: 'Tarifs indicatifs pour les services de garde',
  tone: 'muted',
  lead: `Un entretien conforme coûte de 15 à 25\u00a0% de plus qu’un entretien standard\u00a0; pour une garderie, comptez de ${figure('prix.pied-carre.garderie')} le pied carré. Voici des ordres de grandeur.`,
  blocks: [
    {
      kind: 'table',
      table: {
        caption: 'Budgets mensuels indicatifs',
        columns: ['Établissement', 'Capacité', 'Budget mensuel'],
        rows: [
          ['CPE ou garderie, petite installation', '20 à 30 enfants', figure('prix.garderie.petite')],
          ['CPE ou garderie, grande installation', '50 à 70 enfants', figure('prix.garderie.grande')],
          ['Service de garde en milieu familial', 'Jusqu’à 6 enfants, ou 9 avec une assistante', figure('prix.garderie.familiale')],
        ],
      },
    },
    {
      kind: 'table',
      table: {
        caption: 'Rabais offerts',
        columns: ['Engagement', 'Rabais'],
        rows: [
          ['Contrat de 12 mois', figure('rabais.contrat-12-mois')],
          ['Contrat de 24 mois', figure('rabais.contrat-24-mois')],
          ['Plusieurs installations (2 et plus)', figure('rabais.multisite')],
        ],
        note: `Un contrat annuel revient ${figure('rabais.contrat-12-mois')} moins cher que le tarif au mois. Prix indicatifs, taxes en sus, sous réserve d’une évaluation sur place.`,
      },
    },
  ],
};
