import type { ContentSectionData } from '../../types';

/**
 * Inspection preparation (spec 2.13): the checklist and the documents to keep (cleaning log kept
 * at least 3 months, training 8 h a year per employee, insurance 2 M$ minimum: section 9).
 */
export const inspection: ContentSectionData = {
  id: 'preparation-inspection',
  title: 'Préparation à l’inspection',
  lead: 'Une inspection du ministère de la Famille peut être annoncée ou non. La meilleure préparation est quotidienne\u00a0; la deuxième meilleure, c’est notre audit préinspection, 48\u00a0h avant une visite annoncée.',
  subsections: [
    {
      id: 'grille-verification',
      title: 'Grille de vérification',
      blocks: [
        {
          kind: 'list',
          columns: 2,
          items: [
            'Locaux, mobilier et équipement propres et en bon état',
            'Points de contact fréquent désinfectés au moins 3 fois par jour, registre à l’appui',
            'Jouets désinfectés au moins chaque semaine, jouets portés à la bouche chaque jour',
            'Tables à langer nettoyées et désinfectées après chaque utilisation',
            'Salles de bain propres, savon liquide et essuie-mains jetables disponibles',
            'Produits d’entretien étiquetés et rangés hors de la portée des enfants',
            'Aucun produit exclu sur place\u00a0: eau de Javel, ammoniaque, aérosols, produits parfumés',
            'Désinfectants homologués (DIN) et temps de contact connus du personnel',
            'Poubelles à couvercle dans les aires de change et les salles de bain',
            'Literie identifiée au nom de chaque enfant et lavée régulièrement',
            'Protocole d’éclosion écrit et trousse de nettoyage des liquides biologiques prête',
            'Personnel formé\u00a0: au moins 8\u00a0h par année par employé',
          ],
        },
      ],
    },
    {
      id: 'documents-requis',
      title: 'Documents requis',
      blocks: [
        {
          kind: 'paragraphs',
          items: ['Ce que l’inspecteur peut vous demander, et que nous tenons à jour pour vous\u00a0:'],
        },
        {
          kind: 'list',
          marker: 'dot',
          columns: 2,
          items: [
            'Registre de nettoyage et de désinfection, conservé au moins 3 mois',
            'Fiche de données de sécurité (SIMDUT 2015) de chaque produit utilisé',
            'Liste des produits utilisés, avec leur DIN et leur temps de contact',
            'Protocoles écrits\u00a0: entretien quotidien, jouets, aires de change, éclosions',
            'Calendrier de désinfection des jouets et de la literie',
            'Attestations de formation du personnel (8\u00a0h par année par employé)',
            'Contrat d’entretien et preuve d’assurance responsabilité du fournisseur (2\u00a0M$ minimum)',
            'Rapport de service de chaque visite\u00a0: tâches, photos et résultats ATP sur demande',
          ],
        },
      ],
    },
  ],
};
