import type { ReactNode } from 'react';
import type { SlotImage as SlotImageData } from '../../content/images';
import type { City } from '../../content/schemas/city';
import type { SectorLanding as Landing } from '../../content/schemas/landing';
import type { UiStrings } from '../../content/schemas/ui-strings';
import MediaSplit from '../sections/MediaSplit';
import Accordion from '../ui/Accordion';
import IconCardGrid, { type IconCard } from '../ui/IconCardGrid';
import Section from '../ui/Section';
import type { RatingSource } from '../ui/RatingSourceLink';
import StatGrid from '../ui/StatGrid';
import TrustBadges, { type TrustBadge } from '../ui/TrustBadges';
import CityGrid from './CityGrid';
import SlotImage from '../ui/SlotImage';
import PageHero, { type HeroAction } from './PageHero';

export interface SectorLandingProps {
  landing: Landing;
  /** The hero's two actions: audit anchor and phone call. */
  actions: readonly HeroAction[];
  trustBadges: readonly TrustBadge[];
  /** The rating's source (config/business.json reviewProfile): its badge links there, or is left out. */
  ratingSource?: RatingSource;
  /** The UI strings' badge list name and featured-city badge, from the page. */
  labels: Pick<UiStrings, 'garanties' | 'villes'>;
  /** The sector's five services (sector record). */
  services: readonly IconCard[];
  /** The cities, each with the link to this sector's page there. */
  cities: readonly City[];
  cityLinks: (city: City) => readonly { label: string; href: string }[];
  /** The audit form's promise (forms catalog), shown under the audit heading. */
  auditPromise?: string;
  /** The audit form island, passed from the .astro route. */
  children: ReactNode;
  /** The sector's picture beside the hero, and the before/after one beside the solution. */
  images: { hero: SlotImageData; solution: SlotImageData };
}

/**
 * The one template of the three sector landing pages (spec 2.16): hero with a call link and the
 * `#audit` anchor, trust badges, problems, solution, services, results, the audit form, the 12
 * city links and a short FAQ.
 */
export default function SectorLanding({ landing, actions, trustBadges, ratingSource, labels, services, cities, cityLinks, auditPromise, children, images }: SectorLandingProps) {
  const { hero, problems, solution, results, audit, faq } = landing;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={actions}
        aside={<SlotImage image={images.hero} priority />}
      >
        <TrustBadges badges={trustBadges} label={labels.garanties.nom} ratingSource={ratingSource} />
      </PageHero>

      <Section id="problemes" title={problems.title} lead={<p>{problems.lead}</p>} tone="muted">
        <IconCardGrid items={problems.items} columns={4} />
      </Section>

      <Section id="solution" title={solution.title} lead={<p>{solution.lead}</p>}>
        <MediaSplit image={images.solution}>
          <IconCardGrid items={solution.items} columns={2} />
        </MediaSplit>
      </Section>

      <Section id="services" title={landing.services.title} lead={<p>{landing.services.lead}</p>} tone="muted">
        <IconCardGrid items={services} columns={3} />
      </Section>

      <Section id="resultats" title={results.title} lead={<p>{results.lead}</p>} tone="brand">
        <StatGrid stats={results.stats} ratingSource={ratingSource} />
      </Section>

      {/* `#audit` is the hero's target (spec 2.16); `#audit-gratuit` the mobile bar's. */}
      <div id="audit-gratuit">
        <Section id="audit" title={audit.title} lead={<p>{auditPromise ? `${audit.lead} ${auditPromise}` : audit.lead}</p>}>
          <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">{children}</div>
        </Section>
      </div>

      <Section id="villes" title={landing.cities.title} lead={<p>{landing.cities.lead}</p>} tone="muted">
        <CityGrid cities={cities} linksFor={cityLinks} featuredLabel={labels.villes['secteur-principal']} />
      </Section>

      <Section id="faq" title={faq.title}>
        <div className="max-w-3xl">
          <Accordion name="faq-secteur" items={faq.items} />
        </div>
      </Section>
    </>
  );
}
