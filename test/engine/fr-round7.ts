/**
 * French round 7 (decision 268): what the blind dev items of decision 261 showed the engine could not
 * read, said in other words, persons and registers (voice transcripts without accents or punctuation,
 * SMS typos), with the look-alikes that must stay quiet. Written before the engine was changed for
 * them. Read by test/engine/understand-fr-round7.test.ts.
 */

/** Hit again, told in SMS spelling ("il ma encore frappée"): the "m a" written as one word "ma". */
export const FR_HIT_AGAIN_CRISES7: (readonly [string, string])[] = [
  ['unsafe_at_home', 'il ma encore frappee hier soir'],
  ['unsafe_at_home', 'elle ma encore tape dessus ce matin'],
  ['unsafe_at_home', 'mon mari ma encore poussee dans l escalier'],
  ['unsafe_at_home', 'il ma de nouveau frappe quand il a bu'],
  ['unsafe_at_home', 'mon fils ma encore giflee devant les petits'],
  ['unsafe_at_home', 'jpeux pas trop ecrire il ma encore cognee'],
];

/** A face or a limb going numb on one side ("la moitié du visage qui s'endort"). */
export const FR_NUMB_SIDE_CRISES7: (readonly [string, string])[] = [
  ['stroke', 'j ai la moitie du visage qui s endort'],
  ['stroke', 'le cote gauche du visage s endort depuis tout a l heure'],
  ['stroke', 'son bras droit s endort et il trouve plus ses mots'],
  ['stroke', 'j ai la joue gauche qui s engourdit d un coup'],
  ['stroke', 'la moitie de la bouche qui s endort et je parle bizarre'],
  ['stroke', 'cent soixante et j ai tout le cote droit du visage qui s endort'],
];
export const FR_NUMB_SIDE_LOOKALIKES7: string[] = [
  'le soir il s endort sur le cote gauche devant la tele',
  'je m endors toujours sur le cote droit',
  'ma fille s endort tard le soir',
];

/** Being killed by chance, and that would suit me: a passive wish to die. */
export const FR_CHANCE_DEATH_CRISES7: (readonly [string, string])[] = [
  ['self_harm', 'si un camion me fauchait ce serait pas plus mal'],
  ['self_harm', 'si une voiture me renversait demain ca m arrangerait'],
  ['self_harm', 'jme dis que si je me faisais renverser ce serait pas plus mal'],
  ['self_harm', 'si mon coeur s arretait cette nuit ca me soulagerait'],
  ['self_harm', 'si la maladie m emportait ce serait pas plus mal franchement'],
  ['self_harm', 'si un bus m ecrasait ca m arrangerait bien'],
];
export const FR_CHANCE_DEATH_LOOKALIKES7: string[] = [
  'si la pluie s arretait ce serait pas plus mal',
  'si mon fils me ramenait des courses ca m arrangerait',
  'si le bus passait plus souvent ce serait pas plus mal',
];

/** The thought named first and denied after: it never crossed my mind. */
export const FR_DENIED_AFTER_LOOKALIKES7: string[] = [
  'l idee d en finir ca m a jamais traverse l esprit',
  'me tuer ca m est jamais venu a l esprit',
  'des fois je suis triste mais en finir j y ai jamais pense',
  'me foutre en l air ca m a jamais effleure l esprit',
  'mettre fin a mes jours ca m a jamais traverse la tete',
];
export const FR_DENIED_AFTER_CRISES7: (readonly [string, string])[] = [
  ['self_harm', 'en finir j y pense tous les jours'],
  ['self_harm', 'me tuer j y pense de plus en plus'],
  ['self_harm', 'l idee d en finir ca me traverse l esprit tous les jours'],
];

/** Forgetting told as the dose "going out of my head", and no money left. */
export const FR_BARRIERS7: (readonly [string, string[]])[] = [
  ['ca me sort completement de la tete', ['forgetfulness']],
  ['avec le boulot ca me sort de la tete le soir', ['forgetfulness']],
  ['ca m est sorti de la tete', ['forgetfulness']],
  ['j ai plus un sou avant le debut du mois', ['cost']],
  ['pas un sou pour la pharmacie en ce moment', ['cost']],
  ['j ai plus un rond', ['cost']],
  ['je suis fauche jusqu a la fin du mois', ['cost']],
];

/** Decision 269: stifling in the heat, getting on one's nerves, never missing one, the pill left on the table, a pharmacy that delivers. */
export const FR_FIGURE_LOOKALIKES7: string[] = [
  'j etouffe dans cet appart avec la canicule',
  'on etouffe avec cette chaleur vivement l automne',
  'j etouffe de chaleur dans le bus',
  'mon mari me tape sur les nerfs depuis sa retraite',
  'elle me tape sur le systeme avec ses questions',
  'les voisins me tapent sur les nerfs avec leur musique',
];
export const FR_FIGURE_CRISES7: (readonly [string, string])[] = [
  ['breathing', 'j etouffe j arrive plus a respirer meme assis'],
  ['unsafe_at_home', 'il me tape dessus quand il a bu'],
  ['unsafe_at_home', 'mon mari me tape et me menace'],
];
/** Replies to "have you taken it?" */
export const FR_YES_NO7: (readonly [string, 'yes' | 'no'])[] = [
  ['evidemment j en rate jamais', 'yes'],
  ['bien sur j en loupe jamais', 'yes'],
  ['oui j en saute jamais une', 'yes'],
  ['j en rate jamais', 'yes'],
  ['je l ai laisse sur la table de la cuisine', 'no'],
  ['je les ai laisses sur la table de nuit', 'no'],
  ['il est encore dans le pilulier', 'no'],
  ['elles sont toujours dans le pilulier oups', 'no'],
];
export const FR_NO_BARRIER7: string[] = [
  'ma voiture est en panne mais la pharmacie me les livre a domicile',
  'plus de bus mais le pharmacien me les apporte a la maison',
  'j ai plus de voiture mais ils livrent a domicile donc pas de souci',
];
