import type { Language } from '../types';
import type { Hit } from './matcher';
import type { PhraseTag } from './phrases';
import { type Reading, clauseAround, clauseEnd, hitsOf, isBoundary, isLeadingAnswer } from './reading';

/**
 * NEGATION: is a phrase denied in its clause? The scope, in every language (the words are in each
 * lexicon's `negation`):
 *
 * - Before the phrase: a cue ("no", "not", "non", "kein", "pas", "sin") directly before it or
 *   separated only by bridge words, at most six words back: "I don't have any chest pain", "non ho
 *   dolore al petto", "pas de douleur". Outside safety a neighbour already denied and joined by
 *   "or"/"and" lends its cue ("no nausea or vomiting"); in safety (`strict`) "and" is not a bridge
 *   and nothing is lent, so in "no nausea and chest pain" the chest pain stands.
 * - French "plus" negates only after "ne"/"n" ("je n'ai plus de nausées"), opening its clause
 *   before "de" ("plus de pression dans la poitrine", "no more pressure") or between an auxiliary and
 *   a determiner ("j'ai plus ces idées noires"); "pas mal de" is "quite a lot of", a complaint.
 * - Right after the phrase: a word of its own ("pain free", "schmerzfrei" split).
 * - Closing the clause after it, with only bridge words or a subject pronoun between: "the pain is
 *   gone", "Brustschmerzen habe ich keine".
 * - Never across a clause end (punctuation or "but", "ma", "pero", "aber", "mais"), nor across a
 *   pronoun before the phrase: "no I have chest pain" is an answer "no", then a complaint; nor from
 *   a "no" opening the reply or its clause right before a possessive ("no my lips are swelling").
 * - Except a phrase asked back and answered (`cueAnsweringEcho`): the next clause holds only the
 *   language's "no" answers and negation words, and the phrase's clause is the question echoed,
 *   either ending in "?" with the phrase at most three words before it ("Druck auf der Brust? nein",
 *   "¿presión en el pecho? para nada"; questions asked back in a row share the answer), or, in
 *   safety only, short without a "?" as a voice transcript writes it ("chest pain no", "dolore al
 *   petto. per niente"). The answer is in another clause, so it is not spent: it answers a yes/no
 *   question too. A "no" that is itself asked ("…, ¿no?") is a question tag, not an answer.
 * - An intensifier within two words after the phrase makes the negation a comparison, not a denial:
 *   "I've never had chest pain like this", "noch nie so stark".
 * - A phrase that carries its own negation ("I can't breathe", "je ne veux plus vivre") is not
 *   negatable (`phrases.ts`).
 */

/** Subject pronouns may sit between the words of a post-negation ("Brustschmerzen habe ICH keine"). */
const PRONOUNS = new Set(['i', 'io', 'yo', 'ich', 'je', 'j']);
/** A "no" answer opening its clause, and the possessives after which it is no denial of what follows. */
const ANSWER_NO = new Set(['no', 'nein', 'non', 'nope', 'nah']);
const POSSESSIVES = new Set(['my', 'our', 'mio', 'mia', 'miei', 'mie', 'mi', 'mis', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'mon', 'ma', 'mes']);
/** French "plus" negates only after "ne"/"n". */
const FRENCH_NE = new Set(['ne', 'n']);
/** "nor" words: in the strict reading they lend the denial of the phrase right before them ("nessun dolore al petto né affanno"). */
const NOR = new Set(['nor', 'ne', 'ni', 'noch']);
/** "or" right before a safety phrase (cueBefore, strict). */
const OR = new Set(['or']);
/** After a closing cue, "mehr" makes it "no more" ("keine mehr"). */
const NO_MORE = new Set(['mehr']);
/** "dal nulla", "dal niente", "de la nada": "out of nowhere", never a denial. */
const OUT_OF_NOWHERE = new Set(['dal nulla', 'dal niente', 'la nada', 'del nulla']);
/** Italian "non mi si gonfiano": "si" right after "non" or after "non" and a clitic ("dal nulla mi si gonfia" is a complaint). */
function italianReflexiveAfterNon(tokens: readonly string[], j: number): boolean {
  return tokens[j - 1] === 'non' || (IT_CLITICS.has(tokens[j - 1] as string) && tokens[j - 2] === 'non');
}
const IT_CLITICS = new Set(['mi', 'ti', 'gli', 'le', 'ci', 'vi']);
/** Spanish clitics after the reflexive "se" ("no se me", "no se le"). */
const CLITIC_AFTER_SE = new Set(['me', 'le', 'te', 'nos', 'les']);
/** "doler" never takes the reflexive "se": "no se me duele el pecho" is "no sé, me duele", a complaint. */
const NEVER_REFLEXIVE_ES = /^(?:duel|dol)/;
/** The Spanish "se" of "no se me hinchan": a clitic follows and the verb after it can be reflexive. */
const reflexiveSe = (tokens: readonly string[], j: number): boolean =>
  CLITIC_AFTER_SE.has(tokens[j + 1] as string) && NO_BEFORE_SE.has(tokens[j - 1] as string) && !NEVER_REFLEXIVE_ES.test((tokens[j + 2] as string | undefined) ?? '');
