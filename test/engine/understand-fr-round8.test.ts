import { describe } from 'vitest';
import {
  FR_BENIGN_CAUSE_CRISES8, FR_BENIGN_CAUSE_LOOKALIKES8, FR_BREATH_FIGURE_CRISES8, FR_BREATH_FIGURE_LOOKALIKES8, FR_END_UP_KILLING_CRISES8,
  FR_END_UP_KILLING_LOOKALIKES8, FR_JOKE_CRISES8, FR_JOKE_LOOKALIKES8, FR_NOT_HERE_CRISES8, FR_NOT_HERE_LOOKALIKES8, FR_NO_TINGLING8,
  FR_OVERDOSE_ARITHMETIC8, FR_RELATIVE_WISH_CRISES8, FR_RELATIVE_WISH_LOOKALIKES8, FR_STORY_CRISES8, FR_STORY_LOOKALIKES8, FR_TINGLING8,
} from './fr-round8';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * French round 8 (decisions 295-299), written before the engine was widened for it. Rows the engine
 * cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
// Rows first (decision 295): every row the engine did not read when they were written, until the change that reads it.
const NOT_YET = new Set<string>([
  "bientot je serai plus la pour vous embeter",
  "je serai plus la pour longtemps de toute facon j ai tout prevu",
  "ne vous inquietez pas, bientôt je ne serai plus là",
  "d ici peu je serai plus de ce monde j ai tout organise",
  "jai tout regle bientot je serai plus la",
  "oui je les prends mais bientot je serai plus la pour t embeter",
  "mon mari dit qu il veut en finir depuis hier",
  "papa repete qu il va en finir",
  "ma femme veut en finir elle me l a dit ce matin",
  "elle dit tout le temps qu elle voudrait en finir",
  "c est son fils qui ecrit, il veut en finir depuis la mort de maman",
  "maman m a demande ou papa rangeait sa carabine",
  "il m a demande ou etaient les cartouches du fusil",
  "elle cherche ou on a range le fusil de papi",
  "si je dois encore repondre a vos textos je vais me jeter par la fenetre non je rigole",
  "encore un texto et je vais me pendre nan je rigole ca va",
  "je vais me tirer une balle si ca continue je plaisante hein",
  "vos textos vont finir par me tuer mdr",
  "ces cachets vont finir par me tuer tellement ils coutent cher",
  "ce traitement va finir par me tuer",
  "le boulot va finir par me tuer",
  "ça va finir par me tuer ces factures",
  "ces piqures vont finir par me tuer a ce prix la",
  "je suis a bout de souffle avec le demenagement",
  "on est tous a bout de souffle avec les enfants malades",
  "je suffoque avec tous ces dossiers au boulot",
  "j etouffe dans ce couple mais c est une facon de parler",
  "j'étouffe au sens figuré avec mes beaux-parents",
  "mon mari regarde des series medicales avec leurs histoires d avc",
  "ma fille me raconte ses histoires d hemorragie de l hopital moi ca va",
  "arrete avec tes histoires de crise cardiaque",
  "ma soeur et ses histoires d infarctus ca me fatigue",
  "la douleur a la poitrine d hier c etait du reflux le medecin a vu",
  "ma douleur a la poitrine de dimanche c etait juste une nevralgie",
  "mon oppression dans la poitrine de samedi c était une crise d'angoisse, ecg normal",
  "la douleur dans la poitrine c etait une contracture d apres le medecin",
  "fourmis dans les pieds le soir",
  "j ai les doigts qui fourmillent",
  "ca fourmille dans mes jambes",
  "les mains qui picotent depuis le nouveau cachet",
  "plein de fourmis dans les bras",
  "fourmis dans les doigts et je vois flou",
  "on a des fourmis dans la cuisine",
]);

crisisRows('fr round 8: not here much longer', inLanguage.crises('fr', FR_NOT_HERE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: away for a holiday or a move', inLanguage.lookalikes('fr', FR_NOT_HERE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: a relative tells the wish to end it, a gun asked for', inLanguage.crises('fr', FR_RELATIVE_WISH_CRISES8), NOT_YET);
lookalikeRows('fr round 8: done with studies, a gun for hunting', inLanguage.lookalikes('fr', FR_RELATIVE_WISH_LOOKALIKES8), NOT_YET);
lookalikeRows('fr round 8: a joke taken back', inLanguage.lookalikes('fr', FR_JOKE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: not a joke', inLanguage.crises('fr', FR_JOKE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: it will end up killing me', inLanguage.lookalikes('fr', FR_END_UP_KILLING_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: I will end up killing myself', inLanguage.crises('fr', FR_END_UP_KILLING_CRISES8), NOT_YET);
lookalikeRows('fr round 8: out of breath as a figure', inLanguage.lookalikes('fr', FR_BREATH_FIGURE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: out of breath for real', inLanguage.crises('fr', FR_BREATH_FIGURE_CRISES8), NOT_YET);
lookalikeRows('fr round 8: a sign in someone\'s stories', inLanguage.lookalikes('fr', FR_STORY_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: no stories', inLanguage.crises('fr', FR_STORY_CRISES8), NOT_YET);
lookalikeRows('fr round 8: a chest pain of another day and its cause', inLanguage.lookalikes('fr', FR_BENIGN_CAUSE_LOOKALIKES8), NOT_YET);
crisisRows('fr round 8: a cause guessed, or the pain back', inLanguage.crises('fr', FR_BENIGN_CAUSE_CRISES8), NOT_YET);

// overdose engineer: a multiple of the dose is theirs (brief of round 8); the dose taken twice is read already
const OVERDOSE_ENGINEER = new Set(['j ai fait trois fois ma dose d insuline sans faire expres']);
crisisRows('fr round 8: overdoses told as arithmetic (overdose engineer)', inLanguage.crises('fr', FR_OVERDOSE_ARITHMETIC8), OVERDOSE_ENGINEER);

const sideEffectQ = { ...Q.notes, id: 'side_effects', topic: 'side_effects' };
describe('fr round 8: pins and needles', () => {
  const test = rowTest(NOT_YET);
  for (const [text, side_effects] of FR_TINGLING8) test(text)(text, () => check(sideEffectQ, 'fr', text, { side_effects }));
  for (const text of FR_NO_TINGLING8) test(text)(text, () => check(sideEffectQ, 'fr', text, { side_effects: [] }));
});
