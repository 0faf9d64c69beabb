import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';

/**
 * Pages the lead server sends visitors to (thank-you pages when JavaScript is off, the error page
 * it fills with field errors, unsubscribe results). Not indexed, not in the sitemap.
 */
/** A link inside a paragraph (tap-to-call number, e-mail address). */
export interface InlineLink {
  label: string;
  href: string;
}

/** Plain text, or text with links: `['Appelez-nous au ', { label, href }, '.']`. */
export type SystemParagraph = string | readonly (string | InlineLink)[];

const phoneLink: InlineLink = { label: nonBreaking(site.phone.display), href: site.phone.href };
const emailLink: InlineLink = { label: site.email, href: `mailto:${site.email}` };

export interface SystemPage {
  slug: string;
  title: string;
  heading: string;
  paragraphs: readonly SystemParagraph[];
  /** Where the server inserts its content, for the pages it fills in. */
  markers?: readonly string[];
}

export const systemPages: readonly SystemPage[] = [
  {
    slug: 'merci-infolettre',
    title: 'Inscription à l\u2019infolettre\u00a0: confirmez votre adresse',
    heading: 'Inscription réussie!',
    paragraphs: [
      'Il reste une étape\u00a0: nous venons de vous envoyer un courriel. Cliquez sur le lien qu\u2019il contient (valide 7\u00a0jours) pour confirmer votre adresse.',
      'Ensuite, au plus un courriel par mois, avec un lien de désabonnement en un clic.',
    ],
  },
  {
    slug: 'formulaire-erreur',
    title: 'Formulaire à corriger',
    heading: 'Quelques renseignements sont à corriger',
    paragraphs: [
      'Votre demande n\u2019a pas encore été envoyée. Voici ce qu\u2019il faut corriger\u00a0:',
      'Utilisez le bouton « Précédent » de votre navigateur pour retrouver ce que vous avez saisi, ou revenez au formulaire\u00a0:',
    ],
    markers: ['FORM_ERRORS', 'FORM_RETURN'],
  },
  {
    slug: 'desabonnement-confirme',
    title: 'Désabonnement confirmé',
    heading: 'Vous êtes désabonné',
    paragraphs: [
      'Vous ne recevrez plus notre infolettre. Vos coordonnées d\u2019abonné ne seront plus utilisées pour vous écrire.',
      'Vous pourrez vous réinscrire en tout temps depuis notre blogue.',
    ],
  },
  {
    slug: 'desabonnement-invalide',
    title: 'Lien de désabonnement invalide',
    heading: 'Ce lien de désabonnement n\u2019est pas valide',
    paragraphs: [
      ['Il est peut-être incomplet ou déjà utilisé. Pour vous désabonner, écrivez-nous à ', emailLink, ' ou appelez-nous au ', phoneLink, '\u00a0: nous le ferons sans délai.'],
    ],
  },
];