/** Only right after "no", "nunca", "jamás", "ni" ("ni se me pasa por la cabeza"): "de la nada se me aflojó" is "out of nowhere". */
const NO_BEFORE_SE = new Set(['no', 'nunca', 'jamas', 'ni']);
/** "and" words: in the strict reading one right before a closing cue starts a new predicate. */
const AND_BEFORE_CUE = new Set(['and', 'e', 'y', 'und', 'et', 'ed']);
/** How far back a cue may be from the phrase, and how far after a closing cue. */
const MAX_STEPS_BACK = 6;
const MAX_STEPS_TO_POST_CUE = 4;

/**
 * Spanish clitic pronouns do not count towards the distance back to a cue: a compound tense and a
 * periphrasis already fill the span ("no ME han vuelto a dar esos dolores de pecho").
 */
const FREE_STEPS: Partial<Record<string, ReadonlySet<string>>> = { es: new Set(['me', 'se', 'te', 'le', 'les', 'lo']) };

/** The index of the cue negating the tokens [start, end), or -1. `strict` is the safety reading. */
export function negationCue(reading: Reading, start: number, end: number, strict: boolean): number {
  let cue = cueBefore(reading, start, strict);
  if (cue < 0) cue = cueRightAfter(reading, end);
  if (cue < 0) cue = cueClosingClause(reading, end, strict);
  if (cue < 0) cue = cueBeforeClosingParticiple(reading, end);
  if (cue < 0) cue = cueAfterTopicalised(reading, start, end);
  if (cue < 0 && strict) cue = cueDenyingFrontedPhrase(reading, start, end);
  if (cue < 0) cue = cueAnsweringEcho(reading, start, end, strict);
  if (cue < 0 || (comparisonFollows(reading, end) && !saysNoLonger(reading, cue))) return -1;
  return cue;
}

/** Words that, right before the cue, make it "no longer" (Spanish "ya no"). */
const NO_LONGER_BEFORE: Partial<Record<string, ReadonlySet<string>>> = { es: new Set(['ya']) };

/**
 * "ya no me falta el aire como antes": after "no longer" a comparison with before is the symptom
 * gone, not "never like this"; the denial stands.
 */
function saysNoLonger(reading: Reading, cue: number): boolean {
  return cue > 0 && (NO_LONGER_BEFORE[reading.language]?.has(reading.tokens[cue - 1] as string) ?? false);
}

