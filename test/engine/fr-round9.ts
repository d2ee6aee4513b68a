/**
 * French round 9 (decisions 313-314): the warning signs public health campaigns and patient leaflets
 * teach in lay French (VITE, crise cardiaque / crise de cœur, hémorragie sous anticoagulant, détresse
 * respiratoire, œdème de Quincke, perte de connaissance, intoxication, signes d'alerte du suicide),
 * from the research file of round 9 (sources there: France-AVC / Cœur + AVC, ARS, SDIS, ameli, HFR,
 * Fondation des maladies du cœur, Medisite, Parler peut sauver, Hey ça va, Centre de Prévention du
 * Suicide, AQPS, RTBF, Centre Antipoisons). Each sign as a patient or a relative would send it, with
 * look-alikes that must stay quiet. Written before the engine was changed for them. Read by
 * test/engine/understand-fr-round9.test.ts.
 */

/** 1. Stroke (VITE): the face, one side, speech, sight, balance. */
export const FR_STROKE9: (readonly [string, string])[] = [
  ['stroke', 'ma mere a la bouche deformee depuis ce matin'],
  ['stroke', 'il a la bouche de travers d un coup'],
  ['stroke', 'mon mari a le visage paralysé d un côté'],
  ['stroke', 'son visage est affaissé d un coté depuis tout a l heure'],
  ['stroke', 'sa levre tombe d un cote'],
  ['stroke', 'papa a le sourire de travers il arrive plus a sourire'],
  ['stroke', 'je peux plus lever le bras droit'],
  ['stroke', 'son bras retombe tout seul quand il le leve'],
  ['stroke', 'j ai le bras gauche lourd et engourdi d un coup'],
  ['stroke', 'je sens plus mon côté gauche'],
  ['stroke', 'j ai tout un cote engourdi'],
  ['stroke', 'des fourmillements dans tout le cote droit depuis une heure'],
  ['stroke', 'j ai la levre engourdie et cartonnee et la bouche de travers'],
  ['stroke', 'mon pere n articule plus du tout'],
  ['stroke', 'elle a la voix pateuse depuis ce matin'],
  ['stroke', 'ses mots s embrouillent d un coup'],
  ['stroke', 'il ne trouve plus ses mots depuis une heure'],
  ['stroke', 'maman dit n importe quoi elle est incompréhensible'],
  ['stroke', 'il ne comprend plus ce qu on lui dit d un coup'],
  ['stroke', 'je ne vois plus d un oeil depuis ce matin'],
  ['stroke', 'j ai eu comme un voile noir devant l oeil gauche'],
  ['stroke', 'c est comme un rideau devant l oeil'],
  ['stroke', 'je vois double d un coup'],
  ['stroke', 'il perd l equilibre brutalement'],
  ['stroke', 'ma femme ne tient plus debout d un coup'],
];
export const FR_STROKE_LOOKALIKES9: string[] = [
  'non la bouche est pas deformee tout va bien',
  'il a eu la bouche de travers il y a trois ans, c est passé',
  'je peux plus lever le bras depuis ma tendinite a l epaule',
  'le bras engourdi ce matin parce que j avais dormi dessus, c est passé',
  'je trouve plus mes mots pour vous remercier',
  'je ne vois plus d un oeil sans mes lunettes de lecture',
  'je ne tiens plus debout tellement je suis fatigue apres le marathon',
  'dans la serie le heros perd l equilibre brutalement',
];

