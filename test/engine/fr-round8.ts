/**
 * French round 8 (decisions 295-299): what the third batch of blind dev items (decision 273, fr-7001 on)
 * showed the engine could not read, said in other words, persons and registers (voice transcripts
 * without accents or punctuation, SMS spelling), with the look-alikes that must stay quiet. Written
 * before the engine was changed for them. Read by test/engine/understand-fr-round8.test.ts.
 */

/** Not being here much longer, soon, with the plan made: a death wish told as an absence to come. */
export const FR_NOT_HERE_CRISES8: (readonly [string, string])[] = [
  ['self_harm', 'bientot je serai plus la pour vous embeter'],
  ['self_harm', 'je serai plus la pour longtemps de toute facon j ai tout prevu'],
  ['self_harm', 'ne vous inquietez pas, bientôt je ne serai plus là'],
  ['self_harm', 'd ici peu je serai plus de ce monde j ai tout organise'],
  ['self_harm', 'jai tout regle bientot je serai plus la'],
  ['self_harm', 'oui je les prends mais bientot je serai plus la pour t embeter'],
  ['self_harm', 'jserai plus la bientot t inquiete'],
  ['self_harm', 'de toute facon je serai bientot plus de ce monde'],
  ['self_harm', 'je serai bientot plus la'],
];
export const FR_NOT_HERE_LOOKALIKES8: string[] = [
  'je serai plus la la semaine prochaine je pars en vacances',
  'bientot je serai plus la le mardi je change de travail',
  'je ne serai plus là à partir de lundi, je déménage chez ma fille',
  'j ai tout prevu pour le voyage de dimanche',
  'je serai bientot plus la je pars en vacances',
  'quand je ne serai plus de ce monde ma fille aura la maison',
  'je serai plus la pour longtemps au bureau, je change de travail',
];

/** A relative tells the patient's own wish to end it ("elle veut en finir"), or a gun asked for. */
export const FR_RELATIVE_WISH_CRISES8: (readonly [string, string])[] = [
  ['self_harm', 'mon mari dit qu il veut en finir depuis hier'],
  ['self_harm', 'papa repete qu il va en finir'],
  ['self_harm', 'ma femme veut en finir elle me l a dit ce matin'],
  ['self_harm', 'elle dit tout le temps qu elle voudrait en finir'],
  ['self_harm', 'c est son fils qui ecrit, il veut en finir depuis la mort de maman'],
  ['self_harm', 'maman m a demande ou papa rangeait sa carabine'],
  ['self_harm', 'il m a demande ou etaient les cartouches du fusil'],
  ['self_harm', 'elle cherche ou on a range le fusil de papi'],
  ['self_harm', 'ma mere n arrete pas de dire qu elle va en finir'],
  ['self_harm', 'il m a demande ou je cachais la mort aux rats'],
];
export const FR_RELATIVE_WISH_LOOKALIKES8: string[] = [
  'mon fils veut en finir avec ses etudes',
  'ma femme veut en finir avec ce traitement',
  'mon mari m a demande ou etait son fusil pour aller a la chasse',
  'elle ne m a jamais demande ou est le fusil',
  'mon chef va me tuer si j arrive en retard',
  'je garde la corde a linge dans le garage',
  'mon mari garde son fusil de chasse au grenier',
];

/** A joke taken back ("non je rigole"), the check-in's texts as the cause. */
export const FR_JOKE_LOOKALIKES8: string[] = [
  'si je dois encore repondre a vos textos je vais me jeter par la fenetre non je rigole',
  'encore un texto et je vais me pendre nan je rigole ca va',
  'je vais me tirer une balle si ca continue je plaisante hein',
  'vos textos vont finir par me tuer mdr',
  'encore vos questions je vais me jeter sous un train c est pour rire',
];
export const FR_JOKE_CRISES8: (readonly [string, string])[] = [
  ['self_harm', 'je vais me jeter par la fenetre et je rigole pas'],
  ['self_harm', 'je rigole plus du tout j ai envie de me jeter par la fenetre'],
  ['self_harm', 'je vais me pendre ce soir'],
  ['self_harm', 'vos textos changent rien je vais me pendre ce soir'],
];

/** Something that "will end up killing me": the medicine, the work, the price; not the patient's act. */
export const FR_END_UP_KILLING_LOOKALIKES8: string[] = [
  'ces cachets vont finir par me tuer tellement ils coutent cher',
  'ce traitement va finir par me tuer',
  'le boulot va finir par me tuer',
  'ça va finir par me tuer ces factures',
  'ces piqures vont finir par me tuer a ce prix la',
  'ces medocs vont finir par me tuer lol',
  'le prix de ces cachets va finir par me tuer',
];
export const FR_END_UP_KILLING_CRISES8: (readonly [string, string])[] = [
  ['self_harm', 'je vais finir par me tuer si ça continue'],
  ['self_harm', 'je finirai par me tuer'],
  ['self_harm', 'un jour je vais finir par me tuer avec ces cachets'],
  ['self_harm', 'ces cachets je vais finir par les prendre tous pour me tuer'],
];

