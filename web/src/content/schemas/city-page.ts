import { z } from 'zod';
import type { City } from './city';
import { iconName as icon } from './icons';

/**
 * What a sector-city page shows (spec 2.17), filled from the city's file and the templates of
 * data/pages-ville/ by ../local/city-page.ts. The page model is checked against this schema when
 * it is built, and its type (`z.output`) is what the route and widgets/CityPage.tsx import: the
 * content layer owns it, the component only receives it by props.
 */
// The city's record comes checked from the registry (data/villes, with its computed neighbours).
const city = z.custom<City>((c) => typeof c === 'object' && c !== null && 'slug' in c && 'neighbours' in c);
const text = z.string().min(1);
const card = z.strictObject({ icon, title: text, description: text });
const faq = z.strictObject({ question: text, answer: text });
/** A testimonial as shown: `id` is its file's name (data/temoignages/<id>.yaml), `sector` its clientele. */
const cityTestimonial = z.strictObject({
  id: text,
  quote: text,
  name: text,
  role: text,
  sector: z.enum(['medical', 'garderie', 'entreprise']),
  sectorLabel: text,
  /** The client's stars (1 to 5), when they gave some. */
  rating: z.number().int().min(1).max(5).optional(),
  photo: z.string().optional(),
});

export const cityPageSchema = z.strictObject({
  sector: z.enum(['medical', 'garderie', 'entreprise']),
  city,
  path: z.string().startsWith('/nettoyage-'),
  /** True for the six pages with their own text (spec 2.1). */
  custom: z.boolean(),
  seo: z.strictObject({ title: text, description: text, keywords: z.array(text) }),
  breadcrumb: z.array(z.strictObject({ name: text, url: z.string().optional() })),
  geo: z.strictObject({ placename: text, latitude: z.number(), longitude: z.number(), postalCode: z.string() }),
  jsonLd: z.array(z.unknown()),
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    actions: z.array(z.strictObject({ label: text, href: text, variant: z.enum(['primary', 'accent', 'outline']).optional() })),
  }),
  intro: z.strictObject({ title: text, paragraphs: z.array(text) }),
  reasons: z.strictObject({ title: text, items: z.array(card) }),
  services: z.strictObject({ title: text, lead: text, items: z.array(card) }),
  districts: z.strictObject({ title: text, lead: text, items: z.array(z.strictObject({ name: text, detail: text })) }),
  /** The page's own sector's testimonials; the city's others only under `elsewhere`'s visible heading. */
  testimonials: z.strictObject({
    title: text,
    items: z.array(cityTestimonial),
    elsewhere: z.strictObject({ title: text, items: z.array(cityTestimonial).min(1) }).optional(),
  }),
  stats: z.strictObject({ title: text, items: z.array(z.strictObject({ value: text, label: text })) }),
  faq: z.strictObject({ title: text, items: z.array(faq) }),
  compliance: z.strictObject({ title: text, text, href: text, linkLabel: text }),
  audit: z.strictObject({ title: text, lead: text, formId: text, preset: z.record(z.string(), z.string()) }),
  neighbours: z.strictObject({ title: text, lead: text, links: z.array(z.strictObject({ city, href: text, label: text })) }),
});

export type CityPageModel = z.output<typeof cityPageSchema>;
export type CityPageLink = CityPageModel['neighbours']['links'][number];
