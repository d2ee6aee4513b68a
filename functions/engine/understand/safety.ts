import { contextModifier } from './context';
import { type CrisisModel, type StoredCrisisModel, decodeCrisisModel, readCrisisModel } from './crisis-model';
import type { Hit } from './matcher';
import { denialOfStretch, isDenied, negationCue } from './negation';
import { NUMBER_WORDS } from './lexicon/numbers';
import type { PhraseTag } from './phrases';
import { type Reading, clauseAround, hitsOf, isBoundary } from './reading';
import type { SafetyCategory } from './safety-lexicon';
import { type ConceptHit, type FrameHit, conceptsOfCategory, findFrames, unmaskedConcepts } from './safety-frames';
import { BOUNDARY, isDigits } from './text';
import { vocabularyOf } from './vocabulary';

/**
 * SAFETY: the crises a reply tells, read on every reply whatever the question and before anything
 * else (so its strict negation is what the other rules see). Two sources, in this order:
 *
 * 1. The safety lexicon (`safety-lexicon.ts`, every language's phrases in every conversation). A
 *    phrase does not escalate when it is denied in its clause (strict negation, `negation.ts`:
 *    "and" does not carry a "no"; a denied self-harm phrase is recorded as `denied:self_harm`),
 *    when a figurative continuation follows it ("killing myself laughing"), when a possessive
 *    before it makes it history ("since my heart attack"), or when a context modifier takes it out
 *    of the present (below). Breathlessness of the `effort` tier tied in its clause to effort and
 *    not to rest ("short of breath on the stairs") is the side effect `shortness_of_breath`, not
 *    a crisis.
 * 2. Safety frames (`safety-frames.ts`): the concepts of a crisis meeting within a stretch of the
 *    reply ("chest" + "pressure", "one side" + "arm" + "numb"). A frame escalates when all its
 *    concepts meet within its window, none of them is denied in its clause, none of its `unless`
 *    concepts is there, its category was not already found by a phrase, and no context modifier
 *    takes it out of the present. A stretch may cross clause punctuation but never a "but": two
 *    overlapping tilings of two clauses each (at most 64 tokens) keep a long reply linear.
 *
 * 3. The crisis model (`crisis-model.ts`), only when 1 and 2 found nothing (below).
 *
 * Context modifiers (`context.ts`, after Harkema et al.'s ConText): history with no current
 * symptom, resolved, hypothetical (never for self-harm), a joke about the medicine, a figure of
 * speech, a strong emotion, someone elsewhere (a relative at home reporting a stroke still
 * escalates). When in doubt a match escalates: recall comes before false alarms.
 *
 * The escalation then carries the first match's frame (`<category>:phrase` for a lexicon phrase)
 * and the patient's own words (`escalation.ts`).
 */

/** One reason to escalate: the category, the frame (or `<category>:phrase`) and the tokens [start, end). */
export interface SafetyMatch {
  category: SafetyCategory;
  frame: string;
  start: number;
  end: number;
}

export interface SafetyRead {
  /** Categories in the order found: phrases first, then frames. */
  categories: SafetyCategory[];
  matches: SafetyMatch[];
  /** Tokens taken by safety (a side effect inside them is not reported as well). */
  cover: Uint8Array;
  /** A self-harm phrase was denied ("I'm not suicidal"). */
  deniedSelfHarm: boolean;
  /** Breathlessness told on effort: a side effect, not a crisis. */
  breathlessOnEffort: boolean;
}

/** Reads a reply's crises. Marks the safety phrases it finds denied in `reading`. */
export function readSafety(reading: Reading): SafetyRead {
  const found: SafetyRead = { categories: [], matches: [], cover: new Uint8Array(reading.tokens.length), deniedSelfHarm: false, breathlessOnEffort: false };
  const inPresent = presentTense(reading);
  readSafetyPhrases(reading, found, inPresent);
  const concepts = readSafetyFrames(reading, found, inPresent);
  if (found.categories.length === 0 && concepts.length > 0) readByModel(reading, found, inPresent, concepts);
  return found;
}

/** Each language's model, decoded on first use. */
const models = new WeakMap<StoredCrisisModel, CrisisModel>();

/** Concepts that say who, when or that something is denied, not what happened: alone they never let the model escalate. */
const ROLE_CONCEPTS: ReadonlySet<string> = new Set(['negAny', 'selfRef', 'family', 'again', 'againWord', 'child', 'grandparent', 'home', 'everything', 'water']);

