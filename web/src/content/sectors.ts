/** The three sectors of the spec's routes (`/nettoyage-{sector}-{city}`). */
export const sectors = {
  medical: { name: 'Nettoyage médical' },
  garderie: { name: 'Nettoyage de garderies et CPE' },
  entreprise: { name: "Nettoyage d'entreprises réglementées" },
} as const;

export type SectorSlug = keyof typeof sectors;