/** Backward: a cue, or a negated neighbour joined by "or"/"nor" (and, outside safety, "and"). */
function cueBefore(reading: Reading, start: number, strict: boolean): number {
  const { tokens, vocabulary: v } = reading;
  const bridges = strict ? v.strictBridges : v.bridges;
  const free = FREE_STEPS[reading.language];
  // In safety, "or" lends the cue of a verb denied right before it: "haven't fainted or blacked out" (at most two words between).
  let afterOr = 0;
  for (let j = start - 1, steps = 0; j >= 0 && steps < MAX_STEPS_BACK; steps += free?.has(tokens[j] as string) ? 0 : 1, j--) {
    if (isBoundary(reading, j)) return -1;
    const t = tokens[j] as string;
    if (strict && OR.has(t) && j === start - 1) afterOr = 2;
    if (v.cues.has(t)) {
      // "no my poo has been black", "no, mi marido…": a "no" opening the reply before a possessive answers the question.
      // Italian "non" is never that answer, and its "mi" is "me" ("scherzo, non mi ammazzo" denies).
      if (ANSWER_NO.has(t) && !(t === 'non' && reading.language === 'it') && POSSESSIVES.has(tokens[j + 1] as string) && (j === 0 || isBoundary(reading, j - 1))) return -1;
      // "dal nulla", "de la nada": out of nowhere, not a denial ("dal nulla mi si gonfia la lingua")
      if (OUT_OF_NOWHERE.has(`${tokens[j - 1]} ${t}`)) return -1;
      // French "pas mal de" is "quite a lot of": "j'ai pas mal de douleurs" is a complaint.
      if (t === 'pas' && reading.language === 'fr' && tokens[j + 1] === 'mal' && (tokens[j + 2] === 'de' || tokens[j + 2] === 'd')) return -1;
      return j;
    }
    // "ya no se me hinchan los labios": after "ya no", "se" is the clitic ("no sé" alone may be "I don't know").
    if (t === 'se' && reading.language === 'es' && tokens[j - 1] === 'no' && tokens[j - 2] === 'ya') return j - 1;
    if (t === 'plus' && reading.language === 'fr') return frenchNeBefore(tokens, j) >= 0 ? frenchNeBefore(tokens, j) : frenchSpokenPlus(reading, j);
    const lent = reading.deniedBy[j] as number;
    if (lent >= 0 && !strict) return lent;
    if (strict && NOR.has(t) && j > 0 && (reading.deniedBy[j - 1] as number) >= 0) return reading.deniedBy[j - 1] as number;
    // Italian "non e gonfia": an "e" right after "non" is "è", not "and"; Spanish "no se me hinchan": "se" before a clitic
    // is the reflexive, not "sé" ("no sé, se me hincha la lengua" has two and stays a complaint)
    if (!bridges.has(t) && afterOr > 0 && !v.cues.has(t)) {
      afterOr--;
      continue;
    }
    if (!bridges.has(t) && !(t === 'e' && reading.language === 'it' && tokens[j - 1] === 'non') && !(t === 'se' && reading.language === 'es' && reflexiveSe(tokens, j)) && !(t === 'si' && reading.language === 'it' && italianReflexiveAfterNon(tokens, j))) return -1;
  }
  return -1;
}

/** "je n'ai plus de nausées": the "ne"/"n" at most three words before "plus", or -1. */
function frenchNeBefore(tokens: readonly string[], plus: number): number {
  let k = plus - 1;
  while (k >= 0 && k >= plus - 3 && !FRENCH_NE.has(tokens[k] as string)) k--;
  return k >= 0 && k >= plus - 3 ? k : -1;
}

/** After "j'ai", "il a", "je suis", a determiner makes spoken "plus" "no more": "j'ai plus ces idées noires". */
const FRENCH_AUXILIARIES = new Set(['ai', 'a', 'as', 'avons', 'avez', 'ont', 'suis', 'est']);
const FRENCH_DETERMINERS = new Set(['ces', 'ce', 'cette', 'les', 'le', 'la', 'l', 'mes', 'mon', 'ma', 'ses', 'son', 'sa']);

/**
 * Spoken "plus" without "ne" (else -1): opening its clause before "de" ("plus de pression dans la
 * poitrine"), or after an auxiliary and before a determiner ("j'ai plus ces idées noires"). "j'ai plus
 * de douleur" stays a complaint: it may be "more pain".
 */
function frenchSpokenPlus(reading: Reading, plus: number): number {
  const { tokens } = reading;
  const next = tokens[plus + 1] as string;
  const opens = plus === 0 || isBoundary(reading, plus - 1);
  if (opens && (next === 'de' || next === 'd')) return plus;
  return plus > 0 && FRENCH_AUXILIARIES.has(tokens[plus - 1] as string) && FRENCH_DETERMINERS.has(next) ? plus : -1;
}

/** The word before a final "nada" that makes it "at the slightest thing" ("me salen moratones con nada"). */
const EASILY_BEFORE: Partial<Record<Language, ReadonlySet<string>>> = { es: new Set(['con', 'por']) };
const EASILY_CUE: Partial<Record<Language, string>> = { es: 'nada' };

/** Right after: "pain free", "schmerzfrei" is a word of its own. */
function cueRightAfter(reading: Reading, end: number): number {
  const next = reading.tokens[end];
  return next !== undefined && reading.vocabulary.immediatePost.has(next) ? end : -1;
}

