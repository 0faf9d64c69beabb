import { Mail, MapPin } from 'lucide-react';
import { footerLinks, paths } from '../../config/navigation';
import { site } from '../../config/site';
import type { UiStrings } from '../../content/schemas/ui-strings';
import Container from '../ui/Container';
import PhoneLink from '../ui/PhoneLink';

/** The postal address as one line; the parts still « À confirmer » are left out. */
function addressLine(localityTemplate: string): string {
  const { streetAddress, locality, postalCode } = site.address;
  return [streetAddress, localityTemplate.replace('{ville}', locality), postalCode].filter(Boolean).join(', ');
}

const linkClass = 'inline-flex min-h-11 items-center hover:text-white hover:underline';

/**
 * Spec 2.3, and the firm itself (issue 25): legal name, Québec enterprise number (NEQ), address,
 * the privacy policy and terms of use, and the firm's social pages when config/business.json
 * gives them. Values still « À confirmer » are left out (`server check` lists them). `labels`: the
 * footer's UI strings and the social networks' names, from the layout.
 */
export default function Footer({ labels }: { labels: Pick<UiStrings, 'pied-de-page' | 'reseaux'> }) {
  const footer = labels['pied-de-page'];
  return (
    <footer className="bg-ink text-slate-200">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 max-w-xs">{footer.slogan}</p>
          {site.social.length > 0 && (
            <nav aria-label={footer.reseaux} className="mt-4">
              <ul className="flex flex-wrap gap-x-4">
                {site.social.map(({ network, url }) => (
                  <li key={url}>
                    <a href={url} rel="me noopener" className={`${linkClass} font-semibold`}>
                      {labels.reseaux[network]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <nav aria-label={footer.navigation}>
          <h2 className="font-semibold text-white">{footer['titre-liens']}</h2>
          <ul className="mt-2">
            {footerLinks.map(({ label, href }) => (
              <li key={href}>
                <a href={href} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{footer['titre-contact']}</h2>
          <ul className="mt-2">
            <li>
              <PhoneLink className="hover:text-white hover:underline" />
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} gap-2 font-semibold`}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {site.email}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 shrink-0" />
              <address className="not-italic">
                <span className="sr-only">{`${footer.adresse} : `}</span>
                {addressLine(footer.localite)}
              </address>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-700">
        <Container className="flex flex-col gap-2 py-4 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.legalName ?? site.name}. {footer.droits}
            {site.neq && <span className="ml-2 whitespace-nowrap">{footer.neq.replace('{numero}', site.neq)}</span>}
          </p>
          <nav aria-label={footer.legal}>
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <a href={paths.privacy} className={linkClass}>
                  {footer.politique}
                </a>
              </li>
              <li>
                <a href={paths.terms} className={linkClass}>
                  {footer.conditions}
                </a>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
