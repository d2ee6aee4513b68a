import type { LanguageLexicon } from './types';

/**
 * Français. Accents are optional in replies ("nausee" = "nausée"). "ne … pas" is read with "ne"/"n"
 * and "pas" both as negation cues, so "je n'ai pas de douleur" and the spoken "j'ai pas de douleur"
 * both negate; "plus" negates only after "ne"/"n" ("je n'ai plus de nausées").
 */
export const fr: LanguageLexicon = {
  yes: [
    'tout pris', 'deja fait', 'c est fait', 'pas rate un seul', 'pas rate une seule', 'pas oublie un seul', 'pas oublie une seule', 'aucune oubliee',
    'tous pris', 'je les ai tous pris', 'je les ai prises', 'je l ai prise', 'je l ai pris', 'j ai mesure', 'mesuree', 'tous les jours sans exception', 'sans faute', 'jamais oublie', 'jamais rate', 'n oublie jamais', 'j oublie jamais', 'oublie jamais', 'bien sur', 'evidemment',
    'oui', 'ouais', 'ouaip', 'ouep', 'oui oui', 'carrément', 'bien entendu', 'sans problème', 'ouais ouais', 'bien sûr', 'évidemment', 'absolument', 'exactement', 'tout à fait',
    "d'accord", 'ok', 'okay', 'certainement', 'si $', 'toujours', 'volontiers',
    "c'est ça", 'en effet', 'carrément', 'oui merci', 'tous les jours', 'chaque jour', 'effectivement', 'bien entendu',
    'ça marche', 'voilà $', 'tous', 'toutes', 'oui bien sûr',
  ],
  no: [
    'rien remarque', 'rien de different', 'pas pu l avoir', 'pas eu',
    'non', 'nan', 'non non', 'pas du tout', 'pas vraiment', 'jamais', 'absolument pas', 'je ne pense pas',
    'je crois pas', 'je pense pas', 'je ne crois pas', 'pas encore', 'aucun', 'aucune', 'rien', 'non merci', 'pas trop',
    'pas beaucoup', 'pas spécialement', 'nullement', 'pas', 'toujours pas',
  ],
  partial: [
    'quasiment', 'presque',
    'presque tous les jours', 'presque toujours', 'presque tous', 'la plupart', 'tous sauf', 'toutes sauf', 'sauf', 'a part', 'oublie', 'saute', 'rate',
    'la plupart du temps', 'parfois', 'pas toujours', 'de temps en temps', 'presque toujours', 'plus ou moins',
    'des fois', 'en général', 'généralement', 'certains jours', 'pas tous les jours', 'moyen', 'bof',
    'comme ci comme ça', 'souvent',
  ],
  unsure: [
    'je pense que oui', 'je crois que oui', 'probablement', 'je suppose',
    'je ne sais pas', 'je sais pas', 'sais pas', 'chais pas', 'aucune idée', 'peut-être', 'peut être',
    'je ne me souviens pas', 'je me souviens pas', 'pas de problème', 'pas de souci', 'pas de soucis', 'aucun problème',
    'oui et non', 'ça dépend', 'pas sûr', 'pas sûre', 'je ne suis pas sûr', 'je ne suis pas sûre',
  ],
  notUnderstood: [
    'quoi', 'comment', 'pardon', 'hein', 'je ne comprends pas', 'je comprends pas', 'pas compris', "je n'ai pas compris",
    "j'ai pas compris", 'vous pouvez répéter', 'pouvez-vous répéter', 'répétez', "c'est-à-dire", "qu'est-ce que vous voulez dire",
    'excusez-moi', "je n'ai pas compris la question", 'plaît-il',
  ],
  negation: {
    cues: ['pas', 'ne', 'n', 'jamais', 'sans', 'aucun', 'aucune', 'rien', 'ni', 'guère'],
    bridges: [
      'l', 'intention', 'intentions', 'envie', 'idee', 'idées', 'vais', 
      'ai', 'a', 'as', 'eu', 'me', 'm', 'suis', 'sens', 'senti', 'de', 'd', 'du', 'des', 'la', 'le', 'les',
      'l', 'un', 'une', 'plus', 'pas', 'vraiment', 'particulier', 'particuliere', 'grave', 'graves', 'nouveau',
      'nouvelle', 'nouveaux', 'nouvelles', 'probleme', 'problemes', 'souci', 'soucis', 'symptome', 'symptomes',
      'effets', 'secondaires', 'pensees', 'pense', 'idees', 'trop', 'beaucoup', 'ressenti', 'remarque', 'constate',
      'aujourd', 'hui', 'ou', 'ni', 'en', 'au', 'aux', 'tellement', 'encore', 'y', 'est', 'c', 'eu', 'souffert',
      'souffre', 'mal',
    ],
    postCues: ['non', 'aucun', 'aucune', 'jamais', 'rien', 'partie', 'parti', 'disparu', 'disparue', 'passee', 'passe'],
    immediatePostCues: [],
    clauseBreakers: ['mais', 'cependant', 'pourtant', 'par contre', 'sauf', 'toutefois', 'quoique', 'bien que'],
    intensifiers: ['comme ça', 'comme ca', 'comme celle-ci', 'aussi fort', 'aussi forte', 'avant', 'à ce point', 'autant'],
  },
  counts: {
    'une fois': 1, quelques: 3, 'quelques fois': 3, plusieurs: 3, 'plusieurs fois': 3, 'une ou deux fois': 2,
    'une dizaine': 10, 'une douzaine': 12, 'les deux': 2, 'toutes les deux': 2, 'tous les deux': 2,
  },
  weakNumbers: { un: 1, une: 1 },
  approx: [
    'environ', 'à peu près', 'vers', 'presque', 'peut-être', 'peut être', 'dans les', 'autour de', 'genre', 'quasiment',
    'je pense', 'je crois', 'disons', 'approximativement', 'grosso modo', 'aux alentours de', 'plus ou moins', 'à peine',
  ],
  rangeStart: ['entre', 'de'],
  rangeConnectors: ['à', 'a', 'ou', 'et', "jusqu'à"],
  outOf: ['sur', '/'],
  scaleWords: ['échelle', 'sur une échelle'],
  zero: [
    'aucun', 'aucune', 'rien', 'zéro', 'jamais', 'pas du tout', 'pas de douleur', 'aucune douleur', 'aucun jour',
    'pas une seule', 'pas un seul', 'pas une fois', "je n'en ai oublié aucune", 'aucune dose', "j'ai pas mal", "je n'ai pas mal",
  ],
  choices: {
    phq_frequency: {
      jamais: 0, 'pas du tout': 0, non: 0, 'aucun jour': 0,
      'plusieurs jours': 1, 'quelques jours': 1, parfois: 1, 'de temps en temps': 1, 'un peu': 1, rarement: 1,
      'certains jours': 1, 'des fois': 1,
      'plus de la moitié du temps': 2, 'plus de la moitié des jours': 2, 'plus de la moitié': 2, souvent: 2,
      'la plupart des jours': 2, 'la plupart du temps': 2, 'fréquemment': 2,
      'presque tous les jours': 3, 'presque chaque jour': 3, 'tous les jours': 3, 'chaque jour': 3, 'tout le temps': 3,
      toujours: 3, constamment: 3, quotidiennement: 3,
    },
    phq_difficulty: {
      'pas du tout difficile': 0, 'pas du tout': 0, 'pas difficile': 0, non: 0, 'aucune difficulté': 0,
      'assez difficile': 1, 'un peu difficile': 1, 'un peu': 1, 'légèrement': 1, 'plutôt difficile': 1, assez: 1,
      'très difficile': 2, 'très': 2, 'vraiment difficile': 2,
      'extrêmement difficile': 3, 'extrêmement': 3, impossible: 3,
    },
  },
  barriers: {
    cost: [
      'trop cher', 'trop chère', 'trop chers', 'trop chères', 'coûte trop cher', 'coûtent trop cher', 'coûte cher',
      'coûtent cher', 'cher', 'chers', 'pas les moyens', "je n'ai pas les moyens", "pas d'argent", "pas assez d'argent",
      "peu d'argent", 'ticket modérateur', 'reste à charge', 'la mutuelle ne rembourse pas', 'pas remboursé',
      'non remboursé', 'prix', "problèmes d'argent", 'difficultés financières', 'du mal à payer',
    
      'faire durer', 'les faire durer', 'pour que ca dure', 'demi comprime', 'economiser', 'argent', 'fin du mois', 'loyer', 'coute', 'coutent', 'cher', 'chers', 'payer', 'rembours*', 'mutuelle',
    ],
    transportation: [
      'pas de voiture', 'je ne conduis pas', 'je conduis pas', "personne pour m'emmener", 'trop loin', "c'est loin",
      'est loin', 'du mal à me déplacer', 'pas de transport', 'problèmes de transport', 'pas de bus',
      'je ne peux pas me déplacer',
    
      'voiture en panne', 'voiture est en panne', 'la voiture', 'pas de voiture', 'personne pour m emmener', 'personne pour me conduire', 'm emmener', 'me conduire', 'covoiturage', 'bus', 'car', 'trop loin', 'a pied', 'je conduis pas', 'je ne conduis pas', 'taxi',
    ],
    forgetfulness: [
      'oubli*', "j'oublie", "ça m'est sorti de la tête", 'sorti de la tête', 'je ne me souviens plus', 'pas pensé',
      'mémoire', 'pas pense',
    
      'occupe*', 'endormi*', 'en voyage', 'en vacances', 'deplacement', 'perdu le compte', 'oubli*', 'pas pense', 'pas souvenu',
    ],
    side_effects: [
      'effets secondaires', 'effet secondaire', 'effets indésirables', 'je les supporte pas', 'je ne les supporte pas',
      'je ne le supporte pas', 'ça me rend malade', 'me rendent malade', 'à cause des effets', 'arrêté parce que',
    ],
    understanding: [
      'confus*', 'je ne comprends pas comment', 'je comprends pas comment', 'je ne sais pas comment les prendre',
      'je ne sais pas quand', 'quel comprimé', 'trop de comprimés', 'trop de médicaments', 'compliqué', "je m'embrouille",
      'je mélange', 'pas clair', 'je me trompe',
    
      'a jeun', 'pendant le repas', 'avant ou apres', 'apres le repas', 'avant le repas', 'avec le repas', 'a quoi sert', 'a quoi servent', 'lequel', 'lesquels', 'laquelle', 'matin ou soir', 'comment les prendre', 'quand les prendre', 'je pensais pouvoir', 'j allais mieux', 'je me sentais mieux', 'je savais pas', 'je ne savais pas', 'pas compris', 'confus*', 'melange', 'instructions',
    ],
    access: [
      '!plus de médicaments', '!plus de comprimés', 'je suis à court', 'à court de', 'en rupture', 'rupture de stock',
      'ordonnance expirée', 'ordonnance périmée', "besoin d'une ordonnance", "besoin d'une nouvelle ordonnance",
      "la pharmacie n'en avait pas", 'pas disponible', "je n'en ai plus", "j'en ai plus", "il ne m'en reste plus",
      'boîte vide', 'pas récupéré',
    
      'pharmacie fermee', 'etait fermee', 'horaires', 'rupture', 'en rupture', 'pas en stock', 'ils l avaient pas', 'ils ne l avaient pas', 'commande', 'ordonnance', 'renouvel*', 'autorisation', 'accord prealable', 'en attente', 'le medecin n a pas', 'j attends', 'plus de comprimes', 'plus de medicaments', 'plus de cachets', 'termine la boite', 'fini la boite',
    ],
  },
  sideEffects: {
    nausea: ['nausée*', 'nause*', 'envie de vomir', 'mal au cœur', 'mal au coeur', 'haut-le-cœur', 'écœuré', 'ecoeure'],
    vomiting: ['vomi*', 'vomissement*', "j'ai rendu"],
    dizziness: ['vertige*', 'étourdi*', 'tête qui tourne', 'la tête me tourne', 'tournis', 'pas stable'],
    headache: ['mal de tête', 'mal à la tête', 'maux de tête', 'migraine*', 'céphalée*', 'la tête me fait mal'],
    fatigue: ['fatigu*', 'épuisé*', 'crevé*', "pas d'énergie", 'sans énergie', "manque d'énergie", 'somnolen*', 'à plat', 'las', 'lasse', 'crevee', 'creve', 'epuise*'],
    rash: ['éruption*', 'bouton*', 'démangeaison*', 'urticaire', 'plaques rouges', 'rougeur*', 'ça gratte', 'ça me gratte', 'eczéma', 'prurit'],
    cough: ['toux', 'tousse*'],
    swelling: ['gonfl*', 'enfl*', 'œdème*', 'oedeme*', "rétention d'eau"],
    diarrhoea: ['diarrhée*', 'diarrhe*', 'diarhée', 'la courante'],
    constipation: ['constipé*', 'constipation'],
    insomnia: [
      'insomnie*', "n'arrive pas à dormir", 'arrive pas à dormir', 'je dors mal', 'dors mal', 'je ne dors pas', 'je dors pas',
      'du mal à dormir', 'nuits blanches',
    'm endormir', 'endormir', 'dors mal', 'je dors pas'],
    stomach_pain: [
      'mal au ventre', "mal à l'estomac", "douleur à l'estomac", 'maux de ventre', "brûlures d'estomac", 'aigreurs',
      "crampes d'estomac", 'douleurs abdominales',
    'crampes au ventre', 'mal au ventre'],
    muscle_pain: ['douleurs musculaires', 'douleur musculaire', 'courbatures', 'crampes', 'douleurs articulaires', 'mal aux articulations'],
    pain: ['douleur*', "j'ai mal", 'mal au dos', 'mal aux jambes', 'mal au genou', 'ça fait mal', 'fait mal', 'le dos me tue'],
    dry_mouth: ['bouche sèche', 'bouche seche'],
    palpitations: ['palpitation*', 'cœur qui bat vite', 'tachycardie', "cœur qui s'emballe", 'le cœur qui bat fort'],
    blurred_vision: ['vision floue', 'vue brouillée', 'je vois flou', 'vue trouble'],
    bruising: ['des bleus', 'hématome*', 'saignements de nez', 'saigne du nez', 'gencives qui saignent'],
    appetite_loss: ["pas d'appétit", "plus d'appétit", "perte d'appétit", 'pas faim', "manque d'appétit", 'aucun appétit', 'appetit', 'pas faim'],
    tingling: ['fourmillement*', 'picotement*', 'des fourmis'],
    low_blood_sugar: ['hypoglycémie', 'sucre bas', 'glycémie basse', 'tremblements', 'je tremble', 'hypo*'],
  },
  sdoh: {
    food_insecurity: [
      'pas assez à manger', 'rien à manger', 'je saute des repas', 'sauter des repas', 'banque alimentaire',
      'restos du cœur', 'aide alimentaire', 'je ne peux pas acheter à manger',
    ],
    housing_instability: [
      'sans abri', 'sans-abri', 'sdf', 'expulsé*', 'expulsion', 'pas de logement', 'sans logement',
      'je dors dans ma voiture', 'loyer impayé', 'retard de loyer', 'je ne peux pas payer le loyer', "foyer d'hébergement",
      'perdu mon logement',
    ],
    transportation: ['pas de voiture', 'je ne conduis pas', 'je conduis pas', "personne pour m'emmener", 'pas de transport', 'problèmes de transport', 'pas de bus'],
    social_isolation: [
      'je suis seul', 'je suis seule', 'tout seul', 'toute seule', 'je vis seul', 'je vis seule', 'me sens seul',
      'me sens seule', 'solitude', 'isolé*', "personne pour m'aider", "personne ne m'aide", 'personne à qui parler',
      "je n'ai personne",
    ],
    financial_strain: [
      'pas les moyens', "pas d'argent", "pas assez d'argent", 'dettes', 'perdu mon travail', 'perdu mon emploi',
      'chômage', 'sans emploi', 'sans travail', 'factures', 'fins de mois difficiles', 'difficultés financières',
      "problèmes d'argent",
    ],
  },
  mood: {
    good: ['heureux', 'heureuse', 'content', 'contente', 'de bonne humeur', 'serein', 'sereine', 'joyeux', 'joyeuse'],
    low: ['triste', 'déprimé*', 'deprime*', 'abattu*', 'découragé*', 'désespéré*', 'sans espoir', 'je pleure', 'pas le moral', 'cafard', 'moral en berne'],
    anxious: ['anxieux', 'anxieuse', 'angoiss*', 'inquiet', 'inquiète', 'nerveux', 'nerveuse', 'peur', 'paniqu*'],
    stressed: ['stressé*', 'stress', 'débordé*', 'sous pression', 'dépassé*'],
    angry: ['en colère', 'énervé*', 'agacé*', 'irrité*', 'irritable', 'frustré*', 'furieux', 'furieuse'],
  },
  positive: [
    'bien', 'très bien', 'mieux', 'bon', 'bonne', 'super', 'génial', 'parfait', 'parfaite', 'ça va', 'ça va bien',
    'tout va bien', 'merci', 'excellent', 'heureux', 'content', 'contente', 'impeccable', 'nickel',
  ],
  negative: [
    'mal', 'pire', 'mauvais', 'mauvaise', 'terrible', 'horrible', 'affreux', 'triste', 'difficile', 'dur', 'fatigué',
    'fatiguée', 'inquiet', 'douleur', 'bof',
  ],
  exertion: [
    'etages', 'escalier*', 'montant', 'portant', 'courses', 'monte',
    'escalier*', 'je monte', 'monter', 'en montant', 'montée', 'je marche', 'marcher', 'en marchant', 'effort*',
    "à l'effort", 'exercice*', 'sport', 'courir', 'en courant', 'côte', 'porter', 'les courses',
  ],
  atRest: ['au repos', 'allongé*', 'couché*', 'assis', 'assise', 'la nuit', 'dans mon lit', 'sans rien faire', 'même au repos'],
};