const FRONTED_HAVE_DE: ReadonlySet<string> = new Set(['keine', 'keinen', 'kein', 'keins']);
const HAVE_DE: ReadonlySet<string> = new Set(['hab', 'habe', 'hatte', 'hatt', 'hatten', 'hast', 'hat']);
const AND_NEXT_DE: ReadonlySet<string> = new Set(['und', 'aber', 'sonst', 'oder']);
/** After, closing the clause: "Brustschmerzen habe ich keine", "the pain is gone". */
function cueClosingClause(reading: Reading, end: number, strict = false): number {
  const { tokens, vocabulary: v } = reading;
  let k = end;
  let steps = 0;
  while (k < tokens.length && steps < MAX_STEPS_TO_POST_CUE && !isBoundary(reading, k) && !v.postCues.has(tokens[k] as string)) {
    const t = tokens[k] as string;
    // In safety, "and" right before the cue opens another predicate: "labios hinchados y no respiro bien" denies the breathing, not the lips.
    if (strict && AND_BEFORE_CUE.has(t) && v.postCues.has(tokens[k + 1] as string)) return -1;
    // A "but" word that is not a clause end is a modal particle ("Brustschmerzen hab ich aber keine").
    if (!v.bridges.has(t) && !PRONOUNS.has(t) && !v.breakers.has(t)) break;
    k++;
    steps++;
  }
  if (k >= tokens.length || !v.postCues.has(tokens[k] as string)) return -1;
  // "me salen moratones con nada": "with nothing" is the slightest cause, not a denial.
  if (EASILY_BEFORE[reading.language]?.has(tokens[k - 1] as string) && tokens[k] === EASILY_CUE[reading.language]) return -1;
  // "Brustschmerzen hab ich keine mehr seit …": "no more" closes the denial whatever follows.
  if (NO_MORE.has(tokens[k + 1] as string)) return k;
  // German fronted topic: "Atemnot hab ich keine und die Brust tut auch nix", the "und" opens another clause.
  if (reading.language === 'de' && FRONTED_HAVE_DE.has(tokens[k] as string) && AND_NEXT_DE.has(tokens[k + 1] as string) && tokens.slice(end, k).some((t) => HAVE_DE.has(t))) return k;
  let m = k + 1;
  while (m < tokens.length && !isBoundary(reading, m) && v.bridges.has(tokens[m] as string) && m - k <= 2) m++;
  return m >= tokens.length || isBoundary(reading, m) ? k : -1;
}

/**
 * Participles of occurring that may close a German clause after its denial ("ohnmächtig bin ich seit
 * der Umstellung nicht mehr GEWORDEN", "Blut im Stuhl hab ich seitdem keins mehr GESEHEN"). Only
 * verbs that say the thing happened: "den Arm kann ich nicht mehr heben" is a complaint.
 */
const OCCURRED: Partial<Record<Language, ReadonlySet<string>>> = {
  de: new Set(['geworden', 'gewesen', 'gehabt', 'gekommen', 'aufgetreten', 'passiert', 'vorgekommen', 'gesehen', 'gespurt', 'bemerkt', 'gemerkt', 'bekommen', 'gekriegt', 'hatte', 'habe', 'hab', 'ist', 'sind', 'war', 'waren']),
};
/** Words that open another clause's verb inside the strict clause ("… und kann nicht mehr …"). */
const JOINS_VERB = new Set(['und', 'oder', 'dass', 'weil', 'wenn']);
const AGAIN_AFTER_CUE = new Set(['mehr', 'wieder']);
/** How far the verb-final denial may lie after the phrase. */
const MAX_WORDS_TO_FINAL_DENIAL = 8;

/**
 * German verb-final denial: the clause ends with a cue ("nicht", "kein…", "nie", with "mehr" or
 * "wieder") and then only one or two words of occurring (`OCCURRED`), with no other verb joined in
 * between. The index of the cue, or -1.
 */
function cueBeforeClosingParticiple(reading: Reading, end: number): number {
  const occurred = OCCURRED[reading.language];
  if (!occurred) return -1;
  const { tokens, vocabulary: v } = reading;
  const last = clauseEnd(reading, end) - 1;
  let k = last;
  while (k >= end && last - k < 2 && occurred.has(tokens[k] as string)) k--;
  // No participle: only "… nicht mehr" after a fronted phrase with "hatte ich", "hab ich" ("Blut im Stuhl hatte ich seit der
  // Darmspiegelung nicht mehr"); "Sprechen kann ich seit heute früh nicht mehr" is a complaint.
  if (k === last && !(tokens[last] === 'mehr' && INVERTED_VERB[reading.language]?.has(tokens[end] as string) && INVERTED_SUBJECT.has(tokens[end + 1] as string))) return -1;
  if (AGAIN_AFTER_CUE.has(tokens[k] as string)) k--;
  const cue = tokens[k] as string;
  if (k < end || k - end > MAX_WORDS_TO_FINAL_DENIAL || !(v.cues.has(cue) || v.postCues.has(cue))) return -1;
  for (let i = end; i < k; i++) if (JOINS_VERB.has(tokens[i] as string)) return -1;
  return k;
}