/**
 * 3. The crisis model (`crisis-model.ts`), when neither phrases nor frames found a crisis: a crisis
 * it finds at least CRISIS_MODEL_THRESHOLD likely escalates, quoting the clause of the word that
 * weighed most, when the reply holds a concept of that category's frames that says what happened
 * (not only who or when, not "blood" of "blood pressure"), unless that word is denied in its clause
 * ("no tengo dolor en el pecho") or a context modifier takes it out of the present, as for a frame.
 */
function readByModel(reading: Reading, found: SafetyRead, inPresent: InPresent, concepts: readonly ConceptHit[]): void {
  const told = [...unmaskedConcepts(concepts)].filter((c) => !ROLE_CONCEPTS.has(c));
  if (told.length === 0) return;
  const stored = vocabularyOf(reading.language).crisisModel;
  let model = models.get(stored);
  if (!model) models.set(stored, (model = decodeCrisisModel(stored)));
  const read = readCrisisModel(model, reading.tokens);
  if (!read) return;
  const ofCategory = conceptsOfCategory(read.category);
  if (!told.some((c) => ofCategory.has(c))) return;
  if (denialOfStretch(reading, read.strongest, read.strongest + 1) >= 0) return;
  if (!inPresent(read.category, read.strongest, read.strongest + 1)) return;
  const [start, end] = clauseAround(reading, read.strongest, read.strongest + 1);
  found.categories.push(read.category);
  found.matches.push({ category: read.category, frame: `${read.category}:model`, start, end });
}

type InPresent = (category: SafetyCategory, start: number, end: number) => boolean;

/** Whether no context modifier of `context.ts` takes a match out of the present. */
function presentTense(reading: Reading): InPresent {
  const { tokens } = reading;
  let replyText: string | undefined;
  return (category, start, end) => {
    const [a, b] = clauseAround(reading, start, end);
    replyText ??= tokens.filter((t) => t !== BOUNDARY).join(' ');
    const before = tokens.slice(a, start).join(' ');
    const after = tokens.slice(end, b).join(' ');
    return contextModifier(category, reading.language, before, after, replyText, tokens.slice(a, b).join(' ')) === null;
  };
}

function readSafetyPhrases(reading: Reading, found: SafetyRead, inPresent: InPresent): void {
  const { tokens } = reading;
  const onEffort = effortClauses(reading);
  for (const h of hitsOf(reading, 'safetyPhrase')) {
    const tag = h.entry.payload;
    if (isDenied(reading, h, true)) {
      if (tag.category === 'self_harm') found.deniedSelfHarm = true;
      continue;
    }
    if (tag.figurativeAfter.length > 0 && followedBy(tokens, h.end, tag.figurativeAfter)) continue;
    if (tag.historyBefore && h.start > 0 && tag.historyBefore.has(tokens[h.start - 1] as string)) continue;
    if (tag.tier === 'effort' && onEffort(reading.clause[h.start] as number)) {
      found.breathlessOnEffort = true;
      found.cover.fill(1, h.start, h.end);
      continue;
    }
    if (!inPresent(tag.category, h.start, h.end)) continue;
    found.cover.fill(1, h.start, h.end);
    if (!found.categories.includes(tag.category)) found.categories.push(tag.category);
    found.matches.push({ category: tag.category, frame: `${tag.category}:phrase`, start: h.start, end: h.end });
  }
}

/** Whether a clause ties breathlessness to effort and not to rest (the sets are built on first use). */
function effortClauses(reading: Reading): (clause: number) => boolean {
  let exertion: Set<number> | undefined;
  let atRest: Set<number> | undefined;
  const clauseOf = (h: Hit<PhraseTag>): number => reading.clause[h.start] as number;
  return (clause) => {
    exertion ??= new Set(hitsOf(reading, 'exertion').map(clauseOf));
    // "au repos ça va", "im Sitzen nicht": rest said fine; "sentado no": a rest qualifier denied after it is no rest.
    atRest ??= new Set(hitsOf(reading, 'atRest').filter((h) => !restIsFine(reading, h) && !restDenied(reading, h)).map(clauseOf));
    return exertion.has(clause) && !atRest.has(clause);
  };
}

/** An effort word in the clause outside the frame's own words ("a fatica" is not an effort), and no rest qualifier. */
function effortBeside(reading: Reading, start: number, end: number): boolean {
  const own = reading.clause[start] as number;
  const inClause = (h: Hit<PhraseTag>): boolean => reading.clause[h.start] === own;
  if (!hitsOf(reading, 'exertion').some((h) => inClause(h) && (h.end <= start || h.start >= end))) return false;
  return !hitsOf(reading, 'atRest').some((h) => inClause(h) && !restIsFine(reading, h) && !restDenied(reading, h));
}

