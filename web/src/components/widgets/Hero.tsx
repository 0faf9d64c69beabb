import { Star } from 'lucide-react';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { nonBreaking } from '../../lib/phone';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

export interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  rating: string;
  auditLabel: string;
  callLabel: string;
}

/** Page opening: the page's only h1, the free audit offer and a call link. */
export default function Hero({ eyebrow, title, lead, rating, auditLabel, callLabel }: HeroProps) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white">
      <Container className="py-12 md:py-20">
        <p className="font-semibold text-brand-800">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold text-balance text-ink md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{lead}</p>
        <p className="mt-4 inline-flex items-center gap-2 font-medium text-ink">
          <Star aria-hidden="true" className="size-5 fill-accent text-accent-hover" />
          {rating}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={paths.contact} variant="accent" size="lg">
            {auditLabel}
          </ButtonLink>
          <ButtonLink href={site.phone.href} variant="outline" size="lg">
            {nonBreaking(callLabel)}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
