import {
  FR_ALLERGY9, FR_ALLERGY_LOOKALIKES9, FR_GUARDS9, FR_BLEEDING9, FR_BLEEDING_LOOKALIKES9, FR_BREATHING9, FR_BREATHING_LOOKALIKES9, FR_HEART9,
  FR_HEART_LOOKALIKES9, FR_OVERDOSE9, FR_OVERDOSE_LOOKALIKES9, FR_STROKE9, FR_STROKE_LOOKALIKES9, FR_SUICIDE9, FR_SUICIDE_LOOKALIKES9,
  FR_UNCONSCIOUS9, FR_UNCONSCIOUS_LOOKALIKES9,
} from './fr-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * French round 9 (decisions 313-314): the warning signs public health teaches, written from the
 * research file before the engine was widened for them. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // red urine alone (no blood thinner, no clots, no bruises) has no frame: beetroot and drugs redden it too
  'mes urines sont couleur coca',
  // a bruise alone, with no blood thinner named, is no emergency the engine can tell
  'j ai de gros bleus sans raison',
  // eyes swollen shut without breath or swallowing named: a swollen morning face has the same words
  'les yeux gonflés, fermés, apres la piqure',
  // "crise" alone is also a panic attack, a tantrum or a liver attack; nothing here names a fit
  'la crise dure depuis plus de 5 minutes',
  'il a refait une autre crise juste apres',
  // "tous ses médicaments" is also every dose due; the drink frame wants a box, a handful or too many
  'elle a pris tous ses medicaments avec de l alcool',
  // look-alikes: one eye without glasses is still "je ne vois plus d'un oeil" to the one-eye frame
  'je ne vois plus d un oeil sans mes lunettes de lecture',
  // the lips + blue frame has no cause unless; a food word there would be fitted to this one row
  'il a les levres bleues a cause des myrtilles',
  // the fixed phrase "double dose" is not denied by "je n'ai pas pris de" before it
  'je n ai pas pris de double dose, j ai vérifié le pilulier',
  // "dans ma vie" is no history word (it would excuse "jamais eu si mal dans ma vie"); "ai pris trop de" is a fixed phrase
  'j ai pris trop de medicaments dans ma vie, j en ai marre des cachets',
]);

crisisRows('fr round 9: stroke (VITE)', inLanguage.crises('fr', FR_STROKE9), NOT_YET);
lookalikeRows('fr round 9: stroke look-alikes', inLanguage.lookalikes('fr', FR_STROKE_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: heart attack', inLanguage.crises('fr', FR_HEART9), NOT_YET);
lookalikeRows('fr round 9: heart look-alikes', inLanguage.lookalikes('fr', FR_HEART_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: internal bleeding', inLanguage.crises('fr', FR_BLEEDING9), NOT_YET);
lookalikeRows('fr round 9: bleeding look-alikes', inLanguage.lookalikes('fr', FR_BLEEDING_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: breathing', inLanguage.crises('fr', FR_BREATHING9), NOT_YET);
lookalikeRows('fr round 9: breathing look-alikes', inLanguage.lookalikes('fr', FR_BREATHING_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: anaphylaxis', inLanguage.crises('fr', FR_ALLERGY9), NOT_YET);
lookalikeRows('fr round 9: anaphylaxis look-alikes', inLanguage.lookalikes('fr', FR_ALLERGY_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: unconsciousness and seizure', inLanguage.crises('fr', FR_UNCONSCIOUS9), NOT_YET);
lookalikeRows('fr round 9: unconsciousness look-alikes', inLanguage.lookalikes('fr', FR_UNCONSCIOUS_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: overdose and poisoning', inLanguage.crises('fr', FR_OVERDOSE9), NOT_YET);
lookalikeRows('fr round 9: overdose look-alikes', inLanguage.lookalikes('fr', FR_OVERDOSE_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: suicide warning signs', inLanguage.crises('fr', FR_SUICIDE9), NOT_YET);
lookalikeRows('fr round 9: suicide look-alikes', inLanguage.lookalikes('fr', FR_SUICIDE_LOOKALIKES9), NOT_YET);
lookalikeRows('fr round 9: guards around the new words', inLanguage.lookalikes('fr', FR_GUARDS9), NOT_YET);
