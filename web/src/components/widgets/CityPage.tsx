import { ArrowRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SlotImage as SlotImageData } from '../../content/images';
import type { CityPageModel } from '../../content/schemas/city-page';
import type { UiStrings } from '../../content/schemas/ui-strings';
import MediaSplit from '../sections/MediaSplit';
import Accordion from '../ui/Accordion';
import IconCardGrid from '../ui/IconCardGrid';
import Section from '../ui/Section';
import type { RatingSource } from '../ui/RatingSourceLink';
import StatGrid from '../ui/StatGrid';
import CityGrid from './CityGrid';
import SlotImage from '../ui/SlotImage';
import PageHero from './PageHero';

export interface CityPageProps {
  /** The rating's source (config/business.json reviewProfile): its stat links there, or is left out. */
  ratingSource?: RatingSource;
  /** The UI strings' featured-city badge, from the page. */
  labels: Pick<UiStrings, 'villes'>;
  page: CityPageModel;
  /** The audit form island, passed from the .astro route (islands cannot be created in React). */
  children: ReactNode;
  /** The sector's picture beside the hero, and the crew beside the presentation. */
  images: { hero: SlotImageData; intro: SlotImageData };
  /** The testimonials (components/proof/CityTestimonials.astro) and the firm's proof, as Astro slots. */
  testimonialSection?: ReactNode;
  proof?: ReactNode;
}

/**
 * The one template of the 36 sector-city pages (spec 2.17), generic and custom alike: hero,
 * intro, reasons, 5 services, districts, testimonials, stats, FAQ, compliance guide, audit form
 * (`#audit-gratuit`, the mobile bar's target) and the four neighbouring cities.
 */
export default function CityPage({ page, children, images, testimonialSection, proof, ratingSource, labels }: CityPageProps) {
  const { hero, intro, reasons, services, districts, stats, faq, compliance, audit, neighbours } = page;
  const neighbourLinks = new Map(neighbours.links.map((l) => [l.city.slug, l]));
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={hero.actions}
        aside={<SlotImage image={images.hero} priority />}
      />

      <Section id="presentation" title={intro.title}>
        <MediaSplit image={images.intro}>
          <div className="max-w-3xl space-y-4 text-lg text-ink">
            {intro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </MediaSplit>
      </Section>

      <Section id="pourquoi-nous" title={reasons.title} tone="muted">
        <IconCardGrid items={reasons.items} columns={4} />
      </Section>

      <Section id="services" title={services.title} lead={<p>{services.lead}</p>}>
        <IconCardGrid items={services.items} columns={3} />
      </Section>

      <Section id="quartiers" title={districts.title} lead={<p>{districts.lead}</p>} tone="muted">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {districts.items.map(({ name, detail }) => (
            <li key={name} className="flex gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-ink">{name}</span>
                <span className="block text-sm text-muted">{detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      {testimonialSection}
      {proof}

      <Section id="chiffres" title={stats.title} tone="brand">
        <StatGrid stats={stats.items} ratingSource={ratingSource} />
      </Section>

      <Section id="faq" title={faq.title}>
        <div className="max-w-3xl">
          <Accordion name="faq-locale" items={faq.items} />
        </div>
      </Section>

      <Section id="conformite" title={compliance.title} lead={<p>{compliance.text}</p>} tone="muted">
        <a
          href={compliance.href}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
        >
          {compliance.linkLabel}
          <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
        </a>
      </Section>

      <Section id="audit-gratuit" title={audit.title} lead={<p>{audit.lead}</p>}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">{children}</div>
      </Section>

      <Section id="villes-voisines" title={neighbours.title} lead={<p>{neighbours.lead}</p>} tone="muted">
        <CityGrid
          cities={neighbours.links.map((l) => l.city)}
          linksFor={(city) => {
            const link = neighbourLinks.get(city.slug);
            return link ? [{ label: link.label, href: link.href }] : [];
          }}
          featuredLabel={labels.villes['secteur-principal']}
        />
      </Section>
    </>
  );
}
