import type { Language, Question } from '../types';
import { weekdaysNamed } from './numbers';
import type { Hit } from './matcher';
import type { PhraseTag } from './phrases';
import { type Reading, byStartLongestFirst, hitsOf, isBoundary } from './reading';

/**
 * YES/NO. From the words (`readAnswer`): the longest answer phrase from the left, the first vote
 * decides; a "no" spent on denying a symptom ("no pain") is not an answer; "sometimes", "mostly",
 * "almost every day", "all but one" (partial) make it `false` (not fully adherent, so the follow-up
 * asks why); "not sure" alone is `unsure`.
 *
 * For a yes/no question (`yesNoValue`): emoji answer when no word does; a hedge ("I think so",
 * "credo di sì", "probably") makes an answer unclear; a yes carving out a weekday ("yes except
 * Tuesday") is `false`; sarcasm (an interjection, a yes, then "like I", "come se", "als ob"…) or an
 * eye-roll is `false`; a side effect told to a symptom question is `true`; a barrier or side effect
 * told instead of "no" is `false`.
 */

export interface AnswerRead {
  /** true, false, 'unsure' or null (no answer word). */
  answer: boolean | 'unsure' | null;
  partial: boolean;
}

const ANSWER_KINDS = ['yes', 'no', 'partial', 'unsure'] as const;

export function readAnswer(reading: Reading): AnswerRead {
  const answerHits: Hit<PhraseTag>[] = [];
  for (const kind of ANSWER_KINDS) for (const h of hitsOf(reading, kind)) answerHits.push(h);
  if (answerHits.length > 1) answerHits.sort(byStartLongestFirst);
  let answer: boolean | 'unsure' | null = null;
  let partial = false;
  let unsure = false;
  let covered = -1;
  for (const h of answerHits) {
    if (h.start < covered) continue;
    const tag = h.entry.payload;
    if (!('final' in tag)) continue;
    if (tag.final && h.end < reading.tokens.length && !isBoundary(reading, h.end)) continue;
    covered = h.end;
    if (tag.kind === 'no') {
      // A "no" spent on negating a symptom ("no pain") is not an answer.
      if (spentOnDenial(reading, h)) continue;
      if (answer === null) answer = false;
    } else if (tag.kind === 'yes') {
      if (answer === null) answer = true;
    } else if (tag.kind === 'partial') partial = true;
    else unsure = true;
  }
  if (partial) answer = false;
  else if (answer === null && unsure) answer = 'unsure';
  return { answer, partial };
}

function spentOnDenial(reading: Reading, h: Hit<PhraseTag>): boolean {
  for (let i = h.start; i < h.end; i++) if (reading.spentCues.has(i)) return true;
  return false;
}

const YES_EMOJI = /^\s*(?:👍|👌|✅|✔️?|🙆|💯)+\s*$/u;
const NO_EMOJI = /^\s*(?:👎|❌|🙅|✖️?)+\s*$/u;
const EYE_ROLL = /🙄|😒/u;
/** Hedges that make a yes or a no unclear. */
const HEDGE =
  /(?:^| )(?:not sure|i think so|i guess|probably|didn t count|no idea|hard to (?:say|tell)|can t (?:say|tell)|couldn t (?:say|tell)|non saprei|difficile (?:dirlo|da dire)|forse|no sabria|no sabr[ie]a decir|dificil (?:saber|decir)|quizas?|a lo mejor|keine ahnung|schwer zu sagen|kann ich nicht sagen|vielleicht|aucune idee|difficile a dire|sais pas trop|peut etre|non sono sicur[oa]|credo|penso|probabilmente|non ho contato|no estoy segur[oa]|creo que|probablemente|no conte|nicht sicher|ich denk|glaube|eigentlich|musste|wahrscheinlich|nicht mitgezahlt|pas sure?|je pense|il me semble|normalement|probablement|pas compte)(?= |$)/;

/** Words that carve an exception out of a yes: followed by a weekday, the yes means a dose was missed. */
const EXCEPT =
  /(?:^| )(?:except|apart from|but|besides|other than|tranne|eccetto|ma|a parte|salvo|menos|excepto|pero|ausser|bis auf|nur|aber|sauf|mais|a part)(?= |$)/;