/** German verb-second inversion: a finite verb and its subject pronoun between a fronted phrase and its cue. */
const INVERTED_VERB: Partial<Record<Language, ReadonlySet<string>>> = {
  de: new Set(['bin', 'war', 'hab', 'habe', 'hatte', 'hatt', 'ist', 'sind', 'waren', 'bist', 'hob', 'hab', 'han', 'ha']),
};
const INVERTED_SUBJECT = new Set(['ich', 'i', 'er', 'sie', 'es', 'wir', 'man']);
/** "nicht nur", "nicht so sehr": after the cue, a comparison or "not only", not a denial. */
const NOT_ONLY = new Set(['nur', 'bloss', 'so', 'mal', 'einmal']);

/**
 * German topicalised denial: the phrase opens its clause, then the finite verb, its subject and the
 * cue ("Umgekippt bin ich nicht", "lebensmüde bin i ned", "Atemnot hatte ich nie"), whatever follows
 * in a voice transcript without punctuation ("umgekippt bin ich nicht mir war nur schwummrig").
 * Not "nicht nur" ("Atemnot hab ich nicht nur beim Laufen" is a complaint).
 */
function cueAfterTopicalised(reading: Reading, start: number, end: number): number {
  const verbs = INVERTED_VERB[reading.language];
  const { tokens, vocabulary: v } = reading;
  // "nein, ohnmächtig war ich nicht": an answer word or a score may come first.
  const opens = start === 0 || isBoundary(reading, start - 1) || (start === 1 && isLeadingAnswer(tokens[0], reading.language));
  if (!verbs || !opens) return -1;
  const cue = end + 2;
  if (!verbs.has(tokens[end] as string) || !INVERTED_SUBJECT.has(tokens[end + 1] as string)) return -1;
  if (cue >= tokens.length || isBoundary(reading, cue) || !v.cues.has(tokens[cue] as string)) return -1;
  return NOT_ONLY.has(tokens[cue + 1] as string) ? -1 : cue;
}

/** Words that resume a fronted phrase before its denial ("quitarme la vida ESO no", "j'EN ai pas", "non NE ho"). */
const RESUMERS = new Set(['auch', 'absolut', 'absolutely', 'absolument', 'absolutamente', 'assolutamente', 'definitiv', 'definitely', 'totalmente', 'eher', 'also', 'wirklich', 'echt', 'eigentlich', 'really', 'honestly', 'realmente', 'vraiment', 'davvero', 'eso', 'esto', 'das', 'ca', 'cela', 'that', 'this', 'quello', 'questo', 'ne', 'en', 'y', 'lo', 'la', 'le', 'les', 'li', 'l']);
/** Verbs of having, seeing or thinking that a fronted phrase's denial may carry ("no tengo", "denk ich nicht", "j'en ai pas vu"). */
const TOPIC_VERBS: Record<Language, ReadonlySet<string>> = {
  es: new Set(['tengo', 'tenido', 'he', 'ha', 'hay', 'habido', 'visto', 'notado', 'pensado', 'pienso', 'siento', 'sentido']),
  de: new Set(['geworden', 'gewesen', 'bin', 'ist', 'denk', 'denke', 'dachte', 'wurde', 'wuerde', 'wurd', 'wuerd', 'hab', 'habe', 'hatte', 'hob', 'gesehen', 'gemerkt', 'bemerkt', 'gehabt', 'spur', 'spure', 'spuer', 'spuere']),
  fr: new Set(['ai', 'a', 'eu', 'vu', 'pense', 'sens', 'senti', 'remarque']),
  it: new Set(['ho', 'ha', 'avuto', 'visto', 'notato', 'penso', 'pensato', 'sento', 'sentito']),
  en: new Set(['have', 'had', 'got', 'seen', 'noticed', 'thought', 'think']),
};
/** German separable particles that close the verb of the denial ("über Selbstmord denk ich nicht nach", "… nicht dran"). */
const PARTICLES = new Set(['nach', 'dran', 'daran', 'druber', 'daruber', 'mehr']);
/** "nothing" words: after a verb they are the object ("me quiero morir no tengo nada" is a crisis), so they only join a run of denial words ("no nada"). */
const NOTHING = new Set(['nada', 'nothing', 'rien', 'niente', 'nulla', 'nichts', 'nix']);
/** After a bare "no" answer, "just"/"only" closes the denial ("svenuta no solo un po' di capogiro"); after "not", "non", "nicht", "pas", "no" (es) it is "not only". */
const ONLY_AFTER_NO: Partial<Record<Language, { no: ReadonlySet<string>; only: ReadonlySet<string> }>> = {
  en: { no: new Set(['no', 'nope', 'nah']), only: new Set(['just', 'only']) },
  es: { no: new Set(['nada']), only: new Set(['solo', 'nomas', 'solamente']) },
  it: { no: new Set(['no']), only: new Set(['solo', 'solamente', 'soltanto']) },
  fr: { no: new Set(['non', 'nan']), only: new Set(['juste', 'seulement', 'simplement']) },
  de: { no: new Set(['nein', 'nee', 'ne']), only: new Set(['nur', 'bloss']) },
};
/** Words that round off a denial ("para nada", "gar nicht", "du tout", "de la vie", "gracias a dios"). */
const DENIAL_TAIL =
  /(?:^| )(?:para nada|en absoluto|gracias a dios|a dios gracias|por suerte|gar nicht|uberhaupt nicht|ueberhaupt nicht|gott sei dank|zum gluck|du tout|de la vie|de ma vie|dieu merci|heureusement|thank god|thankfully|at all|luckily|per fortuna|grazie a dio|per niente|affatto|gracias|grazie|merci|danke|thanks|je vous rassure|rassurez vous|keine sorge|no se preocupe|no te preocupes|don t worry|dont worry|stia tranquill[oa]|tranquill[oa]|tranquil[oa])(?= |$)/g;
