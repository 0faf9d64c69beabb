import { z } from 'zod';

/**
 * Icons are named in the content (`icon: stethoscope`); the components resolve each name in one
 * registry (components/ui/icons.ts). The names are those of the Lucide set (lucide.dev/icons).
 */
export const iconNames = [
  'award',
  'baby',
  'badge-check',
  'ban',
  'biohazard',
  'blocks',
  'book-open',
  'briefcase-business',
  'bug',
  'building-2',
  'calendar-days',
  'camera',
  'circle-help',
  'clipboard-check',
  'clipboard-list',
  'clock',
  'file-check-2',
  'file-text',
  'file-x',
  'flask-conical',
  'gavel',
  'graduation-cap',
  'heart-handshake',
  'hospital',
  'house',
  'leaf',
  'mail',
  'map-pin',
  'microscope',
  'monitor-check',
  'moon',
  'newspaper',
  'paw-print',
  'piggy-bank',
  'pill',
  'plane',
  'scale',
  'shield-alert',
  'shield-check',
  'siren',
  'smile',
  'spray-can',
  'star',
  'stethoscope',
  'timer',
  'triangle-alert',
  'trophy',
  'users',
  'warehouse',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconName = z.enum(iconNames, { message: 'icône inconnue (voir la liste dans src/content/schemas/icons.ts)' });
