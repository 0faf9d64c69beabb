import { site } from '../../config/site';
import { formatCad } from '../../lib/format';
import { nonBreaking } from '../../lib/phone';
import type { HeroAction } from '../types';

/** Pieces every compliance page repeats: the call button, the audit value, the rating line. */

export const auditValue = formatCad(site.offers.freeAudit.value);

/** « 4,9 » */
export const ratingValue = new Intl.NumberFormat('fr-CA').format(site.rating.value);

/** « 4,9/5 (127 avis) », or with a page's own review count (the clinic page shows 247). */
export const ratingBadge = (count: number = site.rating.count) => `${ratingValue}/5 (${count} avis)`;

/** The tap-to-call button of the heroes and closing bands; the number never wraps. */
export const callAction = (variant: HeroAction['variant'] = 'outline'): HeroAction => ({
  label: nonBreaking(`Appeler le ${site.phone.display}`),
  href: site.phone.href,
  variant,
});