const MAX_DENIAL_TAIL = 4;
/** Post-cues that say the thing is over rather than denying it ("weg", "gone", "passato", "partie"). */
const RESOLUTION = new Set(['weg', 'vorbei', 'verschwunden', 'abgeklungen', 'zuruckgegangen', 'zurueckgegangen', 'gone', 'passato', 'passata', 'sparito', 'sparita', 'partie', 'parti', 'disparu', 'disparue', 'passee', 'passe', 'fue', 'desaparecio']);
/** Denials said as a phrase right after the fronted phrase. */
const DENIAL_PHRASE = /^(?:para nada|en absoluto|de ninguna manera|per niente|per nulla|affatto|gar nicht|uberhaupt nicht|ueberhaupt nicht|keineswegs|pas du tout|absolument pas|not at all)(?: |$)/;
/** The first words of `DENIAL_PHRASE`. */
const DENIAL_PHRASE_FIRST = new Set(['para', 'en', 'de', 'per', 'affatto', 'gar', 'uberhaupt', 'ueberhaupt', 'keineswegs', 'pas', 'absolument', 'not']);
/** "no, it was just …", "nein, das war nur …", "non c'était juste …": a resumed subject and its copula before "just". */
const COPULA = new Set(['it', 'was', 'is', 's', 'that', 'das', 'war', 'ist', 'es', 'era', 'fue', 'eso', 'c', 'etait', 'est', 'ca', 'e', 'stato', 'stata']);
const MAX_FRONTED_AT = 5;

/**
 * A fronted phrase denied after it, the way a checklist is answered ("ganas de hacerme daño no
 * tengo ninguna", "falta de aire tampoco", "quitarme la vida eso no", "selbstmordgedanken nein gar
 * nicht", "an Selbstmord denk ich nicht", "me faire du mal jamais de la vie", "du sang dans les
 * urines j'en ai pas vu", "dolore al petto non ne ho", "chest pain no none"): the phrase is near the
 * start of its clause (five words at most before it), then only a resuming pronoun, a subject pronoun or a verb
 * of having, seeing or thinking before the cue, and after the cue only more denial words, those
 * verbs and pronouns, and words that round it off ("gracias a dios", "du tout"); or, after a bare
 * "no" answer, "just"/"only" and anything ("évanouie non juste la tête qui tourne"). Any other word
 * after the cue ("dolor de pecho no se me quita", "chest pain not going away", "me quiero morir no
 * tengo nada") leaves the phrase standing.
 */
