import type { Language } from '../types';
import { NUMBER_WORDS } from './lexicon/numbers';
import type { Barrier, LanguageLexicon, Mood, SdohFlag, SideEffect } from './lexicon/types';
import { PhraseIndex, STEM_MARK } from './matcher';
import { SAFETY_LEXICON, type SafetyCategory } from './safety-lexicon';
import { FINDING_CONCEPT_NAMES, FRAME_ENGLISH_SKIP } from './finding-frames';
import { compileFrames } from './safety-frames';
import { tokenize } from './text';
import { languagesOfReading, readingLanguage, vocabularyOf } from './vocabulary';

/**
 * Every phrase of the lexicons (`lexicon/*.ts`, `safety-lexicon.ts`) in one phrase index per
 * conversation language, each tagged with what it is, plus the negation word sets and the safety
 * frames of that language. A language reads its own lexicon and the English one (patients mix
 * them). A language is compiled by its first reply, once its words are loaded (`vocabulary.ts`);
 * a reply costs one pass of the matcher.
 */

/** A loaded language's lexicon. */
const lexiconOf = (language: Language): LanguageLexicon => vocabularyOf(language).lexicon;

export type AnswerKind = 'yes' | 'no' | 'partial' | 'unsure';
/** The labelled answer scales a question can name in `choices`. */
export type ChoiceScale = 'phq_frequency' | 'phq_difficulty';
export const CHOICE_SCALES: readonly ChoiceScale[] = ['phq_frequency', 'phq_difficulty'];

/** What a phrase found in a reply is. `negatable` phrases can be denied ("no nausea"). */
export type PhraseTag =
  /** An answer word; `final` ones count only at the end of a clause. */
  | { kind: AnswerKind; final: boolean }
  /** "I don't understand", "what?": a reply made only of these is not an answer. */
  | { kind: 'notUnderstood' }
  /** A number word or count; `weak` for articles ("un", "ein"), `approximate` for "a few". */
  | { kind: 'number'; value: number; weak: boolean; approximate: boolean }
  /** "about", "circa": the number is approximate. */
  | { kind: 'approximately' }
  | { kind: 'rangeStart' }
  /** "or", "to", "and" between two numbers of a range. */
  | { kind: 'rangeConnector' }
  /** "out of", "su": the next number is the scale. */
  | { kind: 'outOf' }
  /** "on a scale of": the numbers right after it are the scale's bounds. */
  | { kind: 'scaleWord' }
  /** "not a single one", "ni una": zero. */
  | { kind: 'zero' }
  /** A labelled answer of a choice scale ("several days" is 1). */
  | { kind: 'choice'; scale: ChoiceScale; value: number }
  | { kind: 'barrier'; label: Barrier; negatable: boolean }
  | { kind: 'sideEffect'; label: SideEffect; negatable: boolean }
  | { kind: 'socialNeed'; label: SdohFlag; negatable: boolean }
  | { kind: 'mood'; label: Mood; negatable: boolean }
  /** A concept of a barrier or side-effect frame (`finding-frames.ts`); not negatable when it holds its own negation. */
  | { kind: 'findingConcept'; concept: string; negatable: boolean }
  /** Positive and negative words of the sentiment. */
  | { kind: 'positive'; negatable: boolean }
  | { kind: 'negative'; negatable: boolean }
  /** Effort and rest qualifiers of breathlessness ("climbing stairs", "even at rest"). */
  | { kind: 'exertion' }
  | { kind: 'atRest' }
  /** "like this", "so bad": after a negated complaint it makes the negation a comparison. */
  | { kind: 'intensifier' }
  /** Multi-word clause breakers ("even though"); one-word ones are in `clauseBreakers`. */
  | { kind: 'clauseBreaker' }
  | {
      kind: 'safetyPhrase';
      category: SafetyCategory;
      tier: 'always' | 'effort';
      /** Word sequences that make the phrase figurative when they follow it. */
      figurativeAfter: string[][];
      /** Words that make the phrase history when they come right before it. */
      historyBefore: Set<string> | null;
      negatable: boolean;
    };

export type PhraseKind = PhraseTag['kind'];

