import { site } from '../config/site';
import { formatCad } from '../lib/format';

/**
 * Home page copy (placeholder for the walking skeleton). OQLF typography:
 * a no-break space (\u00a0) before « : » and inside « guillemets », and in
 * amounts (formatCad gives « 500 $ »).
 */
const auditValue = formatCad(site.offers.freeAudit.value);
const rating = new Intl.NumberFormat('fr-CA').format(site.rating.value);

export const home = {
  seo: {
    title: `${site.name} | Nettoyage et conformité sanitaire`,
    description: `Nettoyage et désinfection conformes pour cliniques médicales, garderies et entreprises réglementées. Audit de conformité gratuit d'une valeur de ${auditValue}.`,
    keywords: [
      'nettoyage commercial',
      'conformité sanitaire',
      'désinfection clinique médicale',
      'nettoyage garderie CPE',
      'entretien ménager Montréal',
    ],
  },
  hero: {
    eyebrow: `Depuis ${site.foundedYear}, partout au Québec`,
    title: 'Un nettoyage conforme, prêt pour l\'inspection',
    lead: 'Cliniques médicales, garderies et CPE, entreprises réglementées\u00a0: nous nettoyons et désinfectons selon les exigences du MSSS, du ministère de la Famille et de la CNESST.',
    rating: `${rating}/5 selon ${site.rating.count} avis`,
    auditLabel: 'Réserver mon audit gratuit',
    callLabel: `Appelez-nous au ${site.phone.display}`,
  },
  audit: {
    title: 'Votre audit de conformité gratuit',
    lead: `Une visite sur place d'une valeur de ${auditValue}, gratuite et sans engagement\u00a0: nous repérons les écarts avant l'inspecteur.`,
    points: [
      'Rapport écrit des points à corriger',
      'Protocoles adaptés à votre secteur',
      'Soumission gratuite sous 24\u00a0h',
    ],
    cta: 'Demander mon audit',
  },
  contact: {
    title: 'Nous joindre',
    lead: 'Service 24\u00a0h sur 24, 7\u00a0jours sur 7. Appelez-nous ou écrivez-nous\u00a0: nous vous répondons sous 24\u00a0h.',
  },
} as const;