/** 2. Heart attack / crise cardiaque / crise de cœur [QC]. */
export const FR_HEART9: (readonly [string, string])[] = [
  ['chest_pain', 'j ai une douleur qui serre la poitrine'],
  ['chest_pain', 'c est comme un etau sur la poitrine'],
  ['chest_pain', 'j ai un poids sur la poitrine depuis une heure'],
  ['chest_pain', 'comme une barre sur le sternum'],
  ['chest_pain', 'c est comme un elephant sur la poitrine'],
  ['chest_pain', 'une lourdeur dans la poitrine qui passe pas'],
  ['chest_pain', 'j ai un serrement dans la poitrine'],
  ['chest_pain', 'une pression dans la poitrine depuis ce matin'],
  ['chest_pain', 'mal a la poitrine et ça descend dans le bras gauche'],
  ['chest_pain', 'ça serre dans la poitrine jusqu au petit doigt'],
  ['chest_pain', 'douleur dans la machoire et dans la poitrine'],
  ['chest_pain', 'j ai mal a la poitrine ça irradie dans le dos'],
  ['chest_pain', 'mal a la poitrine avec des sueurs froides'],
  ['chest_pain', 'douleur à la poitrine, peau moite et froide'],
  ['chest_pain', 'douleur a la poitrine et nausees'],
  ['chest_pain', 'douleur thoracique et vomissements'],
  ['chest_pain', 'mal a la poitrine j ai une sensation de mort imminente'],
  ['chest_pain', 'une brulure dans la poitrine qui dure depuis une heure'],
  ['chest_pain', 'je pense que je fais une crise de coeur'],
];
export const FR_HEART_LOOKALIKES9: string[] = [
  'j ai mal au coeur depuis que j ai pris le cachet',
  'pas de poids sur la poitrine, juste fatigue',
  'mon pere a fait une crise de coeur il y a dix ans',
  'quand j ai appris la nouvelle j ai eu un poids sur le coeur',
  'j ai des sueurs froides rien qu a penser a la prise de sang',
  'les factures c est un poids sur mes epaules',
];

/** 3. Internal bleeding (on blood thinners or not). */
export const FR_BLEEDING9: (readonly [string, string])[] = [
  ['bleeding', 'j ai vomi comme du marc de cafe'],
  ['bleeding', 'des vomissements marron foncé, granuleux'],
  ['bleeding', 'j ai vomi du sang ce matin'],
  ['bleeding', 'il a vomi noirâtre'],
  ['bleeding', 'j ai des selles noires comme du goudron'],
  ['bleeding', 'caca tout noir et collant depuis hier'],
  ['bleeding', 'des selles noires et goudronneuses'],
  ['bleeding', 'il y a du sang dans les urines'],
  ['bleeding', 'pipi rouge avec des caillots'],
  ['bleeding', 'mes urines sont couleur coca'],
  ['bleeding', 'ça saigne et ça s arrete pas'],
  ['bleeding', 'sous xarelto et le saignement ne s arrete pas'],
  ['bleeding', 'le nez saigne sans arret depuis une heure'],
  ['bleeding', 'j ai de gros bleus sans raison'],
  ['bleeding', 'des bleus qui apparaissent tout seuls partout sous previscan'],
  ['bleeding', 'un gros hematome sur le ventre sous anticoagulant'],
  ['bleeding', 'je crache du sang'],
  ['bleeding', 'sous anticoagulant et il a pris un choc a la tete'],
];
export const FR_BLEEDING_LOOKALIKES9: string[] = [
  'selles noires depuis que je prends du fer, le medecin a dit que c est normal',
  'j ai vomi du sang il y a des annees, plus rien depuis',
  'un peu de sang quand je me brosse les dents',
  'le nez a saigné deux minutes et ça s est arrêté',
  'un bleu au genou parce que je me suis cogne contre la table',
  'pas de sang dans les urines',
];

/** 4. Breathing. */
export const FR_BREATHING9: (readonly [string, string])[] = [
  ['breathing', 'je n arrive plus a respirer'],
  ['breathing', 'il etouffe vite'],
  ['breathing', 'j etouffe'],
  ['breathing', 'je manque d air je peux plus'],
  ['breathing', 'l air ne passe plus'],
  ['breathing', 'il cherche son air'],
  ['breathing', 'il ne peut plus parler tellement il est essouffle'],
  ['breathing', 'paroles hachées, très essoufflé'],
  ['breathing', 'il ne finit pas ses phrases il a du mal a respirer'],
  ['breathing', 'elle a les levres bleues'],
  ['breathing', 'il devient bleu'],
  ['breathing', 'sa respiration siffle et il a du mal a respirer'],
  ['breathing', 'le petit respire mal ça tire entre les cotes'],
  ['breathing', 'sueurs froides, mal à respirer'],
  ['breathing', 'la ventoline ne fait rien je respire mal'],
];
export const FR_BREATHING_LOOKALIKES9: string[] = [
  'j etouffe de chaleur dans cet appartement',
  'on etouffe sous la paperasse',
  'un peu essouffle en montant les escaliers comme d habitude',
  'je manque d air dans ce bureau il faut ouvrir la fenetre',
  'la ventoline marche bien je respire mieux',
  'il a les levres bleues a cause des myrtilles',
];