/** One language's compiled vocabulary. */
export interface CompiledLanguage {
  phrases: PhraseIndex<PhraseTag>;
  /** Negation cues before a phrase ("no", "non", "kein"). */
  cues: Set<string>;
  /** Words a negation may reach across ("any", "di", "de"); `strictBridges` without "and" (safety). */
  bridges: Set<string>;
  strictBridges: Set<string>;
  /** Negation closing the clause after a phrase ("the pain is gone", "habe ich keine"). */
  postCues: Set<string>;
  /** Negation right after a phrase ("pain free", "schmerzfrei" split). */
  immediatePost: Set<string>;
  /** One-word clause breakers: "but", "ma", "pero", "aber", "mais". */
  breakers: Set<string>;
  frames: ReturnType<typeof compileFrames>;
  /**
   * The words of the language's own terms (its lexicon and its concept words; not the English ones,
   * not the every-language safety lexicon): what a word typed without its elision's apostrophe may
   * be split into ("laria" → "l aria", `reading.ts`).
   */
  ownWords: OwnWords;
  /** The safety words among them (`anyLetter`): a letter left out of one is put back. */
  safetyWords: OwnWords;
}

const MIN_DROPPED_WORD = 7;

/** Words and stems (four letters or more) of a language's own terms; `hasWord` answers for a token. */
export class OwnWords {
  /** `anyLetter`: `withLetterBack` puts back any letter left out inside a word, not only a doubled one. */
  constructor(private readonly anyLetter = false) {}
  private readonly words = new Set<string>();
  private readonly stems = new Map<string, string[]>();
  /** Adds the words of a normalized term (stem marks kept). */
  add(normalized: string): void {
    for (const w of normalized.split(' ')) {
      if (w.endsWith(STEM_MARK)) {
        const stem = w.slice(0, -STEM_MARK.length);
        if (stem.length < 4) continue;
        const key = stem.slice(0, 3);
        const list = this.stems.get(key);
        if (list) list.push(stem);
        else this.stems.set(key, [stem]);
      } else if (w !== '') this.words.add(w);
    }
  }
  /** Whether a token is one of the words exactly, or starts with one of the stems of `minStem` letters or more. */
  hasWord(token: string, minStem = Infinity): boolean {
    if (this.words.has(token)) return true;
    const list = token.length >= minStem ? this.stems.get(token.slice(0, 3)) : undefined;
    return list !== undefined && list.some((stem) => stem.length >= minStem && token.startsWith(stem));
  }
  /**
   * The one word of seven letters or more that gives `token` with a doubled letter typed once
   * ("genomen", "evidement", "totaly") or, with `anyLetter`, any letter inside it (not the first,
   * not the last: "sanguiando", not "sundays") left out; null for none or more than one. Built on first use.
   */
  withLetterBack(token: string, anyLetter = this.anyLetter): string | null {
    const map = anyLetter ? (this.droppedAny ??= this.deletions(true)) : (this.droppedDouble ??= this.deletions(false));
    return map.get(token) ?? null;
  }
  /**
   * `token` with the one inner letter put back that makes it start with a stem of `minStem` letters
   * or more ("addormntati" -> "addormentati" under "addorment*"), or null (none, or more than one).
   */
  withStemLetterBack(token: string, minStem: number): string | null {
    const list = this.stems.get(token.slice(0, 3));
    if (!list) return null;
    let found: string | null = null;
    for (const stem of list) {
      if (stem.length < minStem || token.length < stem.length || token.startsWith(stem)) continue;
      const head = token.slice(0, stem.length - 1);
      // Also a word bent from the stem ("Sammlung" under "sammel*", "juntadas" under "juntand*"): the same family.
      for (let k = 1; k < stem.length - 1; k++) {
        if (stem.slice(0, k) + stem.slice(k + 1) !== head) continue;
        const whole = stem + token.slice(stem.length - 1);
        if (found !== null && found !== whole) return null;
        found = whole;
        break;
      }
    }
    return found;
  }
  private droppedAny: Map<string, string | null> | null = null;
  private droppedDouble: Map<string, string | null> | null = null;
  private deletions(anyLetter: boolean): Map<string, string | null> {
    const out = new Map<string, string | null>();
    for (const w of this.words) {
      if (w.length < MIN_DROPPED_WORD) continue;
      for (let k = 1; k < w.length - (anyLetter ? 1 : 0); k++) {
        if (w[k] !== w[k - 1] && !anyLetter) continue;
        const key = w.slice(0, k) + w.slice(k + 1);
        if (this.words.has(key)) continue;
        const had = out.get(key);
        out.set(key, had === undefined || had === w ? w : null);
      }
    }
    return out;
  }
  /** Whether any word of a normalized term is one of these words. */
  shares(normalized: string): boolean {
    return normalized.split(' ').some((w) => this.words.has(w));
  }
}

