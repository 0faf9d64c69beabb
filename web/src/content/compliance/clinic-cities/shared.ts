import type { CaseStudyLabels } from '../../types';

/**
 * Copy the three clinic city pages share, written once: the commitments listed under the local
 * section (only the line about the local team differs) and the headings of each case study.
 */
export const visitCommitments = (localTeam: string): readonly string[] => [
  'Audit express sous 24\u00a0h si une inspection est prévue dans moins de 30 jours',
  localTeam,
  'Interventions le soir, de 18\u00a0h à 23\u00a0h, sans perturber les consultations',
  'Registre signé et rapport de service après chaque visite',
];

export const caseStudyLabels: CaseStudyLabels = {
  challenge: 'Le défi',
  solution: 'Notre intervention',
  result: 'Le résultat',
};
