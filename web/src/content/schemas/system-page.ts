import { z } from 'zod';
import { objet } from './french-keys';
import { line, prose, slug } from './text';

/**
 * The pages the lead server sends visitors to (data/pages-systeme.yaml). A paragraph may hold
 * links written `[texte](adresse)`; they come out as a list of text and link pieces.
 */
export interface InlineLink {
  label: string;
  href: string;
}

/** Plain text, or text with links: `['Appelez-nous au ', { label, href }, '.']`. */
export type SystemParagraph = string | readonly (string | InlineLink)[];

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function withLinks(text: string): SystemParagraph {
  if (!/\[[^\]]+\]\([^)\s]+\)/.test(text)) return text;
  const pieces: (string | InlineLink)[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) pieces.push(text.slice(last, m.index));
    pieces.push({ label: m[1]!, href: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

export const systemPageSchema = objet({
  slug,
  titre: line,
  intitule: line,
  paragraphes: z.array(prose.transform(withLinks)).min(1),
  /** Where the server inserts its content (FORM_ERRORS, FORM_RETURN), for the pages it fills in. */
  marqueurs: z.array(z.string().regex(/^[A-Z_]+$/)).optional(),
});

export const systemPagesSchema = z.array(systemPageSchema).min(1);

export type SystemPage = z.output<typeof systemPageSchema>;

/** The 404 page's title and description (data/page-introuvable.yaml). */
export const notFoundPageSchema = objet({ titre: line, description: prose });
