import { z } from 'zod';

/**
 * An entry's published/withdrawn state (issue 37): « Retirer du site » ticked keeps the file (its
 * history, its consent) but builds nothing of it, as if it were not there: no page, no card, no
 * count (src/content/direct-reader.ts leaves it out of its collection).
 */
export const withdrawn = z.boolean().optional().meta({ label: 'Retirer du site', help: 'Cochez pour retirer l’entrée du site : le fichier reste (son historique, son consentement), mais rien n’en est affiché à la prochaine mise en ligne. Décochez pour la remettre.' });

/** Whether an entry's data (or a file's raw frontmatter) is withdrawn from the site. */
export const isWithdrawn = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { retire?: unknown }).retire === true;