/** "and" never carries a negation onto a safety phrase ("no nausea and chest pain"). */
const AND_WORDS = new Set(['and', 'e', 'y', 'und', 'et', 'ed']);
/** English terms that are other words in another language ("pain" is bread in French). */
const ENGLISH_SKIP: Partial<Record<Language, Set<string>>> = {
  fr: new Set(['pain', 'pains', 'like', 'or']),
  de: new Set(['bad', 'hat']),
  it: new Set([]),
};
/** Counts that are approximate ("a few", "ein paar", "quelques"). */
const APPROXIMATE_COUNT = /few|paar|quelques|qualche|cuant|alcun|algun|varios|varias|several|plusieurs|einige|mehrere/;

/** "can t" → "cant", "don t" → "dont", "j ai" → "jai", "c est" → "cest". */
const JOIN_APOSTROPHE = /\b(\w+n|j|c|l|d|qu) (t|ai|est|en)\b/g;

/** A term normalized like the replies, its stem marks kept. */
export const normalizeTerm = (term: string): string => tokenize(term.replace(/\*/g, STEM_MARK)).join(' ');

type AddPhrase = (lex: LanguageLexicon, group: string, rawTerm: string, tag: PhraseTag, fuzzy?: boolean) => void;

/**
 * The function that adds one lexicon term: once per group (the first lexicon wins), skipping English
 * words that are other words in the language, a phrase carrying its own negation never negatable,
 * and the apostrophe-less spelling added too. A term ending in " $" is a `final` answer; a leading
 * "!" marks a phrase as never negated.
 */
function phraseAdder(lang: Language, phrases: PhraseIndex<PhraseTag>, cueWords: Set<string>, ownWords: OwnWords): AddPhrase {
  const primary = lexiconOf(lang);
  const skip = ENGLISH_SKIP[lang];
  const seen = new Set<string>();
  return (lex, group, rawTerm, tag, fuzzy = false) => {
    let term = rawTerm.trim();
    const final = term.endsWith(' $');
    if (final) term = term.slice(0, -2);
    let forceFixed = false;
    if (term.startsWith('!')) {
      forceFixed = true;
      term = term.slice(1);
    }
    const n = normalizeTerm(term);
    if (lex !== primary && skip?.has(n)) return;
    if (lex === primary && group !== 'safetyPhrase') ownWords.add(n);
    const key = `${group}:${n}`;
    if (seen.has(key)) return;
    seen.add(key);
    let t = tag;
    if ('final' in t) t = { ...t, final };
    if ('negatable' in t) {
      // A phrase that carries its own negation ("can't afford", "je n'en ai plus") is never negated.
      const intrinsic = forceFixed || n.split(' ').some((w) => cueWords.has(w));
      t = { ...t, negatable: !intrinsic };
    }
    phrases.add(term, t, { fuzzy });
    // "can't" is also typed "cant", "j'ai" is also typed "jai": add the apostrophe-less spelling.
    const joined = n.replace(JOIN_APOSTROPHE, '$1$2');
    if (joined !== n && !seen.has(`${group}:${joined}`)) {
      seen.add(`${group}:${joined}`);
      phrases.add(joined.replaceAll(STEM_MARK, '*'), t, { fuzzy });
    }
  };
}

