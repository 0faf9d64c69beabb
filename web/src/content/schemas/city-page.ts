import { z } from 'zod';
import { cityRecordSchema } from './city';
import { iconName as icon } from './icons';

/**
 * What a sector-city page shows (spec 2.17), filled from the city's file and the templates of
 * data/pages-ville/ by ../local/city-page.ts. The page model is checked against this schema when
 * it is built, and its type (`z.output`) is what the route and widgets/CityPage.tsx import: the
 * content layer owns it, the component only receives it by props.
 */
const city = cityRecordSchema.extend({ neighbours: z.array(z.string()) });
const text = z.string().min(1);
const card = z.object({ icon, title: text, description: text });
const faq = z.object({ question: text, answer: text });

export const cityPageSchema = z.object({
  sector: z.enum(['medical', 'garderie', 'entreprise']),
  city,
  path: z.string().startsWith('/nettoyage-'),
  /** True for the six pages with their own text (spec 2.1). */
  custom: z.boolean(),
  seo: z.object({ title: text, description: text, keywords: z.array(text) }),
  breadcrumb: z.array(z.object({ name: text, url: z.string().optional() })),
  geo: z.object({ placename: text, latitude: z.number(), longitude: z.number(), postalCode: z.string() }),
  jsonLd: z.array(z.unknown()),
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    actions: z.array(z.object({ label: text, href: text, variant: z.enum(['primary', 'accent', 'outline']).optional() })),
  }),
  intro: z.object({ title: text, paragraphs: z.array(text) }),
  reasons: z.object({ title: text, items: z.array(card) }),
  services: z.object({ title: text, lead: text, items: z.array(card) }),
  districts: z.object({ title: text, lead: text, items: z.array(z.object({ name: text, detail: text })) }),
  testimonials: z.object({
    title: text,
    items: z.array(z.object({ quote: text, name: text, role: text, rating: z.literal(5).optional() })),
  }),
  stats: z.object({ title: text, items: z.array(z.object({ value: text, label: text })) }),
  faq: z.object({ title: text, items: z.array(faq) }),
  compliance: z.object({ title: text, text, href: text, linkLabel: text }),
  audit: z.object({ title: text, lead: text, formId: text, preset: z.record(z.string(), z.string()) }),
  neighbours: z.object({ title: text, lead: text, links: z.array(z.object({ city, href: text, label: text })) }),
});

export type CityPageModel = z.output<typeof cityPageSchema>;
export type CityPageLink = CityPageModel['neighbours']['links'][number];