function cueDenyingFrontedPhrase(reading: Reading, start: number, end: number): number {
  const { tokens, vocabulary: v, language } = reading;
  const verbs = TOPIC_VERBS[language];
  const only = ONLY_AFTER_NO[language];
  const isCue = (t: string): boolean => v.cues.has(t) || v.postCues.has(t) || (only?.no.has(t) ?? false);
  // Most phrases are followed by none of the words this reading allows: leave at once.
  const first = tokens[end];
  if (first === undefined || !(isCue(first) || RESUMERS.has(first) || PRONOUNS.has(first) || verbs.has(first) || DENIAL_PHRASE_FIRST.has(first))) return -1;
  const [from, to] = clauseAround(reading, start, end);
  // Fronted: near the start of its clause (a frame's last concept comes after its first: "hinchazón en la cara no, nada").
  if (start - from > MAX_FRONTED_AT) return -1;
  /** Whether only denial words, those verbs and pronouns, and words rounding it off, follow. */
  const onlyDenialAfter = (k: number): boolean => {
    const rest = tokens.slice(k, to).join(' ').replace(DENIAL_TAIL, ' ').split(' ').filter((t) => t !== '');
    if (rest.length > MAX_DENIAL_TAIL) return false;
    let run = true;
    for (const t of rest) {
      // A word of resolution after the cue is "not gone" ("Brustschmerzen nein, nicht weg"): the phrase stands.
      if (RESOLUTION.has(t)) return false;
      if (NOTHING.has(t) ? !run : !(isCue(t) || RESUMERS.has(t) || PRONOUNS.has(t) || verbs.has(t) || PARTICLES.has(t))) return false;
      run = run && isCue(t);
    }
    return true;
  };
  let k = end;
  while (k < to && k - end < 4 && !isCue(tokens[k] as string)) {
    const t = tokens[k] as string;
    // "dolor de pecho para nada", "Atemnot überhaupt nicht": a denial phrase in place of the cue.
    const phrase = DENIAL_PHRASE_FIRST.has(t) ? DENIAL_PHRASE.exec(tokens.slice(k, to).join(' ')) : null;
    if (phrase) return onlyDenialAfter(k + phrase[0].trim().split(' ').length) ? k : -1;
    if (!RESUMERS.has(t) && !PRONOUNS.has(t) && !verbs.has(t)) return -1;
    k++;
  }
  if (k >= to || !isCue(tokens[k] as string)) return -1;
  if (only?.no.has(tokens[k] as string)) {
    // "évanouie non juste …", "schlaganfall nein das war nur ein migräneanfall".
    let m = k + 1;
    while (m < to && m - k <= 3 && COPULA.has(tokens[m] as string)) m++;
    if (only.only.has(tokens[m] as string)) return k;
    // A checklist answered item by item ("Luftnot nein, Brustdruck nein", "chest tightness nope sleep fine"): after an
    // answer-only "no", a short next item that ends in its own "no" or "fine"; not "chest pain no it is getting worse".
    if (language !== 'es' && nextItemAnswered(reading, k + 1, to)) return k;
  }
  return onlyDenialAfter(k + 1) ? k : -1;
}

/** Words that close a checklist item as fine. */
const FINE = new Set(['ok', 'okay', 'fine', 'good', 'gut', 'normal', 'bien', 'bon', 'bene', 'normale', 'passt', 'tranquilo', 'nein', 'nee', 'non', 'nan', 'no', 'nope', 'nah', 'nicht', 'pas', 'keine', 'aucun', 'aucune', 'niente', 'nessuno', 'none']);
/** Words that say the item is getting worse or cannot be done: never a checklist's next item. */
const NOT_AN_ITEM = /^(?:worse|worst|schlimmer|pire|peggio|peor|more|mehr|plus|piu|mas|still|noch|encore|ancora|todavia|getting|werden|wird|de|can|cant|kann|peux|posso|puedo|respire|respirare|breathe|atmen|is|it|die|je|i|io|yo|ich)$/;
/** After an answer-only "no": the next item, at most three words, closes with its own "no" or "fine". */
function nextItemAnswered(reading: Reading, from: number, to: number): boolean {
  const rest = reading.tokens.slice(from, to);
  if (rest.length < 2 || rest.length > 3 || !FINE.has(rest[rest.length - 1] as string)) return false;
  return rest.slice(0, -1).every((t) => !NOT_AN_ITEM.test(t) && !FINE.has(t));
}

/** How many words may follow an echoed phrase before its "?", and how long a question echoed may be ("any new chest pain or pressure"). */
const MAX_WORDS_TO_QUESTION = 3;
const MAX_ECHO_LENGTH = 8;