/** After a rest qualifier, the patient says rest is fine ("au repos ça va", "in Ruhe geht's", "im Sitzen nicht"). */
const FINE_AT_REST = new Set(['va', 'gehts', 'geht', 'passt', 'gut', 'bien', 'ok', 'okay', 'fine', 'normal']);
/** A bare "not" ending the clause: "im Sitzen nicht" ("en reposo no puedo respirar" goes on: rest is not fine). */
const NOT_AT_REST = new Set(['nicht', 'ned', 'pas', 'non', 'no', 'nein']);
const NO_BETTER = new Set(['mieux', 'besser', 'better', 'meglio', 'mejor', 'mehr', 'plus']);
/** "in Ruhe geht es nicht", "au repos ça va mal": rest is not fine. */
const NOT_FINE = new Set(['kaum', 'schlecht', 'mal', 'gar', 'nix', 'nichts', 'rien']);
function restIsFine(reading: Reading, h: Hit<PhraseTag>): boolean {
  const { tokens } = reading;
  const ends = (k: number): boolean => k + 1 >= tokens.length || isBoundary(reading, k + 1);
  const fine = [h.end, h.end + 1].find((k) => {
    const t = tokens[k] as string;
    return k < tokens.length && !isBoundary(reading, k) && (FINE_AT_REST.has(t) || (NOT_AT_REST.has(t) && ends(k)));
  });
  if (fine === undefined) return false;
  const denied = (t: string | undefined): boolean => t !== undefined && (NO_BETTER.has(t) || NOT_AT_REST.has(t) || NOT_FINE.has(t));
  return !denied(tokens[fine + 1]) && !denied(tokens[fine + 2]);
}

/** A rest qualifier denied by a word after it ("sentado no"); one before it may be "not even" ("ni sentada" is rest). */
function restDenied(reading: Reading, h: Hit<PhraseTag>): boolean {
  return negationCue(reading, h.start, h.end, true) >= h.end;
}

function followedBy(tokens: readonly string[], end: number, sequences: string[][]): boolean {
  return sequences.some((seq) => seq.every((word, k) => tokens[end + k] === word));
}

/**
 * Crises told in other words: concept frames, with the same modifiers; one frame per category.
 * Returns the reply's concept hits, which the crisis model needs too.
 */
function readSafetyFrames(reading: Reading, found: SafetyRead, inPresent: InPresent): ConceptHit[] {
  const conceptHits = reading.vocabulary.frames.match(reading.tokens).filter((h) => !acknowledgement(reading, h));
  if (conceptHits.length === 0) return conceptHits;
  const denial = (start: number, end: number): number => denialOfStretch(reading, start, end);
  const frameHits: FrameHit[] = [];
  const rises = (least: number, pivotStart: number, pivotEnd: number): boolean => amountsRise(reading, least, pivotStart, pivotEnd);
  for (const tiling of frameTilings(reading)) {
    for (const f of findFrames(conceptHits, tiling, denial, rises)) {
      if (!frameHits.some((x) => x.category === f.category)) frameHits.push(f);
    }
  }
  for (const f of frameHits) {
    if (found.categories.includes(f.category) || !inPresent(f.category, f.start, f.end)) continue;
    if (f.clauseEnd && !endsClause(reading, f.end)) continue;
    // "faccio fatica a respirare quando porto la spesa": struggling for breath tied to effort, not to rest, is the effort tier
    if (f.frame === EFFORT_FRAME && effortBeside(reading, f.start, f.end)) {
      found.breathlessOnEffort = true;
      continue;
    }
    found.cover.fill(1, f.start, f.end);
    found.categories.push(f.category);
    found.matches.push(f);
  }
  return conceptHits;
}

/** One, once and a half, which the number words leave out or read otherwise ("once" is eleven in Spanish). */
const ONE_OR_HALF: Partial<Record<string, number>> = {
  one: 1, once: 1, una: 1, uno: 1, un: 1, une: 1, eine: 1, einer: 1, einem: 1, einen: 1, ein: 1, einmal: 1, half: 0.5, mezza: 0.5, mezzo: 0.5, media: 0.5, medio: 0.5, halbe: 0.5, halb: 0.5, demi: 0.5, demie: 0.5,
};
/** How far from the pivot ("instead of") the amounts before and after it may stand ("trenta unità di insulina al posto di dieci"). */
const AMOUNT_BEFORE = 5;
const AMOUNT_AFTER = 3;

