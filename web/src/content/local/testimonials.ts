import { z } from 'zod';
import type { SectorSlug } from '../sectors';
import { testimonialSchema, type LocalTestimonial } from './schema';

/**
 * Sector-page testimonials (spec 3.1: texte, auteur, poste; the district comes from the city's
 * quartiers by index). Each sector has one per city of the list; a city page shows three of them,
 * chosen so that two cities never share more than one (see `pickTestimonials`).
 */
const pool = z.array(testimonialSchema).length(12);

export const testimonialPool: Readonly<Record<SectorSlug, readonly LocalTestimonial[]>> = {
  medical: pool.parse([
    {
      texte:
        'Notre dernière visite d’inspection s’est déroulée sans une seule remarque sur l’hygiène. Les registres signés après chaque passage ont impressionné l’inspectrice.',
      auteur: 'Dre Isabelle Gagnon',
      poste: 'Médecin responsable, GMF',
    },
    {
      texte:
        'Nous avons vécu une éclosion de gastro en plein mois de février. L’équipe est arrivée le soir même et la salle d’attente a rouvert le lendemain matin.',
      auteur: 'Martin Lavoie',
      poste: 'Gestionnaire, clinique sans rendez-vous',
    },
    {
      texte:
        'Les tests ATP nous ont montré des zones oubliées par notre ancien fournisseur, surtout les poignées et les claviers des salles d’examen.',
      auteur: 'Nathalie Roy',
      poste: 'Infirmière-chef, clinique de médecine familiale',
    },
    {
      texte:
        'Ils travaillent entre 18 h et 23 h, après nos derniers patients. Le matin, tout est prêt, et le rapport avec photos est déjà dans ma boîte courriel.',
      auteur: 'Dr François Pelletier',
      poste: 'Dentiste propriétaire, clinique dentaire',
    },
    {
      texte:
        'La formation de notre personnel sur le temps de contact des désinfectants a changé nos habitudes entre les patients. Tout le monde applique maintenant les mêmes gestes.',
      auteur: 'Julie Bouchard',
      poste: 'Coordonnatrice, clinique de physiothérapie',
    },
    {
      texte:
        'Nos laboratoires exigent une traçabilité complète. Chaque produit utilisé est documenté, avec sa fiche et son numéro DIN.',
      auteur: 'Éric Morin',
      poste: 'Directeur des opérations, laboratoire médical',
    },
    {
      texte:
        'En pharmacie, le comptoir et la salle de consultation voient passer des centaines de personnes par jour. Le protocole qu’ils ont conçu tient compte de ce rythme.',
      auteur: 'Sophie Côté',
      poste: 'Pharmacienne propriétaire',
    },
    {
      texte:
        'L’audit gratuit a relevé onze écarts que nous ne soupçonnions pas. Trois mois plus tard, le suivi n’en trouvait plus aucun.',
      auteur: 'Dr Karim Haddad',
      poste: 'Directeur médical, clinique spécialisée',
    },
    {
      texte:
        'Notre clinique vétérinaire a des besoins particuliers, avec les poils, les odeurs et les salles de chirurgie. Ils ont adapté le plan de nettoyage sans hausser le prix de l’entente.',
      auteur: 'Dre Catherine Fortin',
      poste: 'Vétérinaire propriétaire, clinique vétérinaire',
    },
    {
      texte:
        'Avant une inspection annoncée, ils ont fait un audit 48 heures à l’avance et corrigé les derniers détails avec nous.',
      auteur: 'Louise Gauthier',
      poste: 'Directrice administrative, centre médical',
    },
    {
      texte:
        'Les produits sont écologiques et sans odeur forte, ce que nos patients asthmatiques apprécient. L’efficacité n’a pas diminué pour autant.',
      auteur: 'Dr Alexandre Tremblay',
      poste: 'Pneumologue, clinique spécialisée',
    },
    {
      texte:
        'Le même préposé revient chaque soir depuis deux ans. Il connaît nos salles, nos équipements et nos priorités mieux que personne.',
      auteur: 'Manon Bergeron',
      poste: 'Adjointe administrative, clinique médicale',
    },
  ]),
  garderie: pool.parse([
    {
      texte:
        'L’inspectrice du ministère a pris le temps de consulter notre registre de nettoyage. Tout y était, daté et signé, pour les trois derniers mois.',
      auteur: 'Chantal Dubé',
      poste: 'Directrice générale, CPE',
    },
    {
      texte:
        'Depuis qu’ils désinfectent les jouets portés à la bouche chaque jour, nous voyons beaucoup moins d’absences liées aux virus dans le groupe des poupons.',
      auteur: 'Mélanie Girard',
      poste: 'Responsable de la pouponnière, CPE',
    },
    {
      texte:
        'Nous cherchions des produits sans parfum ni javellisant. Ils nous ont remis la liste complète de leurs produits certifiés avec les fiches à montrer aux parents.',
      auteur: 'Stéphanie Caron',
      poste: 'Propriétaire, garderie privée subventionnée',
    },
    {
      texte:
        'Lors d’une éclosion de pied-main-bouche, l’équipe est venue le soir même et a suivi le protocole de santé publique à la lettre.',
      auteur: 'Annie Paquette',
      poste: 'Directrice adjointe, CPE',
    },
    {
      texte:
        'Je tiens un service de garde en milieu familial dans ma maison. Leur forfait est adapté à ma petite surface et à mon budget.',
      auteur: 'Véronique Lemieux',
      poste: 'Responsable, service de garde en milieu familial',
    },
    {
      texte:
        'Ils passent entre 18 h et 21 h, une fois les enfants partis. Le lendemain, les éducatrices trouvent des locaux propres et sans odeur.',
      auteur: 'Geneviève Ouellet',
      poste: 'Directrice, garderie privée',
    },
    {
      texte:
        'La formation sur la désinfection des tables à langer a rassuré tout notre personnel. Les gestes sont maintenant les mêmes d’une salle à l’autre.',
      auteur: 'Karine Beaulieu',
      poste: 'Conseillère pédagogique, CPE',
    },
    {
      texte:
        'Notre service de garde scolaire accueille cent enfants chaque midi. Le dîner et les jeux intérieurs laissent des traces que leur équipe efface en une soirée.',
      auteur: 'Patrick Richard',
      poste: 'Technicien en service de garde scolaire',
    },
    {
      texte:
        'Les parents nous questionnaient sur les produits utilisés. Nous affichons maintenant les protocoles à l’entrée, et les questions ont cessé.',
      auteur: 'Josée Bélanger',
      poste: 'Directrice, CPE en installation',
    },
    {
      texte:
        'L’audit gratuit a repéré des produits interdits oubliés au fond d’une armoire. Ils ont été remplacés par des équivalents certifiés dès la semaine suivante.',
      auteur: 'Marie-Ève Poirier',
      poste: 'Gestionnaire, garderie en milieu de travail',
    },
    {
      texte:
        'Notre pouponnière demande une attention particulière aux tapis et aux matelas de sieste. Ils ont un protocole précis pour chacun.',
      auteur: 'Isabelle Fournier',
      poste: 'Directrice, pouponnière',
    },
    {
      texte:
        'Le rapport après chaque visite, avec des photos, nous fait gagner du temps pour le conseil d’administration et pour les inspections.',
      auteur: 'Sylvie Mercier',
      poste: 'Présidente du conseil d’administration, CPE',
    },
  ]),
  entreprise: pool.parse([
    {
      texte:
        'Lors de la visite de la CNESST, nos fiches de données de sécurité étaient à jour et classées. L’inspecteur n’a rien eu à redire sur l’entretien.',
      auteur: 'Daniel Gagné',
      poste: 'Coordonnateur SST, entreprise manufacturière',
    },
    {
      texte:
        'Nous avons remplacé un employé d’entretien interne par leur service. Les coûts ont baissé et la qualité est constante, même pendant les vacances.',
      auteur: 'Caroline Simard',
      poste: 'Directrice des finances, firme comptable',
    },
    {
      texte:
        'Notre entrepôt avait des problèmes de chutes dans les allées. Le nouveau plan d’entretien des planchers a réglé la question en quelques semaines.',
      auteur: 'Luc Boucher',
      poste: 'Directeur d’entrepôt, centre de distribution',
    },
    {
      texte:
        'Ils travaillent le soir, quand les bureaux sont vides, et laissent un rapport avec photos. Je n’ai plus à vérifier chaque matin.',
      auteur: 'Amélie Landry',
      poste: 'Gestionnaire immobilière, immeuble de bureaux',
    },
    {
      texte:
        'Notre restaurant doit satisfaire le MAPAQ et la CNESST. Leur équipe connaît les deux et a adapté ses produits à notre cuisine.',
      auteur: 'Marco Rossi',
      poste: 'Propriétaire, restaurant',
    },
    {
      texte:
        'Les claviers, les poignées et les ascenseurs sont désinfectés tous les soirs. Les absences pour rhume ont nettement diminué cet hiver.',
      auteur: 'Hélène Dion',
      poste: 'Directrice des ressources humaines, centre d’appels',
    },
    {
      texte:
        'Le comité SST voulait des produits moins irritants. Ils ont proposé des produits certifiés écologiques et formé nos employés au SIMDUT 2015.',
      auteur: 'Jean-Philippe Leduc',
      poste: 'Représentant des travailleurs, comité SST',
    },
    {
      texte:
        'Notre commerce reçoit des centaines de clients par jour. Les vitrines, les cabines et les salles de bain sont impeccables à l’ouverture.',
      auteur: 'Nadia Benali',
      poste: 'Gérante, commerce de détail',
    },
    {
      texte:
        'Nous avons trois bureaux dans la région. Un seul fournisseur, un seul rapport mensuel et le rabais multisite de 12 % ont simplifié notre gestion.',
      auteur: 'Pierre-Luc Cloutier',
      poste: 'Directeur des opérations, cabinet de services professionnels',
    },
    {
      texte:
        'L’audit gratuit a mis en évidence un entreposage de produits non conforme dans notre salle mécanique. Tout a été corrigé avant notre audit d’assureur.',
      auteur: 'Valérie Savard',
      poste: 'Gestionnaire des installations, laboratoire privé',
    },
    {
      texte:
        'En période de grippe, ils ont ajouté des passages de désinfection le midi sans que nous ayons à renégocier le contrat.',
      auteur: 'Olivier Brunet',
      poste: 'Directeur général, PME technologique',
    },
    {
      texte:
        'Nos vestiaires et nos salles de pause étaient la source de plaintes répétées. Depuis six mois, nous n’en recevons plus.',
      auteur: 'Sandra Lachance',
      poste: 'Superviseure de production, usine',
    },
  ]),
};

/**
 * Three testimonials for the city at `cityIndex`: positions i, i+1 and i+3 of the pool (mod 12).
 * The offsets {0, 1, 3} give distinct differences, so two cities share at most one testimonial.
 */
export function pickTestimonials(sector: SectorSlug, cityIndex: number): LocalTestimonial[] {
  const list = testimonialPool[sector];
  return [0, 1, 3].map((offset) => list[(cityIndex + offset) % list.length]!);
}
