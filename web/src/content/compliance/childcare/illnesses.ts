import type { ContentSectionData } from '../../types';

/**
 * Contagious-illness protocols (spec 2.13): gastroenteritis, hand-foot-and-mouth disease,
 * COVID-19. Response within 2 hours, 24/7; reinforced protocol until 48 hours after the last case
 * (section 9). Exclusion and reporting rules belong to public health: the guide says so.
 */
export const illnesses: ContentSectionData = {
  id: 'protocoles-maladies',
  title: 'Protocoles en cas de maladies contagieuses',
  tone: 'muted',
  lead: 'Dès le premier cas, un protocole écrit évite l’éclosion. Nos équipes interviennent sous 2\u00a0h, 24 heures sur 24, 7 jours sur 7, et le protocole renforcé se poursuit jusqu’à 48\u00a0h après le dernier cas.',
  blocks: [
    {
      kind: 'callout',
      tone: 'warning',
      title: 'La santé publique d’abord',
      text: 'L’exclusion des enfants malades, l’information aux parents et la déclaration des éclosions relèvent des consignes de votre direction régionale de santé publique et du ministère de la Famille\u00a0: suivez-les en priorité. Nos protocoles portent sur l’environnement\u00a0: surfaces, jouets, literie et installations sanitaires.',
    },
  ],
  subsections: [
    {
      id: 'gastro-enterite',
      title: 'Gastro-entérite',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Le norovirus, principale cause des éclosions de gastro-entérite, est très contagieux, survit plusieurs jours sur les surfaces et résiste à l’alcool\u00a0: un désinfectant à base d’alcool ne suffit pas.',
          ],
        },
        {
          kind: 'list',
          columns: 2,
          items: [
            'Vomissures et selles nettoyées immédiatement avec une trousse réservée à cet usage\u00a0: gants, blouse, masque et absorbant jetable',
            'Désinfection élargie autour de l’incident, avec un désinfectant homologué efficace contre le norovirus',
            'Points de contact désinfectés plus de 3 fois par jour pendant toute l’éclosion',
            'Jouets du groupe touché retirés, lavés et désinfectés chaque jour',
            'Literie et débarbouillettes lavées à l’eau chaude et séchées à fond',
            'Protocole renforcé maintenu jusqu’à 48\u00a0h après le dernier cas',
          ],
        },
      ],
    },
    {
      id: 'pied-main-bouche',
      title: 'Maladie pied-main-bouche',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Causée par des entérovirus, dont le virus Coxsackie, elle se transmet par les sécrétions du nez et de la gorge, le liquide des lésions et les selles, parfois plusieurs semaines après la guérison. Comme le norovirus, ces virus sans enveloppe résistent à l’alcool.',
          ],
        },
        {
          kind: 'list',
          columns: 2,
          items: [
            'Jouets portés à la bouche désinfectés plusieurs fois par jour pendant l’éclosion',
            'Tables à langer désinfectées après chaque change, sans exception',
            'Hygiène des mains renforcée, surtout après le change et avant les repas',
            'Surfaces des aires de repas et de sieste désinfectées chaque jour',
            'Désinfectant homologué dont l’étiquette revendique l’efficacité contre les virus sans enveloppe',
          ],
        },
      ],
    },
    {
      id: 'covid-19-cpe',
      title: 'COVID-19 et virus respiratoires',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Le SRAS-CoV-2 est un virus enveloppé, sensible à la plupart des désinfectants homologués, y compris l’éthanol à 70\u00a0%. Comme il se transmet surtout par voie respiratoire, la désinfection des surfaces complète la ventilation et l’hygiène des mains, sans les remplacer.',
          ],
        },
        {
          kind: 'list',
          columns: 2,
          items: [
            'Points de contact désinfectés au moins 3 fois par jour, davantage en période de forte circulation',
            'Aération des locaux et entretien des systèmes de ventilation',
            'Désinfection ciblée des locaux fréquentés par une personne malade',
            'Application des consignes de santé publique en vigueur au moment de l’éclosion',
          ],
        },
      ],
    },
  ],
};
