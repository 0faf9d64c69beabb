import type { SectorSlug } from '../sectors';

/**
 * The Laval pages' own text (spec 2.1: custom pages), one set per sector. Institutions, roads and
 * districts are real; response time under 1.5 h as on the Laval clinic page (spec 2.12).
 * Parsed with `cityOverrideSchema` in ./custom.
 */
export const laval: Record<SectorSlug, unknown> = {
  medical: {
    heroLead:
      'Cliniques médicales, GMF, cliniques dentaires et pharmacies de Laval : nous désinfectons vos locaux selon les normes du MSSS, de Chomedey à Sainte-Rose. En cas d’éclosion, notre équipe lavalloise est sur place en moins de 1,5 h.',
    intro: [
      'Plus de 85 cliniques de Laval nous confient leur entretien, des immeubles médicaux du boulevard Le Carrefour aux cliniques de quartier de Vimont et de Fabreville. Autour de l’Hôpital de la Cité-de-la-Santé et du Centre intégré de cancérologie de Laval, les patients passent d’un établissement à l’autre : une clinique mal désinfectée devient vite le maillon faible.',
      'Nos protocoles sont conçus par une infirmière certifiée en prévention et contrôle des infections. Ils appliquent les normes du MSSS que suivent les établissements du CISSS de Laval eux-mêmes : produits homologués, temps de contact respectés, registres signés et tests ATP sur demande.',
      'Depuis le centre-ville de Montréal, l’autoroute 15 nous amène à Chomedey en une vingtaine de minutes ; une équipe attitrée à Laval entretient vos locaux entre 18 h et 23 h, après vos derniers patients.',
    ],
    reasons: [
      {
        icon: 'map-pin',
        title: 'Une équipe attitrée à Laval',
        description:
          'Les mêmes préposés reviennent dans votre clinique chaque soir, de Pont-Viau à Sainte-Dorothée, et connaissent vos salles et vos équipements.',
      },
      {
        icon: 'timer',
        title: 'Moins de 1,5 h en cas d’éclosion',
        description:
          'Gastro, influenza ou COVID-19 : nous désinfectons vos salles en moins de 1,5 h et poursuivons le protocole jusqu’à 48 h après le dernier cas.',
      },
      {
        icon: 'shield-check',
        title: 'Des preuves prêtes pour le réseau',
        description:
          'Registres signés, fiches des produits homologués (DIN) et résultats ATP : tout est prêt quand un inspecteur ou un partenaire du CISSS de Laval demande à voir vos preuves.',
      },
      {
        icon: 'flask-conical',
        title: 'Un protocole par spécialité',
        description:
          'Clinique dentaire de Chomedey, physiothérapie de Vimont ou laboratoire de la Cité de la biotech : chaque plan de nettoyage suit vos équipements et vos soins.',
      },
    ],
    districtsLead:
      'Laval est née en 1965 de la fusion des 14 municipalités de l’île Jésus ; nous les desservons toutes. Voici les six secteurs où nos cliniques clientes sont les plus nombreuses.',
    responseTime: '1,5 h',
    faqs: [
      {
        question: 'Intervenez-vous dans tous les secteurs de Laval ?',
        answer:
          'Oui. Nos équipes couvrent Chomedey, Laval-des-Rapides, Pont-Viau, Sainte-Rose, Vimont, Duvernay, Fabreville, Auteuil et Sainte-Dorothée. Pour une urgence, nous sommes sur place en moins de 1,5 h partout sur l’île Jésus.',
      },
      {
        question: 'Un inspecteur vient à notre clinique de Chomedey le mois prochain : est-il trop tard ?',
        answer:
          'Non. Notre équipe lavalloise fait l’audit express dans les 24 h, n’importe où sur l’île Jésus, et corrige les écarts avec vous. Si la date de la visite est annoncée, nous repassons 48 h avant pour une dernière vérification des salles d’examen et du registre.',
      },
      {
        question: 'Combien coûte l’entretien d’une clinique à Laval ?',
        answer:
          'Une petite clinique de 1 000 à 2 000 pi² revient à environ {prix.clinique.petite.de} à {prix.clinique.petite.a} par mois, une clinique moyenne de 2 000 à 4 000 pi² de {prix.clinique.moyenne.de} à {prix.clinique.moyenne.a}, et une grande clinique de 4 000 à 8 000 pi² de {prix.clinique.grande.de} à {prix.clinique.grande.a}. Un contrat de 12 mois donne {rabais.contrat-12-mois} de rabais, un contrat de 24 mois {rabais.contrat-24-mois}.',
      },
    ],
  },
  garderie: {
    heroLead:
      'CPE, garderies privées et services de garde en milieu familial de Laval : jouets, aires de change et salles de sieste désinfectés avec des produits certifiés écologiques, selon le règlement du ministère de la Famille. Nous passons entre 18 h et 21 h, de Fabreville à Duvernay.',
    intro: [
      'Avec plus de 190 garderies et CPE clients, Laval est l’un de nos plus grands territoires. Les quartiers familiaux de Fabreville, de Vimont et de Sainte-Rose accueillent chaque année de nouvelles installations, souvent dans des bâtiments neufs dont les planchers et les revêtements demandent des produits adaptés.',
      'À Laval comme ailleurs, les inspecteurs du ministère de la Famille vérifient l’hygiène des aires de change, la désinfection des jouets, les produits utilisés et le registre de nettoyage. Notre grille de vérification reprend chacun de ces points avant leur visite.',
      'Nos équipes rejoignent Laval en une vingtaine de minutes par l’autoroute 15 ou la 19. Lors d’une éclosion de gastro ou de pied-main-bouche, nous sommes sur place en moins de 1,5 h.',
    ],
    reasons: [
      {
        icon: 'leaf',
        title: 'Des produits que les parents comprennent',
        description:
          'Nous remettons à la direction la liste de nos produits certifiés ÉcoLogo, prête à afficher à l’entrée pour répondre aux questions des parents.',
      },
      {
        icon: 'baby',
        title: 'Jouets désinfectés chaque jour',
        description:
          'Les jouets portés à la bouche sont désinfectés chaque jour, les autres chaque semaine, dans les pouponnières comme dans les groupes des plus grands.',
      },
      {
        icon: 'timer',
        title: 'Moins de 1,5 h en cas d’éclosion',
        description:
          'De Sainte-Rose à Laval-des-Rapides, nous désinfectons vos locaux le soir même et poursuivons le protocole 48 h après le dernier cas.',
      },
      {
        icon: 'clipboard-check',
        title: 'Un registre prêt pour l’inspection',
        description:
          'Chaque passage est consigné dans un registre conservé au moins 3 mois, avec photos, pour l’inspection du ministère et votre conseil d’administration.',
      },
    ],
    districtsLead:
      'Des CPE de Chomedey aux garderies en milieu familial d’Auteuil, nous servons toute l’île Jésus. Voici les secteurs où nous sommes le plus présents.',
    responseTime: '1,5 h',
    faqs: [
      {
        question: 'Servez-vous les garderies en milieu familial de Laval ?',
        answer:
          'Oui. Pour un service de garde en milieu familial, comptez de {prix.garderie.familiale.de} à {prix.garderie.familiale.a} par mois, avec un forfait adapté à une maison. Nous servons aussi les CPE en installation et les garderies privées de tous les secteurs, d’Auteuil à Pont-Viau.',
      },
      {
        question: 'Quels produits évitez-vous dans les garderies de Laval ?',
        answer:
          'Nous bannissons le javellisant, l’ammoniaque, les parfums artificiels, les phosphates, le triclosan et les aérosols, au profit de produits certifiés ÉcoLogo. Le peroxyde d’hydrogène à 3 % désinfecte en une minute de contact, sans résidu toxique pour les enfants.',
      },
      {
        question: 'Combien coûte l’entretien d’un CPE à Laval ?',
        answer:
          'À titre indicatif, un CPE de 20 à 30 enfants paie de {prix.garderie.petite.de} à {prix.garderie.petite.a} par mois et un CPE de 50 à 70 enfants de {prix.garderie.grande.de} à {prix.garderie.grande.a}. Un contrat annuel coûte {rabais.contrat-12-mois} de moins que le mois à mois, et les regroupements de plusieurs installations profitent de {rabais.multisite} de rabais.',
      },
    ],
  },
  entreprise: {
    heroLead:
      'Bureaux de Centropolis, entrepôts des parcs industriels, laboratoires de la Cité de la biotech et commerces du boulevard Le Carrefour : nous entretenons les lieux de travail lavallois selon les exigences de la CNESST et du SIMDUT 2015.',
    intro: [
      'Laval est devenue un pôle d’emploi majeur de la région métropolitaine, et plus de 1 800 entreprises clientes nous y confient leur entretien, du cabinet professionnel de Sainte-Rose au centre de distribution de l’autoroute 440.',
      'Autour de la station Montmorency et du Collège Montmorency, les immeubles de bureaux accueillent des milliers de travailleurs chaque jour ; dans les parcs industriels, ce sont les quais, les vestiaires et les aires de production qui demandent un entretien rigoureux.',
      'Nous intervenons le soir et la fin de semaine, à une vingtaine de minutes du centre-ville de Montréal, et nous sommes sur place en moins de 1,5 h pour un dégât d’eau ou une éclosion.',
    ],
    reasons: [
      {
        icon: 'file-check-2',
        title: 'SIMDUT 2015 et registres SST',
        description:
          'Fiches de données de sécurité, étiquetage et entreposage des produits conformes, avec un rapport après chaque visite pour votre comité SST.',
      },
      {
        icon: 'timer',
        title: 'Moins de 1,5 h pour une urgence',
        description:
          'Dégât d’eau à Chomedey ou éclosion dans vos bureaux de Laval-des-Rapides : une équipe est sur place en moins de 1,5 h, 24 heures sur 24.',
      },
      {
        icon: 'warehouse',
        title: 'Bureaux comme entrepôts',
        description:
          'Un même devis pour vos bureaux de Centropolis et votre entrepôt de l’autoroute 440, avec des produits adaptés aux planchers industriels.',
      },
      {
        icon: 'piggy-bank',
        title: 'Moins cher qu’un employé interne',
        description:
          'Un employé d’entretien coûte environ {comparaison.employe-interne} par année ; notre service revient à environ {comparaison.notre-service}, soit {comparaison.economie} d’économie.',
      },
    ],
    districtsLead:
      'Bureaux, commerces et entrepôts dans tous les secteurs de Laval : voici les six où nous comptons le plus d’entreprises clientes.',
    responseTime: '1,5 h',
    faqs: [
      {
        question: 'Entretenez-vous les entrepôts et les usines de Laval ?',
        answer:
          'Oui. Dans les parcs industriels de Laval, nous entretenons quais, allées, vestiaires et salles de pause avec des produits adaptés aux planchers industriels, et nous formons vos employés au SIMDUT 2015 sur demande.',
      },
      {
        question: 'Que regarde la CNESST dans un entrepôt de l’autoroute 440 ?',
        answer:
          'Dans un entrepôt, l’inspecteur s’attarde aux allées et aux quais encombrés, aux planchers glissants l’hiver près des portes de chargement, à l’entreposage des produits dangereux et à la formation SIMDUT des travailleurs. Nos rapports de visite et les fiches de nos produits documentent la part de l’entretien.',
      },
      {
        question: 'Combien coûte le nettoyage de bureaux à Laval ?',
        answer:
          'Comptez de {prix.pied-carre.entreprise.de} à {prix.pied-carre.entreprise.a} le pied carré selon la fréquence. Un contrat de 12 mois donne {rabais.contrat-12-mois} de rabais, un contrat de 24 mois {rabais.contrat-24-mois}, et les entreprises de deux sites ou plus profitent de {rabais.multisite} de rabais multisite.',
      },
    ],
  },
};
