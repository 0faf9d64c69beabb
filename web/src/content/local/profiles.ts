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
      acces:
        'Nos équipes de la Rive-Sud rejoignent Brossard par l’autoroute 10 et le pont Samuel-De Champlain, avec des visites de soir planifiées secteur par secteur.',
      notes: {
        medical:
          'Cliniques spécialisées, dentistes et physiothérapeutes du Quartier DIX30 partagent des immeubles à forte circulation où les espaces communs se contaminent vite.',
        garderie:
          'Brossard est l’une des villes les plus multilingues du Québec : nos fiches de protocole illustrées aident toutes les équipes éducatives à appliquer les mêmes gestes.',
        entreprise:
          'Sièges régionaux, commerces du DIX30 et bureaux près de la station Panama : les employeurs brossardois misent sur des locaux impeccables et des registres SST à jour.',
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
    },
  ]);

export function cityProfile(slug: CitySlug | string): CityProfile {
  const profile = profiles.find((p) => p.slug === slug);
  if (!profile) throw new Error(`No local profile for city "${slug}"`);
  return profile;
}