/** The amount a token says, in digits or words, or undefined. */
function amountOf(token: string, language: Reading['language'], after: boolean): number | undefined {
  if (isDigits(token)) return Number(token.replace(',', '.'));
  const words = NUMBER_WORDS[language];
  // "instead of one", "en vez de una": after the pivot the article is the number; before it ("una manciata") it is not
  const one = after && !(language === 'es' && token === 'once') ? ONE_OR_HALF[token] : undefined;
  return one ?? words[token] ?? words[token.replace(/ss/g, 'ß')];
}

/**
 * Whether the amount before the pivot is at least `least` times the amount after it ("60 units instead of 16",
 * "cuarenta unidades en vez de veinte"; not "10 units instead of 20"). No amount on either side: not an excess told.
 */
function amountsRise(reading: Reading, least: number, pivotStart: number, pivotEnd: number): boolean {
  const { tokens, language } = reading;
  let before: number | undefined;
  for (let j = pivotStart - 1; j >= 0 && j >= pivotStart - AMOUNT_BEFORE && tokens[j] !== BOUNDARY; j--) {
    before = amountOf(tokens[j] as string, language, false);
    if (before !== undefined) break;
  }
  let after: number | undefined;
  for (let j = pivotEnd; j < tokens.length && j < pivotEnd + AMOUNT_AFTER && tokens[j] !== BOUNDARY; j++) {
    after = amountOf(tokens[j] as string, language, true);
    if (after !== undefined) break;
  }
  return before !== undefined && after !== undefined && after > 0 && before >= least * after;
}

/** The breathing frame of a struggle for breath ("faccio fatica a respirare"): like the effort tier, not a crisis when tied to effort. */
const EFFORT_FRAME = 'breathing:unable+breath';

/** Subject pronouns: after an opening "ok" the patient starts telling ("ok je manque d'air au repos"). */
const SUBJECTS = new Set(['i', 'im', 'io', 'yo', 'ich', 'je', 'j']);
/**
 * "ok", "good" opening the reply before "I …" acknowledge the question: no "fine" that would make a
 * frame something else ("ok je manque d'air au repos" is not "breathing fine at rest").
 */
function acknowledgement(reading: Reading, h: Hit<{ concept: string }>): boolean {
  return h.start === 0 && h.entry.payload.concept === 'fine' && SUBJECTS.has(reading.tokens[h.end] as string);
}

/** Words that may follow a clause-final frame: "I can't do this anymore, honestly", "ich will nicht mehr, echt", "… nicht mehr danke". */
const TRAILING = new Set(['anymore', 'honestly', 'really', 'lol', 'tbh', 'now', 'piu', 'davvero', 'sinceramente', 'ormai', 'mas', 'ya', 'de verdad', 'la verdad', 'mehr', 'echt', 'ehrlich', 'wirklich', 'jetzt', 'vraiment', 'franchement', 'maintenant', 'thanks', 'thx', 'grazie', 'gracias', 'danke', 'merci']);

/** Whether only filler words lie between `end` and the end of its clause (or of the reply). */
function endsClause(reading: Reading, end: number): boolean {
  const { tokens, clause } = reading;
  const own = clause[end - 1];
  for (let i = end; i < tokens.length; i++) {
    if (tokens[i] === BOUNDARY || clause[i] !== own) return true;
    // German run-on without punctuation: "ich mag nimmer ich hab keine kraft mehr", a new "ich" opens the next clause
    if (reading.language === 'de' && tokens[i] === 'ich') return true;
    if (i >= end + 3 || !TRAILING.has(tokens[i] as string)) return false;
  }
  return true;
}

/**
 * Two overlapping tilings of the reply into stretches a frame may span: pairs of clauses (shifted
 * by one clause in the second), cut at every "but" and every 64 tokens (shifted by 32).
 */
function frameTilings(reading: Reading): Int32Array[] {
  const { tokens, clause, boundary } = reading;
  const n = tokens.length;
  const tilings = [new Int32Array(n), new Int32Array(n)];
  for (const [shift, tiling] of tilings.entries()) {
    let id = 0;
    let pair = -1;
    let chunk = -1;
    for (let i = 0; i < n; i++) {
      const p = Math.floor(((clause[i] as number) + shift) / 2);
      const k = Math.floor((i + shift * 32) / 64);
      if ((boundary[i] && tokens[i] !== BOUNDARY) || p !== pair || k !== chunk) id++;
      pair = p;
      chunk = k;
      tiling[i] = id;
    }
  }
  return tilings;
}
