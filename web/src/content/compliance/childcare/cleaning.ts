import type { ContentSectionData } from '../../types';

/**
 * The cleaning guide chapter (spec 2.13, figures of section 9): clean before disinfecting, contact
 * times of 1 to 10 minutes, high-contact points at least 3 times a day, toys weekly and mouthed
 * toys daily, changing tables after each use. Also the bathrooms section the table of contents
 * points to (`salles-de-bain-cpe`).
 */
export const cleaning: ContentSectionData = {
  id: 'guide-complet',
  title: 'Guide complet de nettoyage et de désinfection',
  tone: 'muted',
  lead: 'Les pratiques que nos équipes appliquent chaque soir dans les CPE et les garderies, de 18\u00a0h à 21\u00a0h, après le départ des enfants.',
  blocks: [
    {
      kind: 'paragraphs',
      items: [
        'Deux règles gouvernent tout le reste. D’abord, on nettoie avant de désinfecter\u00a0: un désinfectant n’agit pas à travers la saleté. Ensuite, on respecte le temps de contact inscrit sur l’étiquette, de 1 à 10 minutes selon le produit\u00a0: la surface doit rester humide pendant tout ce temps, sinon la désinfection est incomplète.',
        'On travaille aussi toujours du plus propre vers le plus sale et du haut vers le bas, avec des chiffons et des vadrouilles réservés à chaque zone.',
      ],
    },
    {
      kind: 'table',
      table: {
        caption: 'Fréquences minimales recommandées',
        columns: ['Surface ou objet', 'Fréquence', 'Méthode'],
        rows: [
          ['Points de contact fréquent (poignées, interrupteurs, rampes, robinets)', 'Au moins 3 fois par jour', 'Nettoyage, puis désinfectant homologué'],
          ['Tables à langer', 'Après chaque utilisation', 'Nettoyage, puis peroxyde d’hydrogène 3\u00a0% (contact de 1 minute)'],
          ['Jouets portés à la bouche', 'Chaque jour', 'Lavage, rinçage, désinfection, rinçage à l’eau potable'],
          ['Autres jouets lavables', 'Au moins chaque semaine', 'Lavage à l’eau savonneuse, puis désinfection'],
          ['Tables et chaises des repas', 'Avant et après chaque repas', 'Nettoyage, puis désinfectant approuvé pour les surfaces alimentaires'],
          ['Toilettes, lavabos et pots', 'Chaque jour, et dès qu’ils sont souillés', 'Nettoyage, puis désinfectant homologué'],
          ['Planchers des locaux des enfants', 'Chaque jour', 'Nettoyant sans parfum'],
        ],
      },
    },
  ],
  subsections: [
    {
      id: 'desinfection-jouets',
      title: 'Désinfection des jouets',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Les jouets passent de main en main et de bouche en bouche\u00a0: ce sont eux qui propagent le plus d’infections dans un groupe. Tous les jouets lavables sont désinfectés au moins chaque semaine, et ceux que les enfants portent à la bouche, chaque jour.',
          ],
        },
        {
          kind: 'steps',
          items: [
            { title: 'Trier', description: 'Dès qu’un jouet a été porté à la bouche ou souillé, il va dans un bac «\u00a0à laver\u00a0», hors de portée des enfants.' },
            { title: 'Laver', description: 'Eau tiède savonneuse et brosse pour enlever la salive et la saleté, jusque dans les recoins.' },
            { title: 'Rincer', description: 'À l’eau claire, pour retirer le savon qui nuirait au désinfectant.' },
            { title: 'Désinfecter', description: 'Peroxyde d’hydrogène accéléré 3\u00a0% (DIN), en laissant la surface humide pendant tout le temps de contact de 1 minute.' },
            { title: 'Rincer et sécher', description: 'Rinçage à l’eau potable des jouets portés à la bouche, puis séchage à l’air libre avant de les remettre en circulation.' },
          ],
        },
        {
          kind: 'list',
          marker: 'dot',
          items: [
            'Peluches et jouets en tissu\u00a0: lavage à la machine à l’eau chaude au moins chaque semaine, et dès qu’ils sont souillés',
            'Jouets qui ne se lavent pas (carton, bois non traité)\u00a0: à réserver aux plus grands, et à jeter dès qu’ils sont souillés',
            'Jouets brisés ou fissurés\u00a0: retirés immédiatement, car les fissures retiennent les microbes',
          ],
        },
      ],
    },
    {
      id: 'aires-de-change',
      title: 'Aires de change',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'La table à langer est la surface la plus contaminée d’une pouponnière. Elle se nettoie et se désinfecte après chaque utilisation, sans exception, même lorsqu’un papier protecteur a été utilisé.',
          ],
        },
        {
          kind: 'steps',
          items: [
            { title: 'Préparer', description: 'Couche, lingettes, gants et papier protecteur à portée de main avant d’installer l’enfant.' },
            { title: 'Changer', description: 'Couche et lingettes jetées dans une poubelle à pédale avec couvercle, sans la toucher avec les mains.' },
            { title: 'Laver les mains', description: 'Celles de l’enfant, puis les siennes, au lavabo réservé au change.' },
            { title: 'Nettoyer, puis désinfecter', description: 'Nettoyage de la surface, puis désinfectant homologué laissé humide pendant tout son temps de contact.' },
          ],
        },
        {
          kind: 'list',
          items: [
            'Table à langer à surface lisse, lavable et sans fissure',
            'Poubelle à pédale avec couvercle, vidée au moins une fois par jour',
            'Lavabo à proximité, distinct de celui qui sert aux repas',
          ],
        },
      ],
    },
    {
      id: 'salles-de-bain-cpe',
      title: 'Salles de bain et installations sanitaires',
      blocks: [
        {
          kind: 'paragraphs',
          items: [
            'Les salles de bain des enfants sont utilisées des dizaines de fois par jour, souvent sans que les petits sachent encore bien se laver les mains. Leur entretien suit un ordre précis pour ne jamais ramener les microbes des toilettes vers les lavabos.',
          ],
        },
        {
          kind: 'list',
          columns: 2,
          items: [
            'Ordre de travail\u00a0: distributeurs, lavabos et robinets d’abord, toilettes ensuite, plancher en dernier',
            'Chiffons et vadrouilles à code de couleur, réservés aux salles de bain',
            'Pots d’apprentissage vidés, lavés et désinfectés après chaque usage',
            'Chasses d’eau, poignées et robinets désinfectés au moins 3 fois par jour',
            'Savon liquide et essuie-mains jetables toujours approvisionnés',
            'Toilettes et lavabos nettoyés puis désinfectés chaque jour, et dès qu’ils sont souillés',
          ],
        },
      ],
    },
  ],
};