/** The first token of the bare "no" clause answering the phrase's clause as an echoed question, or -1. */
function cueAnsweringEcho(reading: Reading, start: number, end: number, strict: boolean): number {
  const asked = cueAnsweringQuestion(reading, end);
  return asked < 0 && strict ? cueAnsweringUnmarkedEcho(reading, start, end) : asked;
}

/** "chest pain no": the phrase's clause is short, and the clause after it (up to the next one or the end) a bare "no". */
function cueAnsweringUnmarkedEcho(reading: Reading, start: number, end: number): number {
  const [from, to] = clauseAround(reading, start, end);
  if (to - from > MAX_ECHO_LENGTH || to >= reading.tokens.length) return -1;
  let k = to;
  while (k < reading.tokens.length && isBoundary(reading, k)) k++;
  const answerEnd = clauseEnd(reading, k);
  return answerEnd > k && onlyDenial(reading, k, answerEnd) ? k : -1;
}

/** "Druck auf der Brust? nein": the phrase asked back with a "?", and questions asked back in a row. */
function cueAnsweringQuestion(reading: Reading, end: number): number {
  const { questionEnds } = reading;
  if (questionEnds.size === 0) return -1;
  let q = clauseEnd(reading, end);
  if (!questionEnds.has(q) || q - end > MAX_WORDS_TO_QUESTION) return -1;
  for (;;) {
    const next = clauseEnd(reading, q + 1);
    if (next === q + 1) return -1;
    if (questionEnds.has(next)) {
      if (next - q > MAX_ECHO_LENGTH || onlyDenial(reading, q + 1, next)) return -1;
      q = next;
      continue;
    }
    return onlyDenial(reading, q + 1, next) ? q + 1 : -1;
  }
}

/** Whether every token of [start, end) is a "no" answer or a negation word. */
function onlyDenial(reading: Reading, start: number, end: number): boolean {
  const { tokens, vocabulary: v } = reading;
  const covered = new Uint8Array(end - start);
  for (const h of hitsOf(reading, 'no')) {
    for (let i = Math.max(h.start, start); i < Math.min(h.end, end); i++) covered[i - start] = 1;
  }
  for (let i = start; i < end; i++) {
    const t = tokens[i] as string;
    if (!covered[i - start] && !v.cues.has(t) && !v.postCues.has(t)) return false;
  }
  return true;
}

/** Whether a question ends between two tokens: the cue answers a phrase asked back. */
const answersEcho = (reading: Reading, from: number, to: number): boolean => {
  for (const q of reading.questionEnds) if (q >= from && q < to) return true;
  return false;
};

/** "never had chest pain LIKE THIS": the negation is a comparison, not a denial. */
function comparisonFollows(reading: Reading, end: number): boolean {
  for (let k = end; k <= end + 2 && k < reading.tokens.length; k++) {
    if (isBoundary(reading, k)) return false;
    // "not suicidal or anything like that": a hedge widening the denial, not a comparison.
    if (reading.intensifierStarts.has(k)) return !HEDGE_BEFORE.has(reading.tokens[k - 1] as string);
  }
  return false;
}
const HEDGE_BEFORE = new Set(['anything', 'something', 'owt', 'summat', 'nothing']);

/**
 * Whether a negatable phrase is denied. A denied phrase marks its tokens with the cue (so a
 * neighbour joined by "or" can borrow it) and, unless it is a sentiment word, spends the cue: the
 * "no" of "no pain" is not an answer, the "no" of "no thanks" is.
 */
export function isDenied(reading: Reading, hit: Hit<PhraseTag>, strict: boolean): boolean {
  const tag = hit.entry.payload;
  if (!('negatable' in tag) || !tag.negatable) return false;
  const cue = negationCue(reading, hit.start, hit.end, strict);
  if (cue < 0) return false;
  // A cue in another clause (an echoed question's "no") is still the answer to a yes/no question.
  const answersQuestion = answersEcho(reading, hit.end, cue) || reading.clause[cue] !== reading.clause[hit.start];
  if (tag.kind !== 'positive' && tag.kind !== 'negative' && !answersQuestion) reading.spentCues.add(cue);
  for (let i = hit.start; i < hit.end; i++) reading.deniedBy[i] = cue;
  return true;
}

/** The cue denying a stretch of tokens: one already found inside it, else one around it (strict), else -1. */
export function denialOfStretch(reading: Reading, start: number, end: number): number {
  for (let i = start; i < end; i++) if ((reading.deniedBy[i] as number) >= 0) return reading.deniedBy[i] as number;
  return negationCue(reading, start, end, true);
}
