import type { ContentBlock } from '../components/sections/ContentBlocks';
import type { SubsectionData } from '../components/sections/ContentSection';
import type { PrivacyPolicyData } from '../components/widgets/PrivacyPolicy';
import { quoteFormEmbedUrl } from '../config/quote-form';
import { site } from '../config/site';
import { fill, type Values } from '../content/placeholders';
import type { PrivacyFrontmatter } from '../content/schemas/privacy-policy';
import { typography } from '../lib/typography';

/**
 * The privacy policy's page (spec 2.7), built from data/politique-confidentialite.md: its
 * frontmatter checked by the registry's schema, its body a small, checked subset of Markdown
 * turned into the same blocks every long page uses: `## Titre {#ancre}` opens a section, a
 * paragraph is a paragraph, `- ` items a bulleted list, `- [x] ` items a list of check marks, and a
 * list whose items are all `[texte](lien)` a list of links. Anything else fails the build with the
 * file and the line.
 */
const where = 'src/content/data/politique-confidentialite.md';

/** « 1er janvier 2025 ». */
function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('fr-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${d === 1 ? '1er' : d}\u00a0${month} ${y}`;
}

const LINK_ONLY = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/** The policy as the page shows it. */
export function privacyPolicyFrom({ data, body = "" }: { data: PrivacyFrontmatter; body?: string }, global: Values): PrivacyPolicyData {
  const embed = quoteFormEmbedUrl();
  const values: Values = new Map([...global, ...Object.entries({
    'date-en-vigueur': frenchDate(data.enVigueur),
    responsable: site.privacyOfficer.title,
    'responsable.courriel': site.privacyOfficer.email,
    'conservation.mois': String(Math.round(site.leadRetentionDays / 30.4375)),
    'formulaire.hote': embed?.hostname ?? '',
  })]);
  const text = (s: string, at: string) => typography(fill(s, values, at));

  const sections: { id: string; title: string; blocks: ContentBlock[] }[] = [];
  const lines = body.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i]!;
    const at = `${where}, ligne ${i + 1} du texte (après l’en-tête)`;
    if (!raw.trim()) {
      i++;
      continue;
    }
    const heading = /^## (.+?) \{#([a-z0-9-]+)\}$/.exec(raw);
    if (heading) {
      sections.push({ id: heading[2]!, title: text(heading[1]!, at), blocks: [] });
      i++;
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`${at} : le texte doit commencer par un titre « ## Titre {#ancre} »`);
    if (raw.startsWith('- ')) {
      const items: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('- ')) items.push(lines[i++]!.slice(2));
      if (items.every((item) => LINK_ONLY.test(item))) {
        section.blocks.push({
          kind: 'links',
          items: items.map((item) => {
            const [, label, href] = LINK_ONLY.exec(item)!;
            return { label: text(label!, at), href: fill(href!, values, at) };
          }),
        });
      } else if (items.every((item) => item.startsWith('[x] '))) {
        section.blocks.push({ kind: 'list', marker: 'check', items: items.map((item) => text(item.slice(4), at)) });
      } else {
        section.blocks.push({ kind: 'list', marker: 'dot', items: items.map((item) => text(item, at)) });
      }
      continue;
    }
    if (/^[#>*|`]/.test(raw)) throw new Error(`${at} : forme Markdown non prise en charge ici (« ${raw.slice(0, 20)} »)`);
    const previous = section.blocks.at(-1);
    const paragraph = text(raw, at);
    if (previous?.kind === 'paragraphs') (previous.items as string[]).push(paragraph);
    else section.blocks.push({ kind: 'paragraphs', items: [paragraph] });
    i++;
  }

  // The embedded provider's paragraph belongs to section 4, who receives your information.
  if (embed) {
    const communication = sections.find((s) => s.id === 'confidentialite-communication');
    const paragraphs = communication?.blocks.findLast((b) => b.kind === 'paragraphs');
    if (!paragraphs || paragraphs.kind !== 'paragraphs') throw new Error(`${where} : la section {#confidentialite-communication} manque`);
    (paragraphs.items as string[]).push(text(data.formulaireExterne, `${where}, formulaireExterne`));
  }

  return {
    id: data.id,
    title: data.title,
    lead: text(data.lead, `${where}, lead`),
    sections: sections satisfies SubsectionData[],
    disclaimer: data.avis,
  };
}
