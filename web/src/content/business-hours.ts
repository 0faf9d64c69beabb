/**
 * Office and emergency hours (spec 9), shown in every « talk to an advisor » panel. One place, so
 * a change of hours is one edit.
 */
export const businessHours = [
  { label: 'Bureau', text: 'Du lundi au vendredi, de 7\u00a0h à 19\u00a0h' },
  { label: 'Urgences et éclosions', text: '24\u00a0h sur 24, 7\u00a0jours sur 7, intervention en 2\u00a0h' },
] as const;
