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
  slug: slug.meta({ label: 'Identifiant (adresse des pages)', help: 'Le nom du fichier, en minuscules sans accents (trois-rivieres) : il devient l’adresse des pages.' }),
  titre: line.meta({ label: 'Titre' }),
  /** The page's heading; or, with `formulaire`, the heading and first paragraph come from that form's message. */
  intitule: line.optional().meta({ label: 'Titre' }),
  /** A form of forms/catalog.json whose success message (title, description) opens the page: the words shown with JavaScript. */
  formulaire: z.string().regex(/^[a-z0-9-]+$/).optional().meta({ label: 'Formulaire' }),
  paragraphes: z.array(prose.transform(withLinks)).min(1).meta({ label: 'Paragraphes', item: 'paragraphe' }),
  /** Where the server inserts its content (FORM_ERRORS, FORM_RETURN), for the pages it fills in. */
  marqueurs: z.array(z.string().regex(/^[A-Z_]+$/)).optional().meta({ label: 'Repères de la carte' }),
  /**
   * A button that POSTs to the page's own address: the server serves the page at the link it
   * checked (`/infolettre/confirmer?token=…`), so opening a mailed link changes nothing by itself.
   */
  bouton: line.optional().meta({ label: 'Bouton' }),
}).refine((page) => Boolean(page.heading) !== Boolean(page.form), {
  message: 'donnez soit « intitule », soit « formulaire » (le titre vient alors du message du formulaire), pas les deux',
});

export const systemPagesSchema = z.array(systemPageSchema).min(1);

/** A page as written in pages-systeme.yaml. */
export type SystemPageEntry = z.output<typeof systemPageSchema>;

/** A page as shown: its heading resolved (from the catalog for a `formulaire` page). */
export type SystemPage = Omit<SystemPageEntry, 'heading' | 'form'> & { heading: string };

/** The 404 page's title and description (data/page-introuvable.yaml). */
export const notFoundPageSchema = objet({ titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }) });
