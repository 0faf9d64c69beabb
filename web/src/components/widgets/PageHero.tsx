import type { ReactNode } from 'react';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

export interface HeroAction {
  label: string;
  /** A page, an in-page anchor (`#contact`) or a `tel:` link. */
  href: string;
  variant?: 'primary' | 'accent' | 'outline';
}

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: readonly HeroAction[];
  /** Badges, a rating, a list of boroughs: whatever the page's hero adds under the actions. */
  children?: ReactNode;
  /** A side column (e.g. the clinic city pages' audit form); the hero becomes two columns on wide screens. */
  aside?: ReactNode;
}

/** The opening of every page: its only h1, the promise, and the calls to action. */
export default function PageHero({ eyebrow, title, lead, actions = [], children, aside }: PageHeroProps) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white">
      <Container className={aside ? 'grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_26rem]' : 'py-12 md:py-20'}>
        <div>
          {eyebrow && <p className="font-semibold text-brand-800">{eyebrow}</p>}
          <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold text-balance text-ink md:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-muted">{lead}</div>
          {actions.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.map((a) => (
                <ButtonLink key={a.href + a.label} href={a.href} variant={a.variant ?? 'primary'} size="lg">
                  {a.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children && <div className="mt-8">{children}</div>}
        </div>
        {aside && <div>{aside}</div>}
      </Container>
    </section>
  );
}
