import { EN_CRISES9, EN_LOOKALIKES9, EN_LOOKALIKES9_SECOND } from './en-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 9, English (decisions 305 on): warning signs in the words public health campaigns and
 * patient leaflets teach, as whole replies, and look-alikes of them, written before the engine was
 * changed for them. Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // a dead arm alone, no side and no other sign: the ordinary arm slept on reads the same words
  "his arm just went dead about 20 mins ago",
  // half the field of sight gone: "half of everything" is no vision word yet, and with a side alone it is no frame
  "half of everything has gone on the right",
  // escalate, as breathing: the breathing frame comes first, the heart-attack and allergy frames are not reached (category only)
  "my arm and jaw are aching and i cant breathe properly",
  "covered in hives and cant breathe",
  "stung by a bee and cant breathe",
  // blood or clots in the urine without a blood thinner or bruises: the urine frame (decision 281) needs one; alone it is urgent, not an emergency, and clots alone are also a period
  "theres blood in my wee",
  "passing clots in my urine",
  // a spreading bruise on the tummy with no blood thinner named: the ordinary heparin-injection bruise reads the same
  "big bruise spreading on my tummy",
  // "out cold" is mostly fast asleep in everyday English
  "hes out cold",
  // a hypo after insulin without food: no frame reads insulin, a meal skipped and the signs together
  "did my insulin and didnt eat now shaky and confused",
  // "ODd" folds to the word "odd"
  "she ODd",
  // "if I don't see you again" closes ordinary messages too ("before Christmas"); alone, with a thank-you, it is not read
  "if i dont see you again thank you",
  // look-alikes that still escalate: a year is no history word; a
  // resolution told as "warmed up"; a laugh after choking; a time after "won't wake up"; "pictures" taken too many; a double
  // dose denied by "didn't take"; a time after "don't want to wake up"; "tired of living" followed by where
  "elephant sitting on my chest, thats what the heart attack felt like in 2015",
  "her lips went blue in the pool but warmed up in a minute",
  "the film had me choking on my popcorn ha",
  "he wont wake up before 10 on a saturday",
  "i took too many pictures on holiday",
  "didnt take a double dose, i checked the box",
  "i dont want to wake up early tomorrow",
  "tired of living out of a suitcase",
  // probing the new words: a bruise of years ago read across the comma with the blood thinner now; a move told in the next
  // clause is not read against "won't be a problem much longer"
  "had a big bruise on my arm years ago, im on warfarin",
  "i wont be a problem much longer for the neighbours, moving out friday",
]);

crisisRows('en round 9: warning signs in public-health words escalate', inLanguage.crises('en', EN_CRISES9), NOT_YET);
lookalikeRows('en round 9: look-alikes of the warning signs do not escalate', inLanguage.lookalikes('en', EN_LOOKALIKES9), NOT_YET);
lookalikeRows('en round 9: look-alikes of the new words', inLanguage.lookalikes('en', EN_LOOKALIKES9_SECOND), NOT_YET);