/** "yes except one", "sì tranne una", "sí menos una", "ja bis auf eine", "oui sauf une": one dose carved out. */
const EXCEPT_ONE =
  /(?:^| )(?:except|apart from|but|besides|other than|tranne|eccetto|a parte|salvo|menos|excepto|ausser|bis auf|sauf|a part) (?:for )?(?:one|1|a couple|two|2|una|uno|un|due|dos|einen?|einer|einem|zwei|une|deux)(?= |$)/;

/**
 * The question's act echoed instead of a yes ("took them this morning", "l'ho misurata", "me la tomé",
 * "hab sie genommen", "je l'ai prise"): a yes, or a no when a negation comes just before it.
 */
const ECHO_ACT =
  /(?:^| )(?:took|take|taken|taking|measured|checked|swallowed|pres[oaie]|misurat[oaie]|controllat[oaie]|assunt[oaie]|tome|tomado|tomad[oa]s|tomo|medi|medido|medida|revise|genommen|eingenommen|gemessen|geschluckt|kontrolliert|pris|prise|prises|mesure|mesuree|verifie|avale)(?= |$)/;
const ECHO_NEGATION =
  /(?:^| )(?:no|not|didn t|didnt|haven t|havent|never|non|mai|nunca|nada|nicht|nie|kein|keine|pas|jamais|ne|n)(?= |$)/;

function echoedAct(tokens: readonly string[]): boolean | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!ECHO_ACT.test(tokens[i] as string)) continue;
    return !ECHO_NEGATION.test(tokens.slice(Math.max(0, i - 4), i).join(' '));
  }
  return null;
}

/** Boolean questions about symptoms: a symptom told is a "yes". */
const SYMPTOM_TOPIC = /side_effect|symptom/;
/** An interjection, a yes, then a sarcasm marker: "oh sure, like I ever remember", "eh certo, come se". */
const SARCASM =
  /^(?:oh|ah|eh|ha|haha|och|ach|bah|pff|ouais|ja ja|ja klar|na klar|na sicher|mais oui|yeah right|si claro)\b.*\b(?:like i|as if|because i|totally|come se|perche io|con la|como si|porque yo|xq yo|pq yo|porq yo|als ob|weil ich|mit welchem|comme si|parce que|et les|never|mai|nunca|nie|jamais)\b|^(?:sure|certo|claro|klar|bien sur)\b.*\b(?:as if|like i ever|come se|como si|als ob|comme si)\b/;

/** What a reply tells a yes/no question, beyond its answer words. */
export interface YesNoEvidence extends AnswerRead {
  tokens: string[];
  language: Language;
  sideEffects: readonly string[];
  barriers: readonly string[];
}

/** The value of a reply to a yes/no question: true, false, or null (not understood). */
export function yesNoValue(question: Question, text: string, said: YesNoEvidence): boolean | null {
  const words = said.tokens.join(' ');
  let answer = said.answer;
  if (answer === null && !SYMPTOM_TOPIC.test(question.topic)) answer = echoedAct(said.tokens);
  if (answer === null && YES_EMOJI.test(text)) answer = true;
  else if (answer === null && NO_EMOJI.test(text)) answer = false;
  // "I think so, I didn't count", "normalement oui, mais je suis pas sûre": not a yes.
  if (answer !== null && !said.partial && HEDGE.test(words)) answer = 'unsure';
  // "yes except Tuesday", "sì ma martedì no", "ja, nur am Dienstag nicht": a day missed, so not every dose.
  if (answer === true && ((EXCEPT.test(words) && weekdaysNamed(said.tokens, said.language) > 0) || EXCEPT_ONE.test(words))) answer = false;
  // "oh sure, like I ever remember": a yes that means no.
  if (answer === true && (SARCASM.test(words) || EYE_ROLL.test(text))) return false;
  if (answer === true || answer === false) return answer;
  if (answer !== null) return null;
  const symptomQuestion = SYMPTOM_TOPIC.test(question.topic);
  // "a bit of nausea the first few days" to "any side effects?": yes.
  if (symptomQuestion && said.sideEffects.length > 0) return true;
  // A problem told instead of "no" ("the pharmacy didn't have it"): read as "no".
  const problemTold = said.barriers.length > 0 || said.sideEffects.length > 0;
  if (!symptomQuestion && (question.follow_up_if_false !== undefined || said.barriers.length > 0) && problemTold) return false;
  return null;
}
