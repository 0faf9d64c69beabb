import type { PrivacyPolicyData } from './types';
import { quoteFormEmbedUrl } from '../config/quote-form';
import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';

/**
 * Privacy policy shown on /contact#privacy-policy (spec 2.7: in force 1 January 2025, seven
 * numbered sections, a pricing disclaimer). Written for Québec's Act respecting the protection of
 * personal information in the private sector as amended by Law 25. Facts it states, and the code
 * that keeps them true: the server deletes leads every day once they are older than
 * `site.leadRetentionDays` (server `RETENTION_DAYS`, default 730 days = 24 months), subscribers are
 * kept until they unsubscribe (one-click link in every e-mail), the site sets no cookie, and the
 * server's `privacy` command exports or erases everything about one e-mail address. The fields
 * listed in section 2 are those of forms/catalog.json.
 */

/** ISO date the policy takes effect; the forms catalog's `policyVersion` records the same date with each consent. */
export const privacyPolicyEffectiveDate = '2025-01-01';

const embed = quoteFormEmbedUrl();

/** « 24 mois » from the retention the server applies. */
const retentionMonths = Math.round(site.leadRetentionDays / 30.4375);

const officer = site.privacyOfficer;

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
            `Responsable de la protection des renseignements personnels\u00a0: ${officer.title}. Elle veille au respect de cette politique et répond à toute question, demande ou plainte à ce sujet. Pour la joindre, écrivez-lui avec l\u2019objet «\u00a0Renseignements personnels\u00a0» ou appelez-nous\u00a0:`,
          ],
        },
        {
          kind: 'links',
          items: [
            { label: officer.email, href: `mailto:${officer.email}` },
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
            'Nous recueillons seulement les renseignements nécessaires, directement auprès de vous, par nos formulaires. Ceux marqués d\u2019un astérisque sont obligatoires\u00a0; les autres sont facultatifs.',
          ],
        },
        {
          kind: 'list',
          marker: 'dot',
          items: [
            'Demande de soumission\u00a0: nom, entreprise ou établissement, courriel, téléphone, ville, secteur, superficie et message. Ils servent à vous joindre et à préparer votre soumission.',
            'Demande d\u2019audit gratuit (blogue, page d\u2019audit, pages de conformité et pages locales)\u00a0: nom et prénom, entreprise ou établissement, courriel, téléphone, ville, secteur ou type d\u2019établissement, superficie et vos préoccupations ou votre message. Ils servent à vous joindre, à planifier l\u2019audit et à le préparer.',
            'Demande d\u2019audit de clinique\u00a0: nom du responsable, nom de la clinique, courriel, téléphone, ville, arrondissement ou quartier, type de clinique ou d\u2019établissement, inspection prévue (dans les 30\u00a0jours ou par votre CIUSSS ou CISSS) et besoin d\u2019un service bilingue. Ils servent à fixer la priorité de l\u2019audit et à envoyer l\u2019équipe qui convient.',
            'Demande d\u2019audit de service de garde\u00a0: nom, établissement, courriel, téléphone, ville, type de service de garde, nombre d\u2019enfants et message. Ils servent à planifier l\u2019audit et à estimer l\u2019ampleur de l\u2019entretien.',
            'Infolettre\u00a0: courriel et, dans le second formulaire, prénom. Ils servent uniquement à vous envoyer l\u2019infolettre.',
            'Renseignements techniques joints à un formulaire\u00a0: la page d\u2019envoi, la provenance de votre visite (site d\u2019origine, campagne), le type de navigateur et une empreinte chiffrée de votre adresse IP. Ils servent à savoir quelles pages nous amènent des demandes et à bloquer les envois abusifs.',
          ],
        },
        {
          kind: 'paragraphs',
          items: [
            'En envoyant un formulaire, vous consentez à ce que nous utilisions ces renseignements pour la fin indiquée sur ce formulaire, et pour aucune autre. Lorsqu\u2019un formulaire comporte une case de consentement, nous conservons aussi la date de votre consentement et la version de la politique acceptée. Nous ne prenons aucune décision automatisée et ne faisons aucun profilage à votre sujet.',
          ],
        },
      ],
    },
    {
      id: 'confidentialite-conservation',
      title: '3. Durée de conservation et sécurité',
      blocks: [
        {
          kind: 'list',
          marker: 'dot',
          items: [
            `Demandes d\u2019audit et de soumission\u00a0: ${retentionMonths}\u00a0mois après la demande. Notre serveur supprime alors automatiquement la demande\u00a0: il efface chaque jour celles qui ont atteint ce délai.`,
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
            'Notre personnel utilise vos renseignements pour répondre à votre demande ou vous envoyer l\u2019infolettre. Pour y arriver, nous faisons appel à des prestataires de services qui les traitent pour notre compte\u00a0: notre service d\u2019envoi de courriels, notre hébergeur et, lorsque nous en utilisons un, notre logiciel de gestion de la clientèle (CRM). Un contrat les oblige à protéger vos renseignements, à les garder confidentiels et à ne s\u2019en servir que pour exécuter nos instructions. Avant de confier des renseignements à un prestataire situé hors du Québec, nous vérifions qu\u2019ils y seront protégés adéquatement.',
            'Nous ne vendons, ne louons et n\u2019échangeons jamais vos renseignements. Nous ne les communiquons à aucun autre tiers, sauf si la loi nous y oblige.',
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
            `Pour exercer un de ces droits, écrivez à notre responsable à ${officer.email}. Nous pourrons vous demander de confirmer votre identité. Nous répondons par écrit dans un délai de 30\u00a0jours, sans frais.`,
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
