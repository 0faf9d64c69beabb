/**
 * The parts of a page laid out only after it has loaded (global.css, « Sections after the
 * first »), until SectionsInSteps.astro marks each one `data-rendue`: every section or block of
 * `main` after its first section, the footer, and each part of an article's text.
 */
export const deferredParts = [
  'main > section ~ :is(section, div)',
  'body > footer',
  '.article-texte > .partie',
] as const;

/** The deferred parts not laid out yet. */
export const pendingParts = deferredParts.map((part) => `${part}:not([data-rendue])`).join(', ');
