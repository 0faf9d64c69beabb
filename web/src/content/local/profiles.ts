import { z } from 'zod';
import { citySlugs, type CitySlug } from '../cities';
import { cityProfileSchema, type CityProfile } from './schema';

/**
 * What each city brings to its three sector pages beyond the 3.1 record: region, health
 * authority, a portrait, how our teams reach it and one local remark per sector. Institutions
 * and places named here are real; keep them so when editing.
 */
const profiles = z
  .array(cityProfileSchema)
  .length(citySlugs.length)
  .refine((list) => new Set(list.map((p) => p.slug)).size === citySlugs.length, { message: 'one profile per city' })
  .parse([
    {
      slug: 'montreal',
      region: 'Montréal',
      regionIn: 'à Montréal',
      sante: 'des cinq CIUSSS de l’île de Montréal',
      portrait:
        'Métropole du Québec, Montréal réunit le plus grand réseau de cliniques, de services de garde et de bureaux de la province, des tours de Ville-Marie aux quartiers résidentiels du nord de l’île.',
      reperes: [
        'Centre des affaires, tours de bureaux et CHUM',
        'Commerces de quartier et cliniques de proximité',
        'Hôpital Maisonneuve-Rosemont et quartiers familiaux',
        'CHU Sainte-Justine, Hôpital général juif et universités',
        'Hôpital du Sacré-Cœur et secteurs résidentiels',
        'Parc industriel, Technoparc et entrepôts',
      ],
      equipe: 'Une équipe basée sur l’île',
      acces:
        'Notre siège est à Montréal : nos équipes de soir partent de l’île chaque jour et connaissent les contraintes d’accès, de stationnement et de sécurité des immeubles du centre-ville.',
      notes: {
        medical:
          'Entre les GMF, les cliniques sans rendez-vous et les cliniques spécialisées des grands immeubles médicaux, chaque établissement montréalais doit pouvoir prouver que ses surfaces sont désinfectées selon les normes du MSSS.',
        garderie:
          'Beaucoup de CPE montréalais occupent des immeubles anciens ou des rez-de-chaussée commerciaux, où la ventilation et les surfaces poreuses demandent des protocoles adaptés.',
        entreprise:
          'Des tours de bureaux du centre-ville aux entrepôts de Saint-Laurent, les employeurs montréalais doivent documenter l’entretien sécuritaire de leurs lieux de travail.',
      },
      kinds: ['commercial', 'commercial', 'institutionnel', 'institutionnel', 'residentiel', 'industriel'],
      hero: {
        medical: 'Du CHUM au CHU Sainte-Justine, les cliniques de l’île gravitent autour de grands hôpitaux ; nous les entretenons le soir, entre 18 h et 23 h, sans croiser vos patients.',
        garderie: 'Des CPE installés au rez-de-chaussée des immeubles du Plateau aux garderies de Saint-Laurent, nous connaissons les bâtiments anciens et leurs planchers de bois.',
        entreprise: 'Des tours de Ville-Marie aux entrepôts du Technoparc, nos équipes de soir connaissent les quais de livraison, les cartes d’accès et les règles de sécurité des immeubles montréalais.',
      },
      trajets:
        'Depuis notre siège montréalais, nos équipes de soir rejoignent Ville-Marie en quelques minutes, Ahuntsic-Cartierville et Saint-Laurent en une vingtaine de minutes par l’autoroute 15 ou la 40.',
      saison: {
        title: 'L’hiver, dans les entrées',
        text: 'De décembre à mars, calcium et neige fondante entrent avec chaque visiteur par les accès du métro et les halls des tours : nous ajoutons alors le lavage des tapis et des entrées à chaque passage.',
      },
      quartiers:
        'Dix-neuf arrondissements, un seul protocole : voici les six où nous comptons le plus de clients, du centre des affaires aux parcs industriels de l’ouest de l’île.',
      faq: {
        medical: {
          question: 'Travaillez-vous dans les immeubles médicaux du centre-ville ?',
          answer:
            'Oui. Dans Ville-Marie et autour du CHUM, beaucoup de cliniques occupent des étages de tours de bureaux : nous respectons l’horaire de l’immeuble, son quai de livraison et ses règles de sécurité, et nos préposés sont inscrits auprès de la gestion avant leur premier soir. Le registre signé reste dans votre clinique, prêt pour un inspecteur ou un partenaire du CIUSSS de votre territoire.',
        },
        garderie: {
          question: 'Notre CPE occupe un vieil immeuble du Plateau : est-ce un problème ?',
          answer:
            'Non, c’est fréquent à Montréal. Planchers de bois franc, calorifères et boiseries demandent des produits doux et un temps de séchage plus long : nous adaptons le protocole et vérifions la ventilation des salles de sieste avant d’y appliquer un désinfectant.',
        },
        entreprise: {
          question: 'Pouvez-vous entretenir un entrepôt de Saint-Laurent et des bureaux au centre-ville ?',
          answer:
            'Oui. Un même devis couvre vos bureaux de Ville-Marie et vos entrepôts de Saint-Laurent ou d’Anjou : équipes de soir au centre-ville, équipes de fin de semaine dans les parcs industriels, un seul rapport pour votre comité SST et 12 % de rabais à partir de deux sites.',
        },
      },
    },
    {
      slug: 'longueuil',
      region: 'Montérégie',
      regionIn: 'en Montérégie',
      sante: 'des CISSS de la Montérégie-Centre et de la Montérégie-Est',
      portrait:
        'Principale ville de la Rive-Sud, Longueuil réunit le Vieux-Longueuil, Saint-Hubert et Greenfield Park, reliés au centre-ville de Montréal par le pont Jacques-Cartier et la ligne jaune du métro.',
      reperes: [
        'Hôpital Pierre-Boucher et rue Saint-Charles',
        'Aéroport et Agence spatiale canadienne',
        'Hôpital Charles-LeMoyne et rues résidentielles',
        'Secteur résidentiel près du boulevard Taschereau',
        'Quartier résidentiel de Saint-Hubert',
        'Quartier familial du Vieux-Longueuil',
      ],
      acces:
        'Nos équipes de la Rive-Sud sont à une dizaine de minutes de chaque arrondissement de Longueuil.',
      notes: {
        medical:
          'Autour de l’Hôpital Pierre-Boucher et de l’Hôpital Charles-LeMoyne, les cliniques de la Rive-Sud partagent leurs patients avec le réseau public.',
        garderie:
          'Les CPE de Saint-Hubert et de Greenfield Park accueillent de nombreuses familles de navetteurs, avec des journées longues.',
        entreprise:
          'L’aérospatiale de Saint-Hubert et les bureaux du Vieux-Longueuil font de la ville un pôle d’emploi réglementé.',
      },
      kinds: ['institutionnel', 'industriel', 'institutionnel', 'residentiel', 'residentiel', 'residentiel'],
    },
    {
      slug: 'laval',
      region: 'Laval',
      regionIn: 'à Laval',
      sante: 'du CISSS de Laval',
      portrait:
        'Troisième ville du Québec, Laval occupe l’île Jésus entre la rivière des Prairies et la rivière des Mille Îles, avec des quartiers aussi différents que Chomedey, Sainte-Rose et Laval-des-Rapides.',
      reperes: [
        'Carrefour Laval, Centropolis et cliniques',
        'Métro Montmorency, Collège Montmorency et bureaux',
        'Vieux village et berges de la rivière des Mille Îles',
        'Quartier résidentiel et commerces de proximité',
        'Quartier résidentiel de l’est de l’île',
        'Jeunes familles et nombreux services de garde',
      ],
      acces: 'Nos équipes rejoignent Laval en une vingtaine de minutes depuis le centre-ville de Montréal par l’autoroute 15.',
      notes: {
        medical: 'L’Hôpital de la Cité-de-la-Santé et les cliniques de Chomedey forment un réseau de soins très achalandé.',
        garderie: 'Laval compte de nombreux CPE et garderies privées dans ses quartiers familiaux comme Fabreville et Vimont.',
        entreprise: 'Centropolis, le parc industriel et la Cité de la biotech réunissent bureaux, laboratoires et entrepôts.',
      },
      kinds: ['commercial', 'institutionnel', 'residentiel', 'residentiel', 'residentiel', 'residentiel'],
    },
    {
      slug: 'gatineau',
      region: 'Outaouais',
      regionIn: 'en Outaouais',
      sante: 'du CISSS de l’Outaouais',
      portrait:
        'Quatrième ville du Québec, Gatineau fait face à Ottawa : chaque jour, des milliers de résidents traversent la rivière des Outaouais pour travailler de l’autre côté.',
      reperes: [
        'Édifices fédéraux, centre-ville et cégep',
        'Secteur résidentiel de l’ouest, au bord de la rivière',
        'Quartier historique au confluent des rivières',
        'Quartier récent, familles et commerces',
        'Secteur de l’est, industries et commerces',
        'Secteur de l’est, près de la rivière du Lièvre',
      ],
      equipe: 'Une équipe attitrée à l’Outaouais',
      acces:
        'En Outaouais, une équipe attitrée couvre Hull, Aylmer et l’est de la ville ; les visites de soir sont regroupées par secteur pour respecter vos horaires.',
      notes: {
        medical:
          'Les cliniques gatinoises reçoivent aussi des patients ontariens : nos protocoles et nos rapports de nettoyage sont offerts en français et en anglais.',
        garderie:
          'Avec tant de parents qui travaillent de part et d’autre de la rivière, les CPE de Gatineau ouvrent tôt et ferment tard ; nos passages se font entre 18 h et 21 h.',
        entreprise:
          'Bureaux de sous-traitants fédéraux, commerces du boulevard Maloney et entrepôts : même quand leurs clients sont à Ottawa, les employeurs d’ici relèvent de la CNESST.',
      },
      kinds: ['institutionnel', 'residentiel', 'residentiel', 'commercial', 'industriel', 'residentiel'],
      hero: {
        medical: 'Entre l’Hôpital de Hull, l’Hôpital de Gatineau et les cliniques d’Aylmer, nous remettons des registres de nettoyage en français et, sur demande, en anglais.',
        garderie: 'De Hull à Masson-Angers, nous entretenons CPE, garderies privées et milieux familiaux, avec des fiches de protocole en français et, sur demande, en anglais pour vos éducatrices.',
        entreprise: 'Sous-traitants fédéraux de l’île de Hull, commerces du boulevard Maloney, usines de Buckingham : un entretien documenté selon les règles québécoises, même si vos clients sont à Ottawa.',
      },
      trajets:
        'Notre équipe de l’Outaouais part de Hull : comptez une quinzaine de minutes pour Aylmer et une trentaine pour Buckingham ou Masson-Angers par l’autoroute 50.',
      saison: {
        title: 'Au printemps, près des rivières',
        text: 'Les crues de 2017 et de 2019 ont inondé des rues de Pointe-Gatineau : après un dégât d’eau, nous asséchons, désinfectons et documentons les locaux touchés pour votre assureur.',
      },
      quartiers:
        'Depuis la fusion de 2002, Gatineau réunit cinq anciennes villes, d’Aylmer à Masson-Angers : voici les six secteurs où nos équipes passent le plus souvent.',
      faq: {
        medical: {
          question: 'Une partie de nos patients vient d’Ottawa : quelles normes suivez-vous ?',
          answer:
            'Celles du Québec. Une clinique située à Gatineau relève du MSSS et travaille avec le CISSS de l’Outaouais, même si une partie de sa clientèle vient d’Ontario. Nos registres suivent les normes québécoises, et nous pouvons en fournir une version anglaise pour vos professionnels ou votre assureur.',
        },
        garderie: {
          question: 'Nos installations sont à Aylmer et à Buckingham : un seul fournisseur ?',
          answer:
            'Oui. Notre équipe de l’Outaouais couvre toute la ville, de l’ouest d’Aylmer jusqu’à Masson-Angers, avec le même protocole et le même registre dans chaque installation ; un regroupement de plusieurs installations profite de 12 % de rabais.',
        },
        entreprise: {
          question: 'Nos clients sont fédéraux : la CNESST s’applique-t-elle à nos bureaux de Hull ?',
          answer:
            'Oui. Une entreprise privée établie au Québec relève de la CNESST pour ses lieux de travail québécois, même quand elle sert le gouvernement fédéral ; seuls les employeurs de compétence fédérale suivent le Code canadien du travail. Nos fiches SIMDUT et nos rapports d’entretien vous servent dans les deux cas.',
        },
      },
    },
    {
      slug: 'sherbrooke',
      region: 'Estrie',
      regionIn: 'en Estrie',
      sante: 'du CIUSSS de l’Estrie – CHUS',
      portrait:
        'Capitale de l’Estrie, Sherbrooke vit au rythme de ses deux universités, de ses cégeps et du CHUS, qui attirent des milliers d’étudiants et de travailleurs de la santé.',
      reperes: [
        'CHUS Fleurimont et faculté de médecine',
        'Université Bishop’s et Collège Champlain',
        'Campus principal de l’Université de Sherbrooke',
        'Quartiers résidentiels et commerces',
        'Secteur résidentiel de l’ouest',
        'Secteur en croissance près du mont Orford',
      ],
      equipe: 'Une équipe attitrée à l’Estrie',
      acces:
        'Nous desservons Sherbrooke et ses arrondissements par l’autoroute 10, avec une équipe attitrée aux établissements de l’Estrie.',
      notes: {
        medical:
          'Autour du CHUS Fleurimont et de l’Hôtel-Dieu, les cliniques privées et les pharmacies partagent leurs patients avec le réseau public : leurs protocoles de désinfection doivent être du même niveau.',
        garderie:
          'Les CPE proches des campus accueillent beaucoup d’enfants de parents étudiants et d’employés du réseau de la santé, avec des horaires étendus qui laissent peu de temps pour l’entretien.',
        entreprise:
          'Laboratoires de recherche, bureaux et PME manufacturières du parc industriel régional partagent la même obligation : documenter un entretien sécuritaire pour la CNESST.',
      },
      kinds: ['institutionnel', 'institutionnel', 'institutionnel', 'commercial', 'residentiel', 'residentiel'],
      hero: {
        medical: 'Autour du CHUS Fleurimont et de l’Hôtel-Dieu, nous désinfectons cliniques, GMF et pharmacies au même niveau d’exigence que le réseau public.',
        garderie: 'Près des campus de l’Université de Sherbrooke et de Bishop’s, nous entretenons des installations aux horaires étendus, une fois les tout-petits partis.',
        entreprise: 'Bureaux du centre-ville, laboratoires universitaires et PME du parc industriel régional : un entretien documenté pour vos registres de santé et de sécurité.',
      },
      trajets:
        'Notre équipe de l’Estrie rejoint Fleurimont et Jacques-Cartier en une dizaine de minutes, Lennoxville en un quart d’heure et Rock Forest ou Saint-Élie-d’Orford en une vingtaine de minutes.',
      saison: {
        title: 'Au rythme des rentrées',
        text: 'Fin août, des milliers d’étudiants reviennent à l’Université de Sherbrooke et à Bishop’s : nous devançons alors le grand ménage des locaux qui les reçoivent, avant la vague de rhumes de septembre.',
      },
      quartiers:
        'De Lennoxville, anglophone et universitaire, aux quartiers neufs de Rock Forest : voici les six secteurs où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Nos patients sont aussi suivis au CHUS : faut-il un protocole particulier ?',
          answer:
            'Un patient qui passe du CHUS à votre clinique peut y apporter les germes que surveille le CIUSSS de l’Estrie – CHUS. Nous utilisons donc des produits homologués efficaces contre eux, respectons leur temps de contact et consignons chaque passage dans un registre signé.',
        },
        garderie: {
          question: 'Adaptez-vous l’horaire au calendrier universitaire ?',
          answer:
            'Oui. Les installations proches des campus accueillent beaucoup d’enfants de parents étudiants : nous planifions le grand ménage pendant les semaines de relâche et de fin de session, et passons chaque soir entre 18 h et 21 h le reste de l’année.',
        },
        entreprise: {
          question: 'Entretenez-vous les entreprises du parc industriel régional ?',
          answer:
            'Oui. Dans le parc industriel régional de Sherbrooke, nous entretenons aires de production, vestiaires et salles de pause avec des produits adaptés aux planchers industriels ; dans les laboratoires, nous suivons vos zones et vos consignes, et nos fiches SIMDUT vont à votre comité SST.',
        },
      },
    },
    {
      slug: 'saguenay',
      region: 'Saguenay–Lac-Saint-Jean',
      regionIn: 'au Saguenay–Lac-Saint-Jean',
      sante: 'du CIUSSS du Saguenay–Lac-Saint-Jean',
      portrait:
        'Née de la fusion de Chicoutimi, de Jonquière et de La Baie, Saguenay est le pôle de sa région, avec une économie tournée vers l’aluminium, la forêt et les services.',
      reperes: [
        'Hôpital de Chicoutimi et UQAC',
        'Quartiers résidentiels de la rive nord',
        'Cégep de Jonquière et secteur d’Arvida',
        'Quartier ouvrier historique de Jonquière',
        'Port, industries et baie des Ha! Ha!',
        'Secteur semi-rural au sud de la ville',
      ],
      equipe: 'Une équipe établie au Saguenay',
      acces:
        'Nos interventions à Saguenay sont planifiées par blocs de visites, avec une équipe régionale pour les contrats récurrents et les urgences.',
      notes: {
        medical:
          'L’Hôpital de Chicoutimi et les cliniques des trois arrondissements desservent toute la région : une clinique de Jonquière ou de La Baie reçoit des patients venus de loin, et ses salles d’attente s’usent vite.',
        garderie:
          'Avec des hivers longs, les enfants passent plus de temps à l’intérieur : jouets, tapis et vestiaires demandent une désinfection plus fréquente de novembre à avril.',
        entreprise:
          'Sous-traitants de l’aluminerie, ateliers et bureaux régionaux : en milieu industriel, la poussière et les produits chimiques exigent une application rigoureuse du SIMDUT 2015.',
      },
      kinds: ['institutionnel', 'residentiel', 'industriel', 'residentiel', 'industriel', 'residentiel'],
      hero: {
        medical: 'De l’Hôpital de Chicoutimi aux cliniques de Jonquière et de La Baie, nous désinfectons des salles d’attente qui reçoivent des patients de toute la région.',
        garderie: 'Bottes mouillées, habits de neige et vestiaires pleins de novembre à avril : nos protocoles tiennent compte des longs hivers saguenéens.',
        entreprise: 'Sous-traitants de l’aluminium à Jonquière, ateliers du port de La Baie, bureaux de Chicoutimi : un entretien qui tient compte de la poussière et des produits industriels.',
      },
      trajets:
        'Notre équipe régionale est établie au Saguenay : Chicoutimi, Jonquière et La Baie sont à moins de 30 minutes l’une de l’autre, et nos urgences ne dépendent pas de la route 175.',
      saison: {
        title: 'Six mois d’hiver',
        text: 'De novembre à avril, sable, calcium et neige fondante entrent avec chaque visiteur : nous ajoutons le lavage des entrées et des tapis à chaque passage pendant la saison froide.',
      },
      quartiers:
        'Les trois arrondissements nés de la fusion de 2002 (Chicoutimi, Jonquière et La Baie) et leurs secteurs : voici ceux où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Nos cliniques de Jonquière et de Chicoutimi peuvent-elles partager un contrat ?',
          answer:
            'Oui. Notre équipe régionale couvre les trois arrondissements et applique le même protocole dans chaque clinique ; vous recevez un rapport commun et, à partir de deux sites, 12 % de rabais. Vos registres sont ainsi uniformes pour les partenaires du CIUSSS du Saguenay–Lac-Saint-Jean.',
        },
        garderie: {
          question: 'L’hiver, faut-il désinfecter plus souvent ?',
          answer:
            'Oui. De novembre à avril, les enfants passent plus de temps à l’intérieur et les virus circulent davantage : nous augmentons la fréquence de désinfection des jouets, des tapis et des vestiaires, et lavons les entrées où s’accumulent sable et calcium.',
        },
        entreprise: {
          question: 'Travaillez-vous chez les sous-traitants de l’aluminerie ?',
          answer:
            'Oui. Dans les ateliers et les entrepôts de Jonquière et de La Baie, poussières et huiles demandent des produits et des méthodes adaptés aux planchers industriels ; nous remettons les fiches de données de sécurité à votre comité SST et respectons les règles d’accès de vos donneurs d’ordre.',
        },
      },
    },
    {
      slug: 'levis',
      region: 'Chaudière-Appalaches',
      regionIn: 'en Chaudière-Appalaches',
      sante: 'du CISSS de Chaudière-Appalaches',
      portrait:
        'Sur la rive sud du fleuve, face à Québec, Lévis réunit le Vieux-Lévis historique, le chantier naval de Lauzon et des secteurs résidentiels en forte croissance comme Saint-Nicolas et Saint-Jean-Chrysostome.',
      reperes: [
        'Hôtel-Dieu de Lévis et traversier',
        'Chantier naval et quartier ouvrier',
        'Parcs d’affaires et commerces',
        'Secteur familial en forte croissance',
        'Quartier résidentiel près de la rivière Chaudière',
        'Quartiers familiaux et commerces de proximité',
      ],
      equipe: 'Une équipe sur la rive sud',
      acces:
        'Notre équipe de la région de Québec dessert Lévis directement depuis la rive sud, sans dépendre de la traversée des ponts aux heures de pointe.',
      notes: {
        medical:
          'L’Hôtel-Dieu de Lévis et les cliniques de l’arrondissement Desjardins attirent des patients de toute la Chaudière-Appalaches, ce qui multiplie les points de contact à désinfecter.',
        garderie:
          'Les jeunes familles qui s’installent à Saint-Nicolas et à Saint-Jean-Chrysostome font croître le nombre de places en CPE et en milieu familial, et avec lui le nombre d’inspections.',
        entreprise:
          'Siège du Mouvement Desjardins, chantier naval et parcs industriels de Saint-Romuald : les employeurs lévisiens vont du grand bureau à l’atelier lourd.',
      },
      kinds: ['institutionnel', 'industriel', 'commercial', 'residentiel', 'residentiel', 'residentiel'],
      hero: {
        medical: 'Autour de l’Hôtel-Dieu de Lévis comme dans les cliniques de Saint-Nicolas, nos préposés travaillent le soir, après vos derniers patients.',
        garderie: 'Saint-Nicolas, Saint-Jean-Chrysostome, Charny : là où s’installent les jeunes familles, nous entretenons CPE et milieux familiaux avec des produits écologiques.',
        entreprise: 'Du chantier naval de Lauzon aux bureaux du Mouvement Desjardins, nous entretenons les lieux de travail lévisiens selon les exigences de la CNESST.',
      },
      trajets:
        'Depuis la rive sud, notre équipe rejoint le Vieux-Lévis, Saint-Romuald et Saint-Nicolas en moins de 20 minutes par l’autoroute 20 ou la route 132.',
      saison: {
        title: 'Un hiver au bord du fleuve',
        text: 'Vent du fleuve, neige et calcium : de décembre à mars, nous lavons les entrées et les tapis à chaque passage et surveillons les planchers glissants des halls.',
      },
      quartiers:
        'Trois arrondissements réunis en 2002, du Vieux-Lévis aux secteurs de l’ouest : voici les six où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Entretenez-vous des cliniques des deux côtés du fleuve ?',
          answer:
            'Oui. La même équipe entretient vos cliniques de Lévis et de Québec, avec un seul registre et 12 % de rabais à partir de deux sites. À Lévis, vos partenaires relèvent du CISSS de Chaudière-Appalaches ; nos rapports suivent les normes du MSSS des deux côtés.',
        },
        garderie: {
          question: 'Nous ouvrons une installation à Saint-Nicolas : pouvez-vous préparer l’ouverture ?',
          answer:
            'Oui. Avant l’arrivée des enfants, nous faisons le ménage de fin de chantier, retirons les poussières de construction et désinfectons jouets et mobilier neufs ; notre grille de vérification vous prépare ensuite à la visite de l’inspecteur du ministère de la Famille.',
        },
        entreprise: {
          question: 'Entretenez-vous les ateliers et les bureaux de chantier de Lauzon ?',
          answer:
            'Oui : ateliers, vestiaires, salles de pause et bureaux de chantier, avec des produits adaptés aux planchers industriels et un horaire calé sur vos quarts de travail. Nos fiches de données de sécurité vont à votre comité SST.',
        },
      },
    },
    {
      slug: 'trois-rivieres',
      region: 'Mauricie',
      regionIn: 'en Mauricie',
      sante: 'du CIUSSS de la Mauricie-et-du-Centre-du-Québec',
      portrait:
        'À mi-chemin entre Montréal et Québec, Trois-Rivières est la ville centre de la Mauricie, avec son université, son centre-ville patrimonial et les quartiers du Cap-de-la-Madeleine.',
      reperes: [
        'Centre-ville patrimonial et bureaux',
        'Sanctuaire Notre-Dame-du-Cap et quartiers ouvriers',
        'Commerces et quartiers résidentiels de l’ouest',
        'Secteur résidentiel de l’est',
        'Secteur familial au bord du lac Saint-Pierre',
        'Secteur résidentiel du nord-est',
      ],
      equipe: 'Des visites regroupées en Mauricie',
      acces:
        'Par l’autoroute 40, nos équipes rejoignent Trois-Rivières en environ une heure et demie et y regroupent les visites récurrentes de soir.',
      notes: {
        medical:
          'Le Centre hospitalier affilié universitaire régional et les cliniques de Trois-Rivières-Ouest forment le cœur des soins de la Mauricie, avec une clientèle âgée nombreuse.',
        garderie:
          'À Pointe-du-Lac et à Trois-Rivières-Ouest, beaucoup de services de garde en milieu familial fonctionnent dans une maison : nos forfaits s’adaptent aux petites surfaces.',
        entreprise:
          'Des papetières historiques aux entreprises du parc industriel des Hautes-Forges, les milieux de travail trifluviens combinent bureaux et aires de production.',
      },
      kinds: ['commercial', 'residentiel', 'commercial', 'residentiel', 'residentiel', 'residentiel'],
      hero: {
        medical: 'Du CHAUR aux cliniques de Trois-Rivières-Ouest, nous désinfectons les locaux d’une clientèle souvent âgée, plus vulnérable aux infections.',
        garderie: 'Du Cap-de-la-Madeleine à Pointe-du-Lac, nous entretenons CPE et services de garde en milieu familial, avec des forfaits adaptés aux petites surfaces.',
        entreprise: 'Bureaux du centre-ville, entreprises du parc industriel des Hautes-Forges, commerces du boulevard des Forges : un entretien documenté pour la CNESST.',
      },
      trajets:
        'Sur place, nos visites sont regroupées : le pont Duplessis relie le Cap-de-la-Madeleine au centre-ville en une dizaine de minutes, et Pointe-du-Lac est à une vingtaine de minutes par l’autoroute 40.',
      saison: {
        title: 'L’été des festivals',
        text: 'En août, le Grand Prix de Trois-Rivières et les festivals du centre-ville remplissent commerces et restaurants : nous ajoutons des passages le matin pour les établissements qui le demandent.',
      },
      quartiers:
        'De part et d’autre de la rivière Saint-Maurice, de Pointe-du-Lac à Sainte-Marthe-du-Cap : voici les six secteurs où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Nos patients sont âgés : faut-il désinfecter plus souvent ?',
          answer:
            'Souvent, oui. La Mauricie compte une forte proportion d’aînés, plus vulnérables à l’influenza et à la gastro : nous désinfectons les points de contact de vos salles d’attente au moins trois fois par jour et renforçons le protocole pendant la saison de la grippe, selon les consignes de santé publique.',
        },
        garderie: {
          question: 'Entretenez-vous les services de garde en milieu familial de Pointe-du-Lac ?',
          answer:
            'Oui. Dans une maison, nous entretenons l’aire de jeu, l’aire de change, la cuisine et les salles de bain utilisées par les enfants, pour 250 $ à 400 $ par mois ; à Pointe-du-Lac comme à Saint-Louis-de-France, les visites sont regroupées pour tenir ce prix.',
        },
        entreprise: {
          question: 'Intervenez-vous dans le parc industriel des Hautes-Forges ?',
          answer:
            'Oui. Nous y entretenons bureaux, aires de production, vestiaires et quais, le soir ou la fin de semaine, avec des produits adaptés aux planchers industriels et un rapport après chaque visite pour votre comité SST.',
        },
      },
    },
    {
      slug: 'terrebonne',
      region: 'Lanaudière',
      regionIn: 'dans Lanaudière',
      sante: 'du CISSS de Lanaudière',
      portrait:
        'Sur la rive nord de la rivière des Mille Îles, Terrebonne allie le site historique de l’Île-des-Moulins à des quartiers neufs comme Urbanova, parmi les plus dynamiques de la couronne nord.',
      reperes: [
        'Rue Saint-Louis, commerces et bureaux',
        'Site patrimonial sur la rivière des Mille Îles',
        'Hôpital Pierre-Le Gardeur et commerces',
        'Secteur familial en forte croissance',
        'Nouveau quartier résidentiel planifié',
        'Secteur résidentiel et commercial de l’ouest',
      ],
      equipe: 'L’équipe de la couronne nord',
      acces:
        'À une trentaine de minutes de Montréal par l’autoroute 25 ou la 640, Terrebonne est desservie par l’équipe qui couvre aussi Laval et Repentigny.',
      notes: {
        medical:
          'Avec l’Hôpital Pierre-Le Gardeur à Lachenaie et les cliniques du boulevard des Seigneurs, Terrebonne est devenue un pôle de soins pour tout le sud de Lanaudière.',
        garderie:
          'La croissance de La Plaine et d’Urbanova a multiplié les CPE et les garderies privées, souvent dans des bâtiments neufs dont les revêtements exigent les bons produits.',
        entreprise:
          'Les parcs d’affaires le long de l’autoroute 640 et les commerces de Lachenaie emploient des milliers de personnes dont la sécurité passe aussi par l’entretien.',
      },
      kinds: ['commercial', 'patrimonial', 'institutionnel', 'residentiel', 'residentiel', 'commercial'],
      hero: {
        medical: 'Autour de l’Hôpital Pierre-Le Gardeur et des cliniques du boulevard des Seigneurs, nous entretenons vos locaux entre 18 h et 23 h.',
        garderie: 'Dans les quartiers neufs de La Plaine et d’Urbanova, nous choisissons des produits qui respectent vos planchers et vos revêtements récents.',
        entreprise: 'Parcs d’affaires de l’autoroute 640, commerces de Lachenaie, bureaux du Vieux-Terrebonne : un entretien conforme, fait le soir ou la fin de semaine.',
      },
      trajets:
        'L’équipe qui couvre Laval et Repentigny rejoint le Vieux-Terrebonne en une trentaine de minutes depuis Montréal ; La Plaine et Urbanova, au nord, demandent une quinzaine de minutes de plus par l’autoroute 25 ou la route 337.',
      saison: {
        title: 'Un été sur l’Île-des-Moulins',
        text: 'L’été, le site patrimonial de l’Île-des-Moulins et les terrasses du Vieux-Terrebonne attirent les visiteurs : nous augmentons alors la fréquence des passages chez les commerces et restaurants voisins.',
      },
      quartiers:
        'Terrebonne réunit depuis 2001 les anciennes villes de Lachenaie et de La Plaine : voici les six secteurs où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Nos patients sont suivis à l’Hôpital Pierre-Le Gardeur : faut-il un protocole particulier ?',
          answer:
            'Un patient qui passe de l’hôpital à votre clinique peut y apporter les mêmes germes que surveille le CISSS de Lanaudière : nous utilisons des produits homologués efficaces contre eux, respectons leur temps de contact et signons un registre après chaque visite.',
        },
        garderie: {
          question: 'Nos locaux sont neufs : quels produits utilisez-vous sur les planchers ?',
          answer:
            'Dans les bâtiments neufs de La Plaine et d’Urbanova, les planchers de vinyle et les revêtements récents supportent mal les produits agressifs : nous utilisons des nettoyants au pH neutre certifiés ÉcoLogo et du peroxyde d’hydrogène à 3 % pour désinfecter, sans résidu pour les enfants.',
        },
        entreprise: {
          question: 'Desservez-vous les parcs d’affaires de l’autoroute 640 ?',
          answer:
            'Oui. Bureaux, entrepôts et commerces le long de la 640 et à Lachenaie sont entretenus le soir ou la fin de semaine, selon un devis écrit ; vos sites de Laval ou de Repentigny peuvent s’ajouter au même rapport, avec 12 % de rabais multisite.',
        },
      },
    },
    {
      slug: 'repentigny',
      region: 'Lanaudière',
      regionIn: 'dans Lanaudière',
      sante: 'du CISSS de Lanaudière',
      portrait:
        'Au confluent de la rivière L’Assomption et du fleuve, Repentigny est une ville résidentielle de la couronne nord, réunie avec Le Gardeur depuis 2002.',
      reperes: [
        'Bureaux, commerces et services municipaux',
        'Secteur au bord de la rivière L’Assomption',
        'Quartier ancien du secteur Le Gardeur',
        'Commerces de la rue Notre-Dame et bord du fleuve',
        'Grand centre commercial et bureaux',
        'PME manufacturières et entrepôts',
      ],
      equipe: 'À 30 minutes par l’autoroute 40',
      acces:
        'Par l’autoroute 40, Repentigny est à une trentaine de minutes de nos équipes montréalaises, qui la desservent avec Terrebonne.',
      notes: {
        medical:
          'Les cliniques et les pharmacies du boulevard Brien et des environs des Galeries Rive Nord voient passer une population qui vieillit : les protocoles d’infection doivent suivre.',
        garderie:
          'Ville de jeunes familles, Repentigny compte de nombreux services de garde en milieu familial et en installation, inspectés selon les mêmes règles que ceux de Montréal.',
        entreprise:
          'Commerces de la rue Notre-Dame, bureaux professionnels et entreprises du parc industriel : des milieux de travail de taille moyenne où chaque incident coûte cher.',
      },
      kinds: ['commercial', 'residentiel', 'residentiel', 'commercial', 'commercial', 'industriel'],
      hero: {
        medical: 'Cliniques du boulevard Brien, pharmacies près des Galeries Rive Nord, cabinets de professionnels de la santé à Le Gardeur : nous désinfectons vos locaux le soir.',
        garderie: 'Ville de jeunes familles, Repentigny compte beaucoup de services de garde en milieu familial : nos forfaits s’adaptent à une maison comme à un grand CPE.',
        entreprise: 'Commerces de la rue Notre-Dame, bureaux du centre-ville et PME du parc industriel : des entreprises de taille moyenne, entretenues le soir ou la fin de semaine.',
      },
      trajets:
        'Par l’autoroute 40, nos équipes rejoignent le centre-ville de Repentigny en une trentaine de minutes depuis l’est de Montréal ; le secteur Le Gardeur, de l’autre côté de la rivière L’Assomption, est à dix minutes de plus.',
      saison: {
        title: 'Quand la rivière monte',
        text: 'Au printemps, la fonte des neiges fait monter la rivière L’Assomption : après un dégât d’eau, nous asséchons, désinfectons et documentons les locaux touchés pour votre assureur.',
      },
      quartiers:
        'Repentigny et Le Gardeur ne forment qu’une ville depuis 2002 : voici les six secteurs où nos clients sont les plus nombreux, du bord du fleuve au parc industriel.',
      faq: {
        medical: {
          question: 'Notre clientèle vieillit : faut-il renforcer la désinfection l’hiver ?',
          answer:
            'Oui. Dans les cliniques du boulevard Brien, la clientèle âgée est nombreuse et l’influenza circule chaque hiver : nous désinfectons les points de contact des salles d’attente au moins trois fois par jour et renforçons le protocole de décembre à mars.',
        },
        garderie: {
          question: 'Servez-vous les garderies en milieu familial du secteur Le Gardeur ?',
          answer:
            'Oui, comme celles de Saint-Paul-l’Ermite et du centre-ville. Une maison demande un forfait différent d’un CPE : de 250 $ à 400 $ par mois pour l’aire de jeu, l’aire de change et les salles de bain, avec une liste de produits écologiques à afficher pour les parents.',
        },
        entreprise: {
          question: 'Nos commerces de la rue Notre-Dame ferment tard : quand passez-vous ?',
          answer:
            'Après la fermeture, le soir, ou tôt le matin avant l’ouverture. Pour les entreprises du parc industriel, nous suivons plutôt vos quarts de travail et passons la fin de semaine dans les aires de production.',
        },
      },
    },
    {
      slug: 'brossard',
      region: 'Montérégie',
      regionIn: 'en Montérégie',
      sante: 'du CISSS de la Montérégie-Centre',
      portrait:
        'Sur la Rive-Sud, Brossard a vu naître le Quartier DIX30 et Solar Uniquartier ; ses stations du REM la relient au centre-ville de Montréal en une vingtaine de minutes.',
      reperes: [
        'Commerces, bureaux et cliniques spécialisées',
        'Tours résidentielles autour de la station du REM',
        'Station Panama, bureaux et commerces',
        'Quartier résidentiel établi',
        'Rues familiales, écoles et services de garde',
        'Quartier résidentiel près des grands axes',
      ],
      equipe: 'Une équipe établie sur la Rive-Sud',
      acces:
        'Notre équipe de la Rive-Sud, établie à Longueuil, rejoint Brossard en une quinzaine de minutes par le boulevard Taschereau ou l’autoroute 10, sans traverser de pont, avec des visites de soir planifiées secteur par secteur.',
      notes: {
        medical:
          'Cliniques spécialisées, dentistes et physiothérapeutes du Quartier DIX30 partagent des immeubles à forte circulation où les espaces communs se contaminent vite.',
        garderie:
          'Brossard est l’une des villes les plus multilingues du Québec : nos fiches de protocole illustrées aident toutes les équipes éducatives à appliquer les mêmes gestes.',
        entreprise:
          'Sièges régionaux, commerces du DIX30 et bureaux près de la station Panama : les employeurs brossardois misent sur des locaux impeccables et des registres SST à jour.',
      },
      kinds: ['commercial', 'residentiel', 'commercial', 'residentiel', 'residentiel', 'residentiel'],
      hero: {
        medical: 'Dans les immeubles médicaux du Quartier DIX30 et près des stations du REM, nous désinfectons chaque soir des espaces communs très fréquentés.',
        garderie: 'Des tours de Solar Uniquartier aux rues familiales des secteurs désignés par des lettres, nous entretenons CPE et garderies après le départ des enfants.',
        entreprise: 'Sièges régionaux du DIX30, bureaux près de la station Panama, commerces du boulevard Taschereau : un entretien documenté selon les exigences de la CNESST.',
      },
      trajets:
        'Les secteurs résidentiels sont à moins de dix minutes les uns des autres : nos visites y sont regroupées par secteur, et le DIX30 est entretenu après la fermeture des commerces.',
      saison: {
        title: 'La cohue des Fêtes',
        text: 'De la mi-novembre aux Fêtes, l’achalandage du Quartier DIX30 et de Solar Uniquartier monte en flèche : nous ajoutons des passages dans les espaces communs et les salles de bain des immeubles qui le demandent.',
      },
      quartiers:
        'Brossard s’est développée par secteurs désignés par des lettres, auxquels se sont ajoutés le DIX30 et Solar Uniquartier : voici les six où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Travaillez-vous dans les immeubles médicaux partagés du DIX30 ?',
          answer:
            'Oui. Quand plusieurs cliniques partagent ascenseurs, halls et salles de bain, nous coordonnons notre protocole avec la gestion de l’immeuble et désinfectons vos locaux après la fermeture ; le registre signé reste dans votre clinique, prêt pour un inspecteur ou un partenaire du CISSS de la Montérégie-Centre.',
        },
        garderie: {
          question: 'Notre équipe éducative parle plusieurs langues : comment transmettez-vous le protocole ?',
          answer:
            'Par des fiches illustrées, avec pictogrammes et photos, affichées près des aires de change et des lavabos : chaque éducatrice voit les mêmes gestes, quelle que soit sa langue. Nous les revoyons avec votre direction lors de l’audit gratuit.',
        },
        entreprise: {
          question: 'Pouvez-vous entretenir nos bureaux de Brossard et de Longueuil avec un seul contrat ?',
          answer:
            'Oui. Notre équipe de la Rive-Sud, établie à Longueuil, couvre les deux villes avec le même devis, un rapport unique et 12 % de rabais à partir de deux sites ; près des stations du REM, nous passons après la fermeture des bureaux.',
        },
      },
    },
    {
      slug: 'quebec',
      region: 'Capitale-Nationale',
      regionIn: 'dans la Capitale-Nationale',
      sante: 'du CIUSSS de la Capitale-Nationale',
      portrait:
        'Capitale nationale, Québec concentre les ministères, l’Université Laval et un grand réseau hospitalier, du Vieux-Québec jusqu’à Beauport et Charlesbourg.',
      reperes: [
        'Site du patrimoine mondial, hôtels et commerces',
        'Bureaux, jeunes entreprises et commerces',
        'Hôpital de l’Enfant-Jésus et quartiers denses',
        'Université Laval et CHUL',
        'Secteur résidentiel du nord',
        'Secteur résidentiel et industriel de l’est',
      ],
      equipe: 'Une équipe dans la capitale',
      acces:
        'Une équipe établie dans la région de Québec dessert la capitale et Lévis, pour les contrats de soir comme pour les urgences.',
      notes: {
        medical:
          'Autour du CHU de Québec – Université Laval et des cliniques de Sainte-Foy, la capitale compte une forte densité de GMF et de cliniques privées tenues aux mêmes attentes du MSSS que le réseau public.',
        garderie:
          'Des CPE du Vieux-Québec aux garderies de Charlesbourg, les services de garde de la capitale composent avec des bâtiments de tous les âges, du patrimonial au neuf.',
        entreprise:
          'Fonction publique, assureurs, centres de recherche et commerces de Saint-Roch : les employeurs de la capitale ont des locaux variés et des comités SST exigeants.',
      },
      kinds: ['patrimonial', 'commercial', 'institutionnel', 'institutionnel', 'residentiel', 'industriel'],
      hero: {
        medical: 'Du CHUL à l’Hôpital de l’Enfant-Jésus, les cliniques de la capitale partagent leurs patients avec le CHU de Québec : nous les entretenons le soir, au même niveau d’exigence.',
        garderie: 'Des CPE installés dans les bâtiments patrimoniaux du Vieux-Québec aux garderies neuves de Charlesbourg, nous adaptons produits et méthodes à chaque bâtiment.',
        entreprise: 'Bureaux de la fonction publique, jeunes entreprises de Saint-Roch, centres de recherche de Sainte-Foy : un entretien documenté pour des comités SST exigeants.',
      },
      trajets:
        'Notre équipe de la région de Québec rejoint Saint-Roch et Limoilou en une dizaine de minutes, Sainte-Foy et Charlesbourg en une vingtaine par l’autoroute Laurentienne ou Henri-IV.',
      saison: {
        title: 'Du Carnaval aux croisières',
        text: 'En février, le Carnaval de Québec remplit hôtels et commerces ; de l’été à l’automne, les navires de croisière font de même dans le Vieux-Québec : nous ajustons la fréquence de nos passages à ces pointes.',
      },
      quartiers:
        'Six arrondissements, de La Cité-Limoilou à Beauport : voici les secteurs où nos clients sont les plus nombreux.',
      faq: {
        medical: {
          question: 'Entretenez-vous les cliniques près de l’Université Laval et du CHUL ?',
          answer:
            'Oui. À Sainte-Foy, beaucoup de cliniques reçoivent des patients suivis au CHU de Québec – Université Laval : nous y appliquons le même niveau de désinfection que le réseau public, avec des produits homologués et un registre signé, prêts pour un partenaire du CIUSSS de la Capitale-Nationale.',
        },
        garderie: {
          question: 'Notre CPE est dans un bâtiment patrimonial : adaptez-vous vos produits ?',
          answer:
            'Oui. Pierre, boiseries et planchers anciens supportent mal les produits agressifs : nous utilisons des nettoyants au pH neutre certifiés ÉcoLogo, protégeons les surfaces d’origine et désinfectons aires de change et jouets au peroxyde d’hydrogène à 3 %, sans résidu.',
        },
        entreprise: {
          question: 'Entretenez-vous le Parc technologique et les entrepôts de Beauport ?',
          answer:
            'Oui. Au Parc technologique du Québec métropolitain, nous entretenons bureaux et laboratoires le soir ; dans les entrepôts et ateliers de Beauport, nous suivons vos quarts de travail. Un seul devis couvre vos sites de Québec et de Lévis, avec 12 % de rabais multisite.',
        },
      },
    },
  ]);

export function cityProfile(slug: CitySlug | string): CityProfile {
  const profile = profiles.find((p) => p.slug === slug);
  if (!profile) throw new Error(`No local profile for city "${slug}"`);
  return profile;
}
