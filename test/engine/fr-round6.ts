/**
 * French round 6 (decisions 253-256): the crises the blind dev items (decision 240) showed the
 * engine could not read, said in other words, persons and registers (voice transcripts without
 * accents or punctuation, SMS typos), and the look-alikes that must stay quiet. Written before the
 * engine was changed for them. Read by test/engine/understand-fr-round6.test.ts.
 */

/** Vocabulary of the frames widened (decision 253): chest, limb weakness, fainting, stock-out, not waking, joining the dead, a bottle emptied. */
export const FR_CRISES6: (readonly [string, string])[] = [
  // the chest named "torse" or "buste"
  ['chest_pain', 'depuis ce matin j ai une grosse pression sur le torse'],
  ['chest_pain', 'ca me serre le torse et ca descend dans le bras gauche'],
  ['chest_pain', 'mon mari a une douleur dans le torse depuis une heure'],
  ['chest_pain', 'j ai comme un poids sur le torse qui part dans la machoire'],
  ['chest_pain', 'g mal au torse ca serre fort'],
  // a limb gone soft or that does not answer any more
  ['stroke', 'tout a coup son bras gauche est devenu tout mou'],
  ['stroke', 'ma jambe gauche est toute molle depuis une heure et je la sens a peine'],
  ['stroke', 'sa main droite a plus repondu d un coup'],
  ['stroke', 'd un coup mon bras droit n a plus repondu'],
  ['stroke', 'brusquement la jambe droite toute molle elle tient plus debout'],
  // fainted, told in the feminine or plural
  ['unconsciousness', 'ma mere est tombee dans les pommes dans la cuisine'],
  ['unconsciousness', 'je suis tombee dans les pommes deux fois aujourd hui'],
  ['unconsciousness', 'on est tombes dans les pommes tous les deux avec la chaleur et il se reveille pas bien'],
  ['unconsciousness', 'elle est tombee dans les pommes au marche'],
  // not waking, and that would suit me
  ['self_harm', 'si je me reveillais pas demain ca m arrangerait bien'],
  ['self_harm', 'si je me reveille plus un matin ca m arrangerait'],
  ['self_harm', 'franchement si je me reveillais plus ce serait pas plus mal'],
  ['self_harm', 'si je me reveille pas demain ca me soulagerait'],
  // joining the dead
  ['self_harm', 'je veux aller rejoindre mon mari la haut'],
  ['self_harm', 'je pense a rejoindre ma femme au ciel'],
  ['self_harm', 'j ai hate de retrouver mon fils au paradis'],
  ['self_harm', 'je voudrais rejoindre ma mere qui est decedee'],
  ['self_harm', 'j attends que ca d aller retrouver mon epoux la haut'],
  // a bottle or a box emptied
  ['overdose', 'il a vide la boite de somniferes et il dort profondement'],
  ['overdose', 'j ai vide le flacon de gouttes d un coup'],
  ['overdose', 'ma fille a vide la plaquette de cachets de sa grand mere'],
  ['overdose', 'elle avait vide tout le tube de comprimes'],
];

/** The deliberate act is not an accident (decision 254): "exprès" names the act, whatever the tool. */
export const FR_DELIBERATE_CRISES6: (readonly [string, string])[] = [
  ['self_harm', 'je me suis brulee expres avec le fer a repasser'],
  ['self_harm', 'je me suis coupe expres avec le couteau de cuisine'],
  ['self_harm', 'je me brule volontairement avec la poele pour me soulager'],
  ['self_harm', 'je me suis brule le bras expres avec la casserole'],
  ['self_harm', 'je me suis entaille la cuisse expres avec des ciseaux'],
];

/** Look-alikes of the same words: they must not escalate. */
export const FR_LOOKALIKES6: string[] = [
  'j ai un petit bouton sur le torse',
  'je fais de la muscu pour le torse',
  'le pain est tout mou ce matin',
  'les pates sont toutes molles',
  'elle a plus repondu a mes messages depuis hier',
  'il est tombe dans les pommes la semaine derniere au concert mais c etait la chaleur et depuis ca va',
  'la pharmacie avait plus de sacs mais j ai eu mes medicaments',
  'si je me reveille pas a 7h ca m arrange pas pour le bus',
  'je vais rejoindre ma femme au restaurant ce soir',
  'j ai hate de retrouver mon fils a noel',
  'ma boite de cachets est vide il faut que je retourne a la pharmacie',
  'j ai vide le placard a pharmacie des medicaments perimes',
  'je me suis brulee avec le fer a repasser sans faire expres',
  'je me suis coupe en epluchant les legumes',
];

