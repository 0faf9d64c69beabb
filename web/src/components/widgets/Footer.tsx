import { Mail } from 'lucide-react';
import { footerLinks } from '../../config/navigation';
import { site } from '../../config/site';
import Container from '../ui/Container';
import PhoneLink from '../ui/PhoneLink';
import { ui } from '../../ui/strings';

const footer = ui['pied-de-page'];

/** Spec 2.3. */
export default function Footer() {
  return (
    <footer className="bg-ink text-slate-200">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 max-w-xs">
            {footer.slogan}
          </p>
        </div>
        <nav aria-label={footer.navigation}>
          <h2 className="font-semibold text-white">{footer['titre-liens']}</h2>
          <ul className="mt-2">
            {footerLinks.map(({ label, href }) => (
              <li key={href}>
                <a href={href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
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
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold hover:text-white hover:underline"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-700">
        <Container className="py-4 text-sm text-slate-300">
          © {new Date().getFullYear()} {site.name}. {footer.droits}
        </Container>
      </div>
    </footer>
  );
}