/** Answer words, number words and the words around numbers. */
function addAnswersAndNumbers(add: AddPhrase, lex: LanguageLexicon, lang: Language): void {
  for (const t of lex.yes) add(lex, 'answer', t, { kind: 'yes', final: false });
  for (const t of lex.no) add(lex, 'answer', t, { kind: 'no', final: false });
  for (const t of lex.partial) add(lex, 'answer', t, { kind: 'partial', final: false });
  for (const t of lex.unsure) add(lex, 'answer', t, { kind: 'unsure', final: false });
  for (const t of lex.notUnderstood) add(lex, 'notUnderstood', t, { kind: 'notUnderstood' });
  // Articles first: "un" is weak in French even though it is also the number word.
  for (const [t, value] of Object.entries(lex.weakNumbers)) add(lex, 'number', t, { kind: 'number', value, weak: true, approximate: false });
  const numberWords = NUMBER_WORDS[lex === lexiconOf('en') ? 'en' : lang];
  for (const [t, value] of Object.entries(numberWords)) add(lex, 'number', t, { kind: 'number', value, weak: false, approximate: false });
  for (const [t, value] of Object.entries(lex.counts)) {
    add(lex, 'number', t, { kind: 'number', value, weak: false, approximate: APPROXIMATE_COUNT.test(t) });
  }
  for (const t of lex.approx) add(lex, 'approximately', t, { kind: 'approximately' });
  for (const t of lex.rangeStart) add(lex, 'rangeStart', t, { kind: 'rangeStart' });
  for (const t of lex.rangeConnectors) add(lex, 'rangeConnector', t, { kind: 'rangeConnector' });
  for (const t of lex.outOf) add(lex, 'outOf', t, { kind: 'outOf' });
  for (const t of lex.scaleWords) add(lex, 'scaleWord', t, { kind: 'scaleWord' });
  for (const t of lex.zero) add(lex, 'zero', t, { kind: 'zero' });
  for (const scale of CHOICE_SCALES) {
    for (const [t, value] of Object.entries(lex.choices[scale])) add(lex, `choice-${scale}`, t, { kind: 'choice', scale, value });
  }
}

/** Barriers, side effects, social needs, mood and sentiment words, and the modifiers negation and breathing read. */
function addFindings(add: AddPhrase, lex: LanguageLexicon): void {
  for (const [label, terms] of Object.entries(lex.barriers)) {
    for (const t of terms) add(lex, `barrier-${label}`, t, { kind: 'barrier', label: label as Barrier, negatable: true }, true);
  }
  for (const [label, terms] of Object.entries(lex.sideEffects)) {
    for (const t of terms ?? []) add(lex, `sideEffect-${label}`, t, { kind: 'sideEffect', label: label as SideEffect, negatable: true }, true);
  }
  for (const [label, terms] of Object.entries(lex.sdoh)) {
    for (const t of terms) add(lex, `socialNeed-${label}`, t, { kind: 'socialNeed', label: label as SdohFlag, negatable: true });
  }
  for (const [label, terms] of Object.entries(lex.mood)) {
    for (const t of terms) add(lex, `mood-${label}`, t, { kind: 'mood', label: label as Mood, negatable: true });
  }
  for (const t of lex.positive) add(lex, 'positive', t, { kind: 'positive', negatable: true });
  for (const t of lex.negative) add(lex, 'negative', t, { kind: 'negative', negatable: true });
  for (const t of lex.exertion) add(lex, 'exertion', t, { kind: 'exertion' });
  for (const t of lex.atRest) add(lex, 'atRest', t, { kind: 'atRest' });
  for (const t of lex.negation.intensifiers) add(lex, 'intensifier', t, { kind: 'intensifier' });
  for (const t of lex.negation.clauseBreakers) if (normalizeTerm(t).includes(' ')) add(lex, 'clauseBreaker', t, { kind: 'clauseBreaker' });
}

/** The concepts of the barrier and side-effect frames: the language's own words and the English ones. */
function addFindingConcepts(add: AddPhrase, lang: Language): void {
  const langs = languagesOfReading(lang);
  for (const concept of FINDING_CONCEPT_NAMES) {
    for (const l of langs) {
      for (const t of vocabularyOf(l).findingConcepts[concept] ?? []) {
        if (l !== lang && FRAME_ENGLISH_SKIP[lang]?.has(t)) continue;
        add(lexiconOf(l), `concept-${concept}`, t, { kind: 'findingConcept', concept, negatable: true });
      }
    }
  }
}

/** The safety lexicon: every language's phrases, in every conversation. */
function addSafetyPhrases(add: AddPhrase, primary: LanguageLexicon): void {
  for (const group of SAFETY_LEXICON) {
    const figurativeAfter = (group.figurativeAfter ?? []).map((f) => normalizeTerm(f).split(' '));
    const historyBefore = group.historyAfter ? new Set(group.historyAfter.map(normalizeTerm)) : null;
    for (const t of group.terms) {
      add(primary, 'safetyPhrase', t, { kind: 'safetyPhrase', category: group.category, tier: group.tier, figurativeAfter, historyBefore, negatable: true }, true);
    }
  }
}

