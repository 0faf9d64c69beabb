import type { FaqSection } from '../types';
import { auditValue } from '../common';
import { formatCadRange } from '../../../lib/format';
import { figure } from '../../values';

/** The childcare guide's 10-question FAQ (spec 2.13), also emitted as FAQPage JSON-LD. */
export const childcareFaq: FaqSection = {
  id: 'faq-cpe',
  title: 'Questions fréquentes des services de garde',
  name: 'faq-garderies',
  items: [
    {
      question: 'Quelle fréquence de désinfection le ministère de la Famille exige-t-il\u00a0?',
      answer: 'Le Règlement impose un résultat\u00a0: des locaux et du matériel propres, salubres et sécuritaires. Les repères reconnus pour y parvenir sont les suivants\u00a0: points de contact fréquent au moins 3 fois par jour, jouets au moins chaque semaine, jouets portés à la bouche chaque jour et tables à langer après chaque utilisation.',
    },
    {
      question: 'Peut-on utiliser de l’eau de Javel dans un CPE\u00a0?',
      answer: 'Nous l’excluons de nos protocoles\u00a0: elle irrite les voies respiratoires, abîme les surfaces et dégage des gaz toxiques si on la mélange par erreur à l’ammoniaque ou à un acide. Le peroxyde d’hydrogène 3\u00a0% désinfecte en 1 minute, sans ces inconvénients.',
    },
    {
      question: 'Quels produits sont sécuritaires pour les enfants\u00a0?',
      answer: 'Un nettoyant multisurface certifié ÉcoLogo et un nettoyant sans parfum pour l’entretien quotidien, puis un désinfectant homologué (DIN) comme le peroxyde d’hydrogène 3\u00a0% pour les jouets, les tables à langer et les salles de bain. L’éthanol à 70\u00a0% convient aux petits objets, mais il est inflammable et doit être rangé sous clé.',
    },
    {
      question: 'Combien de temps faut-il conserver le registre de nettoyage\u00a0?',
      answer: 'Au moins 3 mois. Le registre indique la date, les tâches faites, les produits utilisés et la personne responsable. Nous le tenons pour vous et le signons à chaque visite.',
    },
    {
      question: 'Que se passe-t-il si l’inspection relève un manquement\u00a0?',
      answer: `Un avis écrit fixe d’abord un délai de correction, habituellement de 15 à 30 jours. Si l’écart persiste, un avis de contravention peut suivre, avec des amendes de ${figure('amendes.garderie')} par infraction, puis, dans les cas graves ou répétés, la suspension ou la révocation du permis.`,
    },
    {
      question: 'Quelle formation le personnel doit-il suivre\u00a0?',
      answer: 'Nous recommandons au moins 8\u00a0h de formation par année par employé sur l’hygiène, la désinfection et la gestion des éclosions, attestations à l’appui. Nos préposés suivent cette formation, et nous pouvons aussi former votre équipe éducative.',
    },
    {
      question: 'Intervenez-vous pendant les heures d’ouverture\u00a0?',
      answer: 'Nos équipes travaillent habituellement de 18\u00a0h à 21\u00a0h, après le départ des enfants, pour que les produits aient le temps d’agir et les locaux, de sécher. En cas d’éclosion, nous intervenons sous 2\u00a0h, 24 heures sur 24, 7 jours sur 7.',
    },
    {
      question: 'Desservez-vous les services de garde en milieu familial\u00a0?',
      answer: `Oui. La responsable d’un service de garde en milieu familial doit elle aussi offrir des lieux propres et sécuritaires. Comptez de ${figure('prix.garderie.familiale')} par mois selon la superficie et la fréquence des visites.`,
    },
    {
      question: 'Combien coûte l’entretien conforme d’un CPE\u00a0?',
      answer: `Pour une installation de 20 à 30 enfants, de ${figure('prix.garderie.petite')} par mois\u00a0; de 50 à 70 enfants, de ${figure('prix.garderie.grande')} par mois. Un contrat de 12 mois donne droit à 10\u00a0% de rabais, un contrat de 24 mois à 15\u00a0%, et plusieurs installations à 12\u00a0%.`,
    },
    {
      question: 'Comment se déroule l’audit gratuit\u00a0?',
      answer: `Nous vous rappelons sous 2 heures ouvrables et planifions la visite sur place dans les 48 heures. L’audit, d’une valeur de ${auditValue}, est gratuit et sans engagement\u00a0: vous recevez un rapport écrit des écarts et un plan correctif.`,
    },
  ],
};
