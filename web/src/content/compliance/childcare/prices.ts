import type { ContentSectionData } from '../../../components/sections/ContentSection';
import { formatCadRange, formatPercent } from '../../../lib/format';

/** Childcare indicative prices and discounts (spec section 9). */
export const prices: ContentSectionData = {
  id: 'tarifs-cpe',
  title: 'Tarifs indicatifs pour les services de garde',
  tone: 'muted',
  lead: `Un entretien conforme coûte de 15 à 25\u00a0% de plus qu’un entretien standard\u00a0; pour une garderie, comptez de ${formatCadRange(0.18, 0.3, { cents: true })} le pied carré. Voici des ordres de grandeur.`,
  blocks: [
    {
      kind: 'table',
      table: {
        caption: 'Budgets mensuels indicatifs',
        columns: ['Établissement', 'Capacité', 'Budget mensuel'],
        rows: [
          ['CPE ou garderie, petite installation', '20 à 30 enfants', formatCadRange(800, 1200)],
          ['CPE ou garderie, grande installation', '50 à 70 enfants', formatCadRange(1500, 2200)],
          ['Service de garde en milieu familial', 'Jusqu’à 6 enfants, ou 9 avec une assistante', formatCadRange(250, 400)],
        ],
      },
    },
    {
      kind: 'table',
      table: {
        caption: 'Rabais offerts',
        columns: ['Engagement', 'Rabais'],
        rows: [
          ['Contrat de 12 mois', formatPercent(10)],
          ['Contrat de 24 mois', formatPercent(15)],
          ['Plusieurs installations (2 et plus)', formatPercent(12)],
        ],
        note: `Un contrat annuel revient ${formatPercent(10)} moins cher que le tarif au mois. Prix indicatifs, taxes en sus, sous réserve d’une évaluation sur place.`,
      },
    },
  ],
};
