import {
  DE_CRISES9_ALLERGY, DE_CRISES9_BLEED, DE_CRISES9_BREATH, DE_CRISES9_HEART, DE_CRISES9_OVERDOSE, DE_CRISES9_SELF_HARM,
  DE_CRISES9_STROKE, DE_CRISES9_UNCONSCIOUS, DE_LOOKALIKES9_ALLERGY, DE_LOOKALIKES9_BLEED, DE_LOOKALIKES9_BREATH,
  DE_LOOKALIKES9_HEART, DE_LOOKALIKES9_OVERDOSE, DE_LOOKALIKES9_SELF_HARM, DE_LOOKALIKES9_STROKE, DE_LOOKALIKES9_UNCONSCIOUS,
} from './de-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * German round 9 (decisions 311-312), written before the engine was widened for it: the warning
 * signs public health campaigns and leaflets teach, in their lay words (/tmp/vocab-research/de.md),
 * and look-alikes of the same words. Rows the engine cannot read yet are in `NOT_YET` (it.fails),
 * each with the reason.
 */
const NOT_YET = new Set<string>([
  // FAST's "cannot lift the arm" with no side and no suddenness: after a shoulder operation or a fall it is ordinary; no frame takes
  // a weak arm alone.
  'sie kann den arm nicht heben',
  // "knickt weg": the "weg" after the leg is read by the fronted-denial check as the thing gone (a negation post-cue), although
  // decision 294 keeps it out of the resolution look-behind; not found where within this round.
  'das linke bein knickt weg',
  // Not finding the words with no suddenness, no onset and no other sign: "findet die Wörter nicht" is also a speech-concept word, so the
  // speech frame has no second concept; a lost word alone is not read (a cold, a shy child).
  'er findet die wörter nicht mehr',
  // The comma between "nicht" and "was ich sage" parts the not-understanding phrase, which is matched inside a clause; without the comma it is read.
  'oma versteht plötzlich nicht, was ich sage',
  // Balance: no German gait concept (`gaitOff`) was added, and the only frame with it wants a vision loss beside it; a new
  // sudden-plus-gait frame would change the other languages' readings too. Staggering "wie betrunken" alone is not read.
  'sie torkelt wie betrunken, hat aber nichts getrunken',
  'plötzlich schwindel, alles dreht sich und ich kann nicht mehr gerade stehen',
  // Blood in the urine, red or cola-coloured urine, clots in it, large bruises: the frames read them only with a blood thinner or bruises
  // named beside them (`redUrine`, which now has German words, with `anticoag`/`bruise`); alone they go to the nurse, not the emergency line.
  // "blutklumpen" is one word, so `clots` has no separate `blood` beside it.
  'ich hab blut im urin',
  'mein pipi ist ganz rot',
  'blutklumpen im urin',
  'der urin ist wie cola',
  // Bruises with a blood thinner: `bruise` and `anticoag` meet in no frame; bruising on a blood thinner is expected, and size ("riesig")
  // is no concept.
  'ich hab riesige blaue flecken ohne grund, bin auf xarelto',
  // Panting alone ("japst") is read only at rest, blue or unable to speak; a sentence not finished only with a breathing word beside it.
  'sie japst nur noch',
  'er schafft keinen ganzen satz mehr',
  // "weg" after the air is read as a denial post-cue (the thing gone) even with the new `unable` phrases and the resolution look-behind.
  'mir bleibt die luft weg',
  // "der Hals ist trotzdem zu": the throat and the swelling word "zu" meet, but no escalation follows; not found why within this round.
  'hab den epipen gespritzt, der hals ist trotzdem zu',
  // A child at the medicine cabinet, empty packs found, the short insulin instead of the long, pills with alcohol: no amount, no
  // drug the frames weigh ("was", "falsches insulin"), or alcohol with pills but no amount or drowsiness (the alcohol frame wants one).
  'mein sohn hat was aus dem medikamentenschrank gegessen',
  'ich hab leere packungen bei ihm gefunden',
  'falsches insulin gespritzt, das kurze statt dem langen',
  'er hat tabletten mit alkohol genommen',
  // Indirect wishes without a wish word ("einfach einschlafen und weg sein"), a wish for it to stop without a life word, "wär" folded to
  // "war" (read as the past), and hopelessness alone ("das wird nie mehr gut"): no frame takes them without also taking sleep, pain
  // or a bad day.
  'einfach einschlafen und weg sein',
  'ich will, dass es endlich aufhört, alles',
  'besser, ich wär nicht mehr da',
  'das wird nie mehr gut',
  // Look-alikes that escalated before this round: "zusammengebrochen" is a lexicon term for unconsciousness whatever broke down (a
  // laptop), and "doppelte Dosis" is a lexicon term of overdose whoever prescribed it.
  'der laptop ist zusammengebrochen',
  'der arzt hat die doppelte dosis verordnet',
]);

crisisRows('de round 9: stroke signs (face, one side, speech, vision, balance)', inLanguage.crises('de', DE_CRISES9_STROKE), NOT_YET);
lookalikeRows('de round 9: stroke look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_STROKE), NOT_YET);
crisisRows('de round 9: heart-attack signs', inLanguage.crises('de', DE_CRISES9_HEART), NOT_YET);
lookalikeRows('de round 9: heart-attack look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_HEART), NOT_YET);
crisisRows('de round 9: internal bleeding', inLanguage.crises('de', DE_CRISES9_BLEED), NOT_YET);
lookalikeRows('de round 9: bleeding look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_BLEED), NOT_YET);
crisisRows('de round 9: breathing', inLanguage.crises('de', DE_CRISES9_BREATH), NOT_YET);
lookalikeRows('de round 9: breathing look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_BREATH), NOT_YET);
crisisRows('de round 9: anaphylaxis', inLanguage.crises('de', DE_CRISES9_ALLERGY), NOT_YET);
lookalikeRows('de round 9: anaphylaxis look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_ALLERGY), NOT_YET);
crisisRows('de round 9: unconsciousness and seizure', inLanguage.crises('de', DE_CRISES9_UNCONSCIOUS), NOT_YET);
lookalikeRows('de round 9: unconsciousness look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_UNCONSCIOUS), NOT_YET);
crisisRows('de round 9: overdose and poisoning', inLanguage.crises('de', DE_CRISES9_OVERDOSE), NOT_YET);
lookalikeRows('de round 9: overdose look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_OVERDOSE), NOT_YET);
crisisRows('de round 9: suicidal thoughts told indirectly', inLanguage.crises('de', DE_CRISES9_SELF_HARM), NOT_YET);
lookalikeRows('de round 9: look-alikes of the indirect signs', inLanguage.lookalikes('de', DE_LOOKALIKES9_SELF_HARM), NOT_YET);
