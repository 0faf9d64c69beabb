import { CircleCheck } from 'lucide-react';
import { paths } from '../../config/navigation';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';

export interface AuditOfferProps {
  title: string;
  lead: string;
  points: readonly string[];
  cta: string;
}

/**
 * Presents the free audit offer. It holds no form, so it is not the
 * `#audit-gratuit` target of the mobile bar: that id belongs to the audit form.
 */
export default function AuditOffer({ title, lead, points, cta }: AuditOfferProps) {
  return (
    <section aria-labelledby="offre-audit-titre" className="pb-12 md:pb-16">
      <Container>
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 md:p-10">
          <h2 id="offre-audit-titre" className="text-2xl font-bold text-ink md:text-3xl">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href={paths.contact} className="mt-8">
            {cta}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
