import type { PrivacyPolicyData } from '../components/widgets/PrivacyPolicy';
import { quoteFormEmbedUrl } from '../config/quote-form';
import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';

/**
 * Privacy policy shown on /contact#privacy-policy (spec 2.7: in force 1 January 2025, seven
 * numbered sections, a pricing disclaimer). Written for Québec's Act respecting the protection of
 * personal information in the private sector as amended by Law 25. Facts it states, and the code
 * that keeps them true: leads are purged after 730 days (server `purge`), subscribers are kept
 * until they unsubscribe (one-click link in every e-mail), the site sets no cookie, and the
 * server's `privacy` command exports or erases everything about one e-mail address.
 */

/** ISO date the policy takes effect; the forms catalog's `policyVersion` records the same date with each consent. */
export const privacyPolicyEffectiveDate = '2025-01-01';

const embed = quoteFormEmbedUrl();

/** Paragraph added to section 4 only when the quote form is the third-party provider's frame. */
const embeddedFormNotice = embed
  ? [
      `Le formulaire de soumission de nos pages est fourni par un prestataire externe (${embed.hostname}) qui traite pour notre compte les renseignements que vous y saisissez, selon nos instructions et sous une entente de confidentialité.`,
    ]
  : [];

export const privacyPolicy: PrivacyPolicyData = {
  id: 'privacy-policy',
  title: 'Politique de confidentialité',
  lead: `En vigueur le 1er\u00a0janvier 2025. ${site.name} protège les renseignements personnels que vous lui confiez, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi\u00a025).`,
  sections: [
    {
      id: 'confidentialite-responsable',
      title: '1. Personne responsable de la protection des renseignements personnels',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            `La personne responsable de la protection des renseignements personnels de ${site.name} veille au respect de cette politique et répond à toute question à ce sujet. Pour la joindre, écrivez-lui avec l\u2019objet «\u00a0Renseignements personnels\u00a0» ou appelez-nous\u00a0:`,
          ],
        },
        {
          kind: 'links',
          items: [
            { label: site.email, href: `mailto:${site.email}` },
            { label: nonBreaking(site.phone.display), href: site.phone.href },
          ],
        },
      ],
    },
    {
      id: 'confidentialite-renseignements',
      title: '2. Renseignements recueillis et raisons',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Nous recueillons seulement les renseignements nécessaires, directement auprès de vous, par nos formulaires\u00a0:',
          ],
        },
        {
          kind: 'list',
          marker: 'dot',
          items: [
            'Demandes d\u2019audit et de soumission\u00a0: nom et prénom, entreprise ou établissement, courriel, téléphone, ville, secteur ou type d\u2019établissement et, si vous les donnez, superficie et message. Ils servent à vous joindre, à planifier l\u2019audit et à préparer votre soumission.',
            'Infolettre\u00a0: courriel et, dans le second formulaire, prénom. Ils servent à vous envoyer l\u2019infolettre, au plus un courriel par mois.',
            'Renseignements techniques joints à un formulaire\u00a0: la page d\u2019envoi, la provenance de votre visite (site d\u2019origine, campagne), le type de navigateur et une empreinte chiffrée de votre adresse IP. Ils servent à savoir quelles pages nous amènent des demandes et à bloquer les envois abusifs.',
          ],
        },
        {
          kind: 'paragraphs',
          items: [
            'En cochant la case de consentement d\u2019un formulaire, vous consentez à ces usages précis. Nous conservons la date de votre consentement et la version de la politique acceptée. Nous ne faisons aucune décision automatisée ni aucun profilage à votre sujet.',
          ],
        },
      ],
    },
    {
      id: 'confidentialite-conservation',
      title: '3. Lieu et durée de conservation, sécurité',
      blocks: [
        {
          kind: 'list',
          marker: 'dot',
          items: [
            'Vos renseignements sont conservés au Canada.',
            'Demandes d\u2019audit et de soumission\u00a0: 24\u00a0mois après la demande, puis détruites automatiquement.',
            'Infolettre\u00a0: jusqu\u2019à votre désabonnement.',
            'Seuls les membres autorisés de notre personnel y ont accès, et les échanges avec le site sont chiffrés (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'confidentialite-communication',
      title: '4. Qui reçoit vos renseignements',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Vos renseignements sont utilisés uniquement par notre personnel, pour répondre à votre demande ou vous envoyer l\u2019infolettre. Nous ne les vendons, ne les louons et ne les échangeons jamais. Nous ne les communiquons à personne d\u2019autre, sauf si la loi nous y oblige.',
            ...embeddedFormNotice,
          ],
        },
      ],
    },
    {
      id: 'confidentialite-droits',
      title: '5. Vos droits et comment les exercer',
      blocks: [
        {
          kind: 'list',
          marker: 'check',
          items: [
            'Accès\u00a0: savoir quels renseignements nous détenons sur vous et en obtenir une copie, y compris dans un format technologique structuré et couramment utilisé.',
            'Rectification\u00a0: faire corriger un renseignement inexact, incomplet ou équivoque.',
            'Retrait du consentement\u00a0: retirer en tout temps votre consentement à un usage.',
            'Suppression\u00a0: faire effacer vos renseignements ou cesser leur diffusion.',
          ],
        },
        {
          kind: 'paragraphs',
          items: [
            `Pour exercer un de ces droits, écrivez à ${site.email}. Nous pourrons vous demander de confirmer votre identité. Nous répondons par écrit dans un délai de 30\u00a0jours, sans frais.`,
          ],
        },
      ],
    },
    {
      id: 'confidentialite-temoins',
      title: '6. Témoins (cookies) et infolettre',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Notre site ne dépose aucun témoin (cookie) de suivi ni publicitaire et n\u2019utilise aucun outil d\u2019analyse de tiers. Pendant votre visite seulement, votre navigateur garde en mémoire de session la provenance de votre visite pour la joindre à votre formulaire. Elle s\u2019efface à la fermeture de l\u2019onglet.',
            'Chaque infolettre contient un lien de désabonnement en un clic. Une fois désabonné, vous ne recevez plus aucun envoi.',
          ],
        },
      ],
    },
    {
      id: 'confidentialite-plaintes',
      title: '7. Plaintes et mises à jour',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Pour toute plainte sur le traitement de vos renseignements, écrivez d\u2019abord à notre responsable\u00a0: nous vous répondons dans les 30\u00a0jours. Si la réponse ne vous satisfait pas, vous pouvez vous adresser à la Commission d\u2019accès à l\u2019information du Québec.',
            'Nous indiquons en haut de cette politique la date de sa dernière mise à jour et vous demandons un nouveau consentement si un changement touche les usages auxquels vous avez consenti.',
          ],
        },
        {
          kind: 'links',
          items: [{ label: 'Commission d\u2019accès à l\u2019information du Québec', href: 'https://www.cai.gouv.qc.ca/' }],
        },
      ],
    },
  ],
  disclaimer: {
    title: 'Avis sur les prix',
    text: 'Les prix et les fourchettes de prix présentés sur ce site sont donnés à titre indicatif et sont sujets à une évaluation sur place. Seule une soumission écrite de notre part vous engage.',
  },
};
