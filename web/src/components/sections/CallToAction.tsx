import type { HeroAction } from '../widgets/PageHero';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

export interface CallToActionProps {
  id: string;
  title: string;
  lead: string;
  actions: readonly HeroAction[];
}

/** Closing band of a page: one promise and its buttons, on the brand colour. */
export default function CallToAction({ id, title, lead, actions }: CallToActionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="bg-brand-900 py-12 text-white md:py-16">
      <Container>
        <h2 id={`${id}-titre`} className="max-w-3xl text-2xl font-bold text-balance md:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {actions.map((a) => (
            <ButtonLink key={a.href + a.label} href={a.href} variant={a.variant ?? 'accent'} size="lg">
              {a.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
