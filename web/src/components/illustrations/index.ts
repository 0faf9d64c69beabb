import type { ComponentType } from 'react';
import type { IllustrationName } from '../../content/schemas/images';
import AvantApres from './AvantApres';
import EquipeAuTravail from './EquipeAuTravail';
import ListeInspection from './ListeInspection';
import SecteurEntreprise from './SecteurEntreprise';
import SecteurGarderie from './SecteurGarderie';
import SecteurMedical from './SecteurMedical';

/** The drawn illustrations, by the name the image slots give (data/images.yaml). */
export const illustrations: Record<IllustrationName, ComponentType<{ label: string }>> = {
  'secteur-medical': SecteurMedical,
  'secteur-garderie': SecteurGarderie,
  'secteur-entreprise': SecteurEntreprise,
  'equipe-au-travail': EquipeAuTravail,
  'liste-inspection': ListeInspection,
  'avant-apres': AvantApres,
};