/** Out of breath, stifled, said as a figure: with the chores or the children, or said so ("au sens figuré"). */
export const FR_BREATH_FIGURE_LOOKALIKES8: string[] = [
  'je suis a bout de souffle avec le demenagement',
  'on est tous a bout de souffle avec les enfants malades',
  'je suffoque avec tous ces dossiers au boulot',
  'j etouffe dans ce couple mais c est une facon de parler',
  'j\'étouffe au sens figuré avec mes beaux-parents',
  'j etouffe a cause du boulot',
  'je suis a bout de souffle avec mon patron',
];
export const FR_BREATH_FIGURE_CRISES8: (readonly [string, string])[] = [
  ['breathing', 'je suis a bout de souffle meme assis'],
  ['breathing', 'à bout de souffle au sens propre je respire plus'],
  ['breathing', 'j etouffe c est pas une facon de parler'],
  ['breathing', 'j etouffe avec mon inhalateur qui marche pas'],
  ['breathing', 'j etouffe avec les enfants autour au sens propre'],
];

/** A sign as the subject of someone's stories ("ses histoires d'hémorragie"), not of the patient. */
export const FR_STORY_LOOKALIKES8: string[] = [
  'mon mari regarde des series medicales avec leurs histoires d avc',
  'ma fille me raconte ses histoires d hemorragie de l hopital moi ca va',
  'arrete avec tes histoires de crise cardiaque',
  'ma soeur et ses histoires d infarctus ca me fatigue',
  'mon fils me raconte des histoires d overdose au lycee',
];
export const FR_STORY_CRISES8: (readonly [string, string])[] = [
  ['bleeding', 'ma femme saigne beaucoup du nez depuis une heure'],
  ['chest_pain', 'mon mari a une douleur a la poitrine et c est pas des histoires'],
  ['stroke', 'c est pas des histoires il a la bouche de travers depuis ce matin'],
  // "une série de" is a count, not a show
  ['unconsciousness', 'il a fait une serie de convulsions ce matin'],
  ['bleeding', 'j ai eu une serie de saignements de nez qui s arretent pas'],
];

/** The chest pain of another day, its benign cause found ("c'était une contracture"), nothing now. */
export const FR_BENIGN_CAUSE_LOOKALIKES8: string[] = [
  'la douleur a la poitrine d hier c etait du reflux le medecin a vu',
  'mon oppression dans la poitrine de samedi c était une crise d\'angoisse, ecg normal',
  'la douleur dans la poitrine c etait une contracture d apres le medecin',
  'ma douleur a la poitrine de dimanche c etait juste une nevralgie',
  'l oppression dans la poitrine d hier soir c etait l angoisse',
  'la douleur thoracique de mardi c etait musculaire d apres le cardiologue',
];
export const FR_BENIGN_CAUSE_CRISES8: (readonly [string, string])[] = [
  ['chest_pain', 'j ai une douleur a la poitrine c est surement une contracture'],
  ['chest_pain', 'la douleur a la poitrine de lundi c etait une contracture mais la ca recommence plus fort'],
  ['chest_pain', 'la douleur a la poitrine de lundi c etait une contracture et la elle est revenue'],
  ['chest_pain', 'j ai encore une douleur a la poitrine, le medecin pense que c etait une contracture'],
  ['chest_pain', 'la douleur a la poitrine de lundi c etait une contracture mais j ai encore mal'],
];

/** Pins and needles: "des fourmis dans les doigts", fingers that "fourmillent" or "picotent". */
export const FR_TINGLING8: (readonly [string, string[]])[] = [
  ['fourmis dans les pieds le soir', ['tingling']],
  ['j ai les doigts qui fourmillent', ['tingling']],
  ['ca fourmille dans mes jambes', ['tingling']],
  ['les mains qui picotent depuis le nouveau cachet', ['tingling']],
  ['plein de fourmis dans les bras', ['tingling']],
  ['fourmis dans les doigts et je vois flou', ['tingling', 'blurred_vision']],
  ['ca me picote les doigts', ['tingling']],
  ['mes pieds fourmillent le soir', ['tingling']],
];
export const FR_NO_TINGLING8: string[] = [
  'on a des fourmis dans la cuisine',
  'les fourmis ont envahi le jardin',
];

/** Overdoses told as arithmetic: left to the overdose engineer (brief of round 8). */
export const FR_OVERDOSE_ARITHMETIC8: (readonly [string, string])[] = [
  ['overdose', 'j ai fait trois fois ma dose d insuline sans faire expres'],
  ['overdose', 'jai pris deux fois mes cachets du soir j avais oublie que je les avais pris'],
];