/** A heart attack given by something (decision 255): a bill, a fright, a grandchild, not the heart. */
export const FR_FIGURE_LOOKALIKES6: string[] = [
  'la facture d electricite m a file une crise cardiaque',
  'mon petit fils m a donne une crise cardiaque avec son scooter',
  'le prix du gaz va me filer un infarctus',
  'ca m a fichu une crise cardiaque de voir le compte en banque',
  'mes impots m ont colle une crise cardiaque',
];

/** The same words told of the heart itself stay crises. */
export const FR_FIGURE_CRISES6: (readonly [string, string])[] = [
  ['chest_pain', 'je crois que je fais une crise cardiaque'],
  ['chest_pain', 'le medicament m a donne une douleur dans la poitrine qui serre'],
  ['chest_pain', 'j ai peur de faire un infarctus la ca serre dans la poitrine'],
];

/** Barriers (decision 253): a pharmacy that had no more of it. */
export const FR_BARRIERS6: (readonly [string, string[]])[] = [
  ['La pharmacie n avait plus mon medicament en stock', ['access']],
  ['le pharmacien n avait plus ma boite il la recoit lundi', ['access']],
  ['ils n ont plus mon traitement a la pharmacie', ['access']],
  ['pharmacie n avait plus de doliprane', ['access']],
];

/** Last week, told of an event checked and over (decision 256): history, not now. */
export const FR_RECENT_PAST_LOOKALIKES6: string[] = [
  'la semaine derniere j ai eu une douleur dans la poitrine mais le cardiologue a dit que c etait rien',
  'le mois dernier j ai eu une douleur a la poitrine on m a fait un electro c etait normal',
  'la semaine derniere mon bras gauche etait tout engourdi d un coup mais ils ont tout verifie',
  'l hiver dernier j ai eu du mal a respirer avec la grippe',
];
/** The same weeks, told as going on since, stay crises. */
export const FR_RECENT_PAST_CRISES6: (readonly [string, string])[] = [
  ['chest_pain', 'depuis la semaine derniere j ai une douleur dans la poitrine qui serre'],
  ['chest_pain', 'la semaine derniere deja et encore maintenant une douleur dans la poitrine qui serre'],
  ['breathing', 'depuis le mois dernier j arrive pas a respirer meme au repos'],
];

/** Smothered by a boss, the work or the bills (decision 256): a figure, not breathlessness. */
export const FR_SMOTHER_LOOKALIKES6: string[] = [
  'mon patron m etouffe avec les heures sup',
  'ma cheffe m etouffe avec ses dossiers',
  'le boulot m etouffe en ce moment',
  'les factures m etouffent',
];
export const FR_SMOTHER_CRISES6: (readonly [string, string])[] = [
  ['breathing', 'j etouffe je n arrive plus a respirer'],
  ['breathing', 'au travail j etouffe j arrive pas a respirer'],
];

/** A lasting after-effect of an old event (decision 256): what was kept since is history, not a new stroke. */
export const FR_SEQUELA_LOOKALIKES6: string[] = [
  'depuis mon avc j ai garde une faiblesse dans le bras gauche',
  'il m est reste un peu de faiblesse dans la jambe droite apres mon attaque',
  'j ai garde des sequelles cote gauche, la main droite va bien',
  'mon mari a garde une faiblesse du bras droit depuis son avc mais rien de nouveau',
];
export const FR_SEQUELA_CRISES6: (readonly [string, string])[] = [
  ['stroke', 'd un coup j ai une faiblesse dans la main droite'],
  ['stroke', 'ma main droite est devenue toute faible d un coup ce matin'],
];

/** Nothing stopped me (decision 256): the barrier question answered with no barrier. */
export const FR_NO_BARRIER6: string[] = [
  'non rien ne m a empeche je les ai pris meme en voyage',
  'rien m a empeche de les prendre',
  'aucun obstacle je les prends tous les jours',
  'rien ne m en a empeche meme avec le boulot',
];
