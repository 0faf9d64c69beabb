import { Mail } from 'lucide-react';
import { site } from '../../config/site';
import Container from '../ui/Container';
import PhoneLink from '../ui/PhoneLink';

/** Target of the footer's `/#contact` link. */
export default function ContactSection({ title, lead }: { title: string; lead: string }) {
  return (
    <section id="contact" aria-labelledby="contact-titre" className="bg-slate-50 py-12 md:py-16">
      <Container>
        <h2 id="contact-titre" className="text-2xl font-bold text-ink md:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:gap-8">
          <PhoneLink className="text-lg text-brand-800 hover:underline" />
          <a
            href={`mailto:${site.email}`}
            className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-brand-800 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {site.email}
          </a>
        </div>
      </Container>
    </section>
  );
}
