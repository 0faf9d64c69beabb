import type { Element, Root, RootContent } from 'hast';
import type { HastVisitorContext } from 'satteri';

/**
 * A hast plugin of the Markdown pipeline (astro.config.ts) that keeps the text's own HTML inert:
 * raw HTML written in a Markdown file (an article, through the editor) is parsed into elements
 * (Sätteri's `rawHtml` feature), then every element that runs or loads code or styles
 * (script, style, iframe, object, embed, …) is dropped, with every event attribute (`onerror=`,
 * `onclick=`, …) and every `javascript:` address. What remains is the text and its markup.
 */

const ACTIVE = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'noscript', 'template', 'svg', 'math', 'form']);
const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data', 'srcSet']);
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

type Node = Root | RootContent;

function clean(node: Node, ctx: HastVisitorContext) {
  if (!('children' in node)) return;
  for (const child of node.children as RootContent[]) {
    // Raw HTML left unparsed would be written out as it is: drop it.
    if ((child as { type: string }).type === 'raw') {
      ctx.removeNode(child as never);
      continue;
    }
    if (child.type !== 'element') continue;
    const element = child as Element;
    if (ACTIVE.has(element.tagName.toLowerCase())) {
      ctx.removeNode(element as never);
      continue;
    }
    for (const [key, value] of Object.entries(element.properties ?? {})) {
      const unsafe = /^on/i.test(key) || (URL_PROPERTIES.has(key) && SCRIPT_URL.test(String(value)));
      if (unsafe) ctx.setProperty(element as never, key, null);
    }
    clean(element, ctx);
  }
}

const safeMarkdown = {
  name: 'html-inerte',
  after(root: Readonly<Root>, ctx: HastVisitorContext) {
    clean(root as Root, ctx);
  },
};

/** The Markdown processor's options (astro.config.ts): raw HTML parsed, then made inert. */
export const safeMarkdownOptions = { features: { rawHtml: true }, hastPlugins: [safeMarkdown] };