/** One-word entries of a list, normalized. */
const wordSet = (words: string[]): Set<string> => new Set(words.map(normalizeTerm).filter((w) => w.length > 0 && !w.includes(' ')));

function compileLanguage(lang: Language): CompiledLanguage {
  const phrases = new PhraseIndex<PhraseTag>();
  const primary = lexiconOf(lang);
  const en = lexiconOf('en');
  const cueWords = new Set<string>();
  for (const c of primary.negation.cues) cueWords.add(normalizeTerm(c));
  for (const c of en.negation.cues) cueWords.add(normalizeTerm(c));
  const ownWords = new OwnWords();
  const add = phraseAdder(lang, phrases, cueWords, ownWords);
  for (const lex of lang === 'en' ? [en] : [primary, en]) {
    addAnswersAndNumbers(add, lex, lang);
    addFindings(add, lex);
  }
  addFindingConcepts(add, lang);
  addSafetyPhrases(add, primary);

  const cues = wordSet(primary.negation.cues);
  // English cues are read in every language, except words that are an answer there, not a negation
  // (Italian "no" answers; "non" negates: "no, ho dolore al petto" is not a denial).
  const primaryNo = new Set(primary.no.map(normalizeTerm));
  for (const c of wordSet(en.negation.cues)) if (lang === 'en' || !primaryNo.has(c) || cues.has(c)) cues.add(c);
  const bridges = wordSet([...primary.negation.bridges, ...en.negation.bridges]);
  const strictBridges = new Set([...bridges].filter((b) => !AND_WORDS.has(b)));
  const postCues = wordSet([...primary.negation.postCues, ...(lang === 'en' ? [] : en.negation.postCues)]);
  const immediatePost = wordSet([...primary.negation.immediatePostCues, ...en.negation.immediatePostCues]);
  const breakers = wordSet([...primary.negation.clauseBreakers, ...en.negation.clauseBreakers]);
  // French "plus" negates after "ne" ("je ne vois plus de raison"): a concept holding it carries its own negation.
  const frames = compileFrames(lang, (w) => cues.has(w) || cueWords.has(w) || (lang === 'fr' && w === 'plus'), normalizeTerm);
  const safetyWords = new OwnWords(true);
  for (const n of ownSafetyTerms(ownWords, lang)) {
    ownWords.add(n);
    safetyWords.add(n);
  }
  return { phrases, cues, bridges, strictBridges, postCues, immediatePost, breakers, frames, ownWords, safetyWords };
}

/** A letter English does not write: a term that has one belongs to another language ("étouffe"). */
const ACCENTED = /[à-ÿ]/i;

/**
 * The language's safety terms, normalized: its safety concept words, and the every-language safety
 * lexicon's terms that share a word with the language's own terms or have an accented letter, and
 * (but in English) share none with English ("j étouffe", "fame d aria", "étouffe").
 */
function ownSafetyTerms(ownWords: OwnWords, lang: Language): string[] {
  const out: string[] = [];
  for (const terms of Object.values(vocabularyOf(lang).safetyConcepts)) for (const t of terms ?? []) out.push(normalizeTerm(t));
  if (lang === 'en') {
    for (const t of SAFETY_LEXICON.flatMap((g) => g.terms)) if (!ACCENTED.test(t) && ownWords.shares(normalizeTerm(t))) out.push(normalizeTerm(t));
    return out;
  }
  const english = new OwnWords();
  const en = lexiconOf('en');
  for (const t of [...Object.values(en.sideEffects).flat(), ...Object.values(en.barriers).flat(), ...en.yes, ...en.no, ...en.negation.cues]) {
    if (t) english.add(normalizeTerm(t));
  }
  for (const terms of Object.values(vocabularyOf('en').safetyConcepts)) for (const t of terms ?? []) english.add(normalizeTerm(t));
  for (const t of SAFETY_LEXICON.flatMap((g) => g.terms)) {
    const n = normalizeTerm(t);
    if ((ownWords.shares(n) || ACCENTED.test(t)) && !english.shares(n)) out.push(n);
  }
  return out;
}

const COMPILED: Partial<Record<Language, CompiledLanguage>> = {};

/** The compiled vocabulary of a conversation language (English for an unknown one); its words must be loaded (`loadLanguage`). */
export const compiledLanguage = (language: Language): CompiledLanguage => {
  const lang = readingLanguage(language);
  return (COMPILED[lang] ??= compileLanguage(lang));
};
