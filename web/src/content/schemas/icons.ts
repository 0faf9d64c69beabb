import { z } from 'zod';
import { iconNames } from '../../lib/icon-names';

export { iconNames, type IconName } from '../../lib/icon-names';

/** An icon named in the content (`icon: stethoscope`): one of the names of lib/icon-names.ts. */
export const iconName = z.enum(iconNames, { message: 'icône inconnue (voir la liste dans src/lib/icon-names.ts)' });
