import { paths } from '../../config/navigation';
import ButtonLink from '../ui/ButtonLink';
import Container from '../ui/Container';
import { ui } from '../../ui/strings';

/** Spec 2.1 and 8: the texts (UI strings, « introuvable ») are quoted verbatim from the spec. */
export default function NotFound() {
  return (
    <section className="py-20 text-center">
      <Container>
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{ui.introuvable.titre}</h1>
        <ButtonLink href={paths.home} className="mt-8">
          {ui.introuvable.retour}
        </ButtonLink>
      </Container>
    </section>
  );
}