/** 5. Anaphylaxis / œdème de Quincke. */
export const FR_ALLERGY9: (readonly [string, string])[] = [
  ['allergic_reaction', 'j ai la gorge qui se serre apres le nouveau medicament'],
  ['allergic_reaction', 'la gorge qui gonfle depuis le cachet'],
  ['allergic_reaction', 'je n arrive plus a avaler la gorge gonfle'],
  ['allergic_reaction', 'la langue qui gonfle'],
  ['allergic_reaction', 'sa langue a gonfle il peut plus fermer la bouche'],
  ['allergic_reaction', 'j ai les levres gonflees apres l antibiotique'],
  ['allergic_reaction', 'elle a le visage tout gonflé'],
  ['allergic_reaction', 'les yeux gonflés, fermés, apres la piqure'],
  ['allergic_reaction', 'urticaire partout, mal a respirer'],
  ['allergic_reaction', 'la gorge gonfle et je n ai plus de voix'],
  ['allergic_reaction', 'je bave, j arrive pas a avaler'],
  ['allergic_reaction', 'piqué par une guêpe, il étouffe'],
  ['allergic_reaction', 'j ai fait mon stylo d adrenaline'],
  ['allergic_reaction', 'je crois que je fais un oedeme de quincke'],
  ['allergic_reaction', 'elle fait un choc anaphylactique'],
];
export const FR_ALLERGY_LOOKALIKES9: string[] = [
  'la gorge qui gratte un peu avec mon rhume',
  'j ai fait un oedeme de quincke il y a dix ans',
  'les yeux gonflés le matin au réveil comme d habitude',
  'pas de gonflement de la gorge ni de la langue',
  'j ai toujours mon stylo d adrenaline sur moi au cas ou',
];

/** 6. Unconsciousness / seizure. */
export const FR_UNCONSCIOUS9: (readonly [string, string])[] = [
  ['unconsciousness', 'il a perdu connaissance'],
  ['unconsciousness', 'elle ne se reveille pas'],
  ['unconsciousness', 'mon pere ne repond plus'],
  ['unconsciousness', 'il est tombé et il ne bouge plus'],
  ['unconsciousness', 'je l ai trouve par terre il repond pas'],
  ['unconsciousness', 'je me suis reveille par terre dans la cuisine'],
  ['unconsciousness', 'il est tombé dans les pommes'],
  ['unconsciousness', 'il est sans connaissance'],
  ['unconsciousness', 'le bebe est tout mou il ne reagit pas'],
  ['unconsciousness', 'il fait une crise d epilepsie'],
  ['unconsciousness', 'il convulse'],
  ['unconsciousness', 'elle a des convulsions'],
  ['unconsciousness', 'il tremble de partout et il ne repond pas'],
  ['unconsciousness', 'il a de l ecume aux levres'],
  ['unconsciousness', 'il est tombe et il s est mordu la langue'],
  ['unconsciousness', 'elle a les yeux revulses'],
  ['unconsciousness', 'la crise dure depuis plus de 5 minutes'],
  ['unconsciousness', 'il a refait une autre crise juste apres'],
  ['unconsciousness', 'il respire bizarre et ne se reveille pas'],
];
export const FR_UNCONSCIOUS_LOOKALIKES9: string[] = [
  'il ne repond plus a mes messages depuis hier',
  'elle ne se reveille pas avant 10h le dimanche',
  'j ai failli tomber dans les pommes en voyant le prix',
  'il a fait une crise d epilepsie quand il etait petit',
  'je me suis mordu la langue en mangeant',
  'mon fils fait une crise parce qu il veut pas aller a l ecole',
];

