import type { SectorSlug } from '../sectors';

/**
 * The Longueuil pages' own text (spec 2.1: custom pages), one set per sector. Institutions, roads
 * and districts are real; response time under 1 h as on the Longueuil clinic page (spec 2.12).
 * Parsed with `cityOverrideSchema` in ./custom.
 */
export const longueuil: Record<SectorSlug, unknown> = {
  medical: {
    heroLead:
      'Cliniques médicales, GMF, cliniques dentaires et pharmacies de Longueuil : désinfection conforme aux normes du MSSS, du Vieux-Longueuil à Saint-Hubert. Sur la Rive-Sud, notre équipe intervient en moins de 1 h en cas d’éclosion.',
    intro: [
      'Plus de 65 cliniques de Longueuil nous confient leur entretien. Autour de l’Hôpital Pierre-Boucher, dans le Vieux-Longueuil, et de l’Hôpital Charles-LeMoyne, à Greenfield Park, les cliniques de la Rive-Sud accueillent des patients de toute la Montérégie.',
      'Près de la station Longueuil–Université-de-Sherbrooke et du campus de Longueuil, les immeubles médicaux voient passer étudiants, travailleurs et patients : salles d’attente, ascenseurs et comptoirs y demandent plusieurs désinfections par jour.',
      'Notre équipe de la Rive-Sud est établie à Longueuil : par la route 132 ou le boulevard Taschereau, elle rejoint le Vieux-Longueuil, Saint-Hubert ou Greenfield Park en moins de 15 minutes. Nos préposés travaillent entre 18 h et 23 h, après vos derniers patients, et reviennent en moins de 1 h pour une urgence.',
    ],
    reasons: [
      {
        icon: 'timer',
        title: 'Moins de 1 h en cas d’éclosion',
        description:
          'Gastro, influenza ou COVID-19 : une équipe de la Rive-Sud désinfecte vos salles en moins de 1 h, puis maintient le protocole jusqu’à 48 h après le dernier cas.',
      },
      {
        icon: 'map-pin',
        title: 'Toute la Rive-Sud',
        description:
          'Saint-Hubert, Greenfield Park et LeMoyne, mais aussi Brossard, Saint-Lambert et Boucherville : un seul fournisseur pour toutes vos cliniques de la Rive-Sud.',
      },
      {
        icon: 'shield-check',
        title: 'Les normes du MSSS, documentées',
        description:
          'Registres signés, produits homologués (DIN) et tests ATP sur demande, prêts pour les partenaires des CISSS de la Montérégie-Centre et de la Montérégie-Est.',
      },
      {
        icon: 'stethoscope',
        title: 'Un plan par spécialité',
        description:
          'Clinique sans rendez-vous du Vieux-Longueuil, cabinet dentaire de Saint-Hubert ou physiothérapie de Greenfield Park : chaque plan suit vos soins et vos équipements.',
      },
    ],
    districtsLead:
      'Les trois arrondissements de Longueuil et leurs quartiers, du bord du fleuve à l’aéroport de Saint-Hubert : voici les six secteurs où nos cliniques clientes sont les plus nombreuses.',
    responseTime: '1 h',
    faqs: [
      {
        question: 'Servez-vous aussi Brossard, Saint-Lambert et Boucherville ?',
        answer:
          'Oui. Depuis Longueuil, nous desservons toute la Rive-Sud : Brossard, Saint-Lambert, Boucherville et les trois arrondissements de Longueuil, avec la même équipe et le même délai d’urgence de moins de 1 h.',
      },
      {
        question: 'Notre GMF travaille avec l’Hôpital Charles-LeMoyne : quelles preuves garder ?',
        answer:
          'Les partenaires du CISSS de la Montérégie-Centre peuvent demander à voir comment vos salles sont désinfectées. Gardez le registre que nous signons après chaque visite, les fiches de nos produits homologués (DIN) et, sur demande, les résultats de nos tests ATP ; si une inspection est prévue dans moins de 30 jours, notre audit express se fait dans les 24 h.',
      },
      {
        question: 'Combien coûte l’entretien d’une clinique à Longueuil ?',
        answer:
          'Une petite clinique de 1 000 à 2 000 pi² revient à environ {prix.clinique.petite.de} à {prix.clinique.petite.a} par mois, une clinique moyenne de 2 000 à 4 000 pi² de {prix.clinique.moyenne.de} à {prix.clinique.moyenne.a}, et une grande clinique de 4 000 à 8 000 pi² de {prix.clinique.grande.de} à {prix.clinique.grande.a}. Les réseaux de plusieurs cliniques profitent de {rabais.multisite} de rabais multisite.',
      },
    ],
  },
  garderie: {
    heroLead:
      'CPE, garderies privées et services de garde en milieu familial de Longueuil : jouets, aires de change et salles de sieste désinfectés avec des produits certifiés écologiques. Du Vieux-Longueuil à Greenfield Park, nous passons entre 18 h et 21 h.',
    intro: [
      'Plus de 150 garderies et CPE de Longueuil nous confient leur entretien. Beaucoup accueillent les enfants de familles qui traversent le pont chaque jour pour travailler à Montréal, avec des journées longues et des locaux occupés du matin au soir.',
      'Dans les installations proches du Cégep Édouard-Montpetit et du campus de Longueuil, qui reçoivent aussi les enfants d’étudiants et de personnel, le roulement est élevé : jouets, tapis et vestiaires demandent une désinfection rigoureuse.',
      'Les inspecteurs du ministère de la Famille vérifient en Montérégie les mêmes points qu’ailleurs : aires de change, jouets, produits et registre de nettoyage. Notre équipe de la Rive-Sud est sur place en moins de 1 h lors d’une éclosion.',
    ],
    reasons: [
      {
        icon: 'timer',
        title: 'Moins de 1 h en cas d’éclosion',
        description:
          'Gastro ou pied-main-bouche : une équipe de la Rive-Sud désinfecte vos locaux en moins de 1 h et suit le protocole de santé publique jusqu’à 48 h après le dernier cas.',
      },
      {
        icon: 'leaf',
        title: 'Produits certifiés écologiques',
        description:
          'Aucun javellisant, ammoniaque ni parfum artificiel : des produits certifiés ÉcoLogo, dont la liste est remise aux familles qui la demandent.',
      },
      {
        icon: 'baby',
        title: 'Pouponnières et milieux familiaux',
        description:
          'Tapis de jeu, matelas de sieste et tables à langer ont chacun leur protocole, en installation comme en service de garde en milieu familial.',
      },
      {
        icon: 'clipboard-check',
        title: 'Registre prêt pour l’inspection',
        description:
          'Chaque visite est consignée, avec photos, dans un registre conservé au moins 3 mois et prêt à présenter à l’inspecteur du ministère.',
      },
    ],
    districtsLead:
      'Du Vieux-Longueuil à Laflèche, nos équipes entretiennent des CPE et des garderies dans les trois arrondissements. Voici les secteurs où nous sommes le plus présents.',
    responseTime: '1 h',
    faqs: [
      {
        question: 'Passez-vous en dehors des heures d’ouverture ?',
        answer:
          'Oui. À Longueuil, nous passons entre 18 h et 21 h, une fois les enfants partis, ou la fin de semaine pour un grand ménage. Lors d’une éclosion, nous intervenons en moins de 1 h, quel que soit le moment.',
      },
      {
        question: 'Comment désinfectez-vous les jouets des poupons ?',
        answer:
          'Les jouets portés à la bouche sont désinfectés chaque jour, les autres au moins chaque semaine, avec du peroxyde d’hydrogène à 3 % qui agit en une minute de contact et ne laisse aucun résidu toxique. Les tables à langer sont nettoyées en profondeur et votre personnel est formé à les désinfecter après chaque usage.',
      },
      {
        question: 'Combien coûte l’entretien d’une garderie à Longueuil ?',
        answer:
          'À titre indicatif, un CPE de 20 à 30 enfants paie de {prix.garderie.petite.de} à {prix.garderie.petite.a} par mois, un CPE de 50 à 70 enfants de {prix.garderie.grande.de} à {prix.garderie.grande.a} et un service de garde en milieu familial de {prix.garderie.familiale.de} à {prix.garderie.familiale.a}. Un contrat annuel coûte {rabais.contrat-12-mois} de moins que le mois à mois.',
      },
    ],
  },
  entreprise: {
    heroLead:
      'Aérospatiale de Saint-Hubert, bureaux du Vieux-Longueuil, commerces de la Rive-Sud : un entretien documenté qui répond aux exigences de la CNESST et du SIMDUT 2015, avec une équipe sur place en moins de 1 h pour une urgence.',
    intro: [
      'Plus de 1 300 entreprises de Longueuil nous confient leur entretien. Autour de l’aéroport de Saint-Hubert et de l’Agence spatiale canadienne, l’aérospatiale impose des exigences élevées de propreté et de sécurité ; près de la station Longueuil–Université-de-Sherbrooke, ce sont les tours de bureaux et les commerces qui dominent.',
      'Ateliers, bureaux et commerces relèvent tous de la CNESST : propreté des aires, entreposage des produits dangereux et formation au SIMDUT 2015 font partie de ses vérifications. Notre rapport après chaque visite documente tout cela pour votre comité SST.',
      'Établie à Longueuil, notre équipe de la Rive-Sud rejoint chaque arrondissement en une quinzaine de minutes par l’autoroute 20, la route 116 ou le boulevard Taschereau, le soir comme la fin de semaine.',
    ],
    reasons: [
      {
        icon: 'plane',
        title: 'Habitués aux milieux exigeants',
        description:
          'Ateliers et bureaux près de l’aéroport de Saint-Hubert : nous adaptons produits et fréquences aux exigences de vos clients et de vos assureurs.',
      },
      {
        icon: 'file-check-2',
        title: 'SIMDUT 2015 maîtrisé',
        description:
          'Fiches de données de sécurité à jour, étiquetage et entreposage conformes, et formation de vos employés sur demande.',
      },
      {
        icon: 'timer',
        title: 'Moins de 1 h pour une urgence',
        description:
          'Dégât d’eau dans une tour du Vieux-Longueuil ou éclosion dans vos bureaux de Saint-Hubert : une équipe est sur place en moins de 1 h, 24 heures sur 24.',
      },
      {
        icon: 'map-pin',
        title: 'Un contrat pour la Rive-Sud',
        description:
          'Vos locaux de Longueuil, Brossard et Boucherville entretenus selon le même devis, avec un rapport unique et {rabais.multisite} de rabais à partir de deux sites.',
      },
    ],
    districtsLead:
      'Du bord du fleuve au parc d’affaires de Saint-Hubert, nous entretenons bureaux, commerces et ateliers dans toute la ville. Voici les six secteurs où nos clients sont les plus nombreux.',
    responseTime: '1 h',
    faqs: [
      {
        question: 'Entretenez-vous les ateliers et les hangars de Saint-Hubert ?',
        answer:
          'Oui. Près de l’aéroport de Saint-Hubert, nous entretenons ateliers, hangars, vestiaires et bureaux, avec des produits adaptés aux planchers industriels et des fiches SIMDUT remises à votre comité SST.',
      },
      {
        question: 'Nos bureaux du Vieux-Longueuil attendent la CNESST : quels documents préparer ?',
        answer:
          'Dans une tour de bureaux près du métro, l’inspecteur regarde surtout les halls, les escaliers et les cuisinettes, l’entreposage des produits d’entretien et la formation SIMDUT de votre personnel. Préparez nos rapports de visite, les fiches de données de sécurité de nos produits et la liste de vos employés formés : nous vous fournissons les deux premiers.',
      },
      {
        question: 'Combien coûte le nettoyage de bureaux à Longueuil ?',
        answer:
          'Comptez de {prix.pied-carre.entreprise.de} à {prix.pied-carre.entreprise.a} le pied carré selon la fréquence. Comparé à un employé d’entretien interne à {comparaison.employe-interne} par année, notre service à environ {comparaison.notre-service} représente {comparaison.economie} d’économie, et un contrat de 24 mois donne 15 % de rabais.',
      },
    ],
  },
};