/** 7. Overdose / poisoning. */
export const FR_OVERDOSE9: (readonly [string, string])[] = [
  ['overdose', 'j ai pris trop de medicaments'],
  ['overdose', 'il a avalé toute la boîte'],
  ['overdose', 'je l ai trouve avec la boite vide a cote de lui'],
  ['overdose', 'j ai pris une double dose'],
  ['overdose', 'j ai pris mes cachets deux fois ce matin'],
  ['overdose', 'j ai fait une erreur de dose j en ai pris trop'],
  ['overdose', 'l enfant a avalé des comprimés'],
  ['overdose', 'le petit a mangé mes cachets'],
  ['overdose', 'il a pris les medicaments de papi'],
  ['overdose', 'j ai pris trop de doliprane'],
  ['overdose', 'j ai fait trop d insuline'],
  ['overdose', 'je me suis trompé d insuline'],
  ['overdose', 'j ai fait l insuline deux fois'],
  ['overdose', 'il a bu de la javel'],
  ['overdose', 'elle a pris tous ses medicaments avec de l alcool'],
  ['overdose', 'je crois que c est une intoxication medicamenteuse'],
];
export const FR_OVERDOSE_LOOKALIKES9: string[] = [
  'je n ai pas pris de double dose, j ai vérifié le pilulier',
  'j ai pris trop de medicaments dans ma vie, j en ai marre des cachets',
  'la boite est vide il faut renouveler l ordonnance',
  'le medecin m a dit de faire l insuline deux fois par jour',
  'je nettoie la salle de bain a la javel',
];

/** 8. Suicidal ideation told indirectly. */
export const FR_SUICIDE9: (readonly [string, string])[] = [
  ['self_harm', 'je voudrais m endormir et ne plus me reveiller'],
  ['self_harm', 'j aimerais ne pas me reveiller demain'],
  ['self_harm', 'vous seriez mieux sans moi'],
  ['self_harm', 'sans moi vous iriez tous mieux'],
  ['self_harm', 'je suis un fardeau pour tout le monde'],
  ['self_harm', 'je suis fatiguée de vivre'],
  ['self_harm', 'je n en peux plus de vivre comme ça'],
  ['self_harm', 'je ne peux plus vivre ainsi'],
  ['self_harm', 'je veux que tout ça s arrete pour de bon'],
  ['self_harm', 'je veux en finir'],
  ['self_harm', 'si seulement je pouvais disparaitre'],
  ['self_harm', 'je regrette d etre ne'],
  ['self_harm', 'si on se revoit encore... merci pour tout'],
  ['self_harm', 'je te souhaite une belle vie, adieu'],
  ['self_harm', 'je ne vous embeterai plus'],
  ['self_harm', 'bientot vous aurez la paix'],
  ['self_harm', 'je vais debarrasser la place'],
  ['self_harm', 'je pars en voyage, ne me cherchez pas'],
  ['self_harm', 'j ai fait mon testament, je n en peux plus'],
  ['self_harm', 'il donne toutes ses affaires et il dit qu il en a plus besoin'],
  ['self_harm', 'la vie ne vaut plus rien'],
  ['self_harm', 'je vais me foutre en l air'],
];
export const FR_SUICIDE_LOOKALIKES9: string[] = [
  'je suis fatigue de ce traitement mais ça va',
  'j ai fait mon testament chez le notaire comme tout le monde',
  'je pars en voyage a lyon voir ma fille la semaine prochaine',
  'je n en peux plus de cette chaleur',
  'je veux que cette toux s arrete',
  'ma voiture je vais la foutre en l air si elle tombe encore en panne',
  'je donne mes vieux vetements a la croix rouge',
];

/** Guards around the new words, found by probing the new frames after the change: denied, years ago, on TV, a breakup, a question. */
export const FR_GUARDS9: string[] = [
  'non il n est pas devenu bleu',
  'dans le film il devient bleu',
  'il y a deux ans je me suis trompé d insuline',
  'je ne me suis pas trompé d insuline',
  'il a fait son stylo d adrenaline il y a des annees',
  'pas de sueurs froides, je respire bien',
  'il y a trois ans il a perdu l equilibre brutalement',
  'sous anticoagulant j ai pas de bleus',
  'je suis tombe mais je me suis pas mordu la langue',
  'il ne repond plus au telephone',
  'elle a les yeux revulses dans la serie',
  'je ne vous embeterai plus avec mes questions',
  'vous aurez la paix avec les textos',
  'si on se revoit encore a la consultation',
  'je te souhaite une belle vie avec ton nouveau mari',
  'elle donne ses affaires a sa soeur elle en a plus besoin',
  'il n articule plus quand il est fatigue comme d habitude',
  'le soufflé retombe tout seul',
];
