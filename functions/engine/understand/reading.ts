import type { Language } from '../types';
import type { Hit } from './matcher';
import { CONTEXT_WORDS } from './context';
import { type CompiledLanguage, type PhraseKind, type PhraseTag, compiledLanguage } from './phrases';
import { BOUNDARY, tokenizeMarkingQuestions } from './text';

/**
 * A reply being read: its tokens, the tagged phrases found in them (one pass of the matcher), where
 * its clauses end, and what negation has spent so far. Every rule of `read-reply.ts` reads it; the
 * negation rules (`negation.ts`) write `deniedBy` and `spentCues` as phrases are denied, so the
 * order in which the rules run matters (safety first).
 */
export interface Reading {
  tokens: string[];
  language: Language;
  vocabulary: CompiledLanguage;
  /** 1 where a clause ends: punctuation or a "but" word ("but", "ma", "pero", "aber", "mais"). */
  boundary: Uint8Array;
  /** Boundaries that end a question ("Druck auf der Brust? nein"). */
  questionEnds: ReadonlySet<number>;
  /** The clause number of each token. */
  clause: Int32Array;
  /** For each token of a denied phrase, the index of the negation cue that denied it; -1 elsewhere. */
  deniedBy: Int32Array;
  /** Where an intensifier starts ("like this"): a negation just before it is a comparison. */
  intensifierStarts: Set<number>;
  /** Cues spent on denying a phrase ("no" in "no pain"): they are not a "no" answer. */
  spentCues: Set<number>;
  hitsByKind: Map<PhraseKind, Hit<PhraseTag>[]>;
}

/**
 * Text-speak spelled out per language, so the lexicons meet it: "nn riesco a respirare", "il braccio
 * dx", "jveux mourir", "cnt breathe", "nich mehr", "pa q seguir"; Italian elisions and Roman and Tuscan
 * forms ("m'ha picchiata", "s'è gonfiata", "n'ho prese venti", "er treno", "nun vojo", "ce la fo").
 * Only unambiguous spellings ("pu" is also "could" in French, "x" is "times" in "2 x al giorno").
 */
const TEXT_SPEAK: Partial<Record<Language, ReadonlyMap<string, readonly string[]>>> = {
  it: new Map(Object.entries({ nn: ['non'], nun: ['non'], cchiu: ['piu'], dx: ['destro'], sx: ['sinistro'], tt: ['tutto'], cmq: ['comunque'], xke: ['perche'], xche: ['perche'], xk: ['perche'], ke: ['che'], k: ['che'], anke: ['anche'], qnd: ['quando'], m: ['mi'], s: ['si'], t: ['ti'], n: ['ne'], er: ['il'], sur: ['sul'], ar: ['al'], der: ['del'], vojo: ['voglio'], fo: ['faccio'] })),
  fr: new Map(Object.entries({ chui: ['je', 'suis'], chuis: ['je', 'suis'], jsuis: ['je', 'suis'], jveux: ['je', 'veux'], jarrive: ['j', 'arrive'], jai: ['j', 'ai'], jsais: ['je', 'sais'], jpeux: ['je', 'peux'], jpense: ['je', 'pense'], tjrs: ['toujours'], bcp: ['beaucoup'], pk: ['pourquoi'], jsui: ['je', 'suis'], jvais: ['je', 'vais'], jme: ['je', 'me'], jsens: ['je', 'sens'], jmen: ['je', 'm', 'en'], jpp: ['j', 'en', 'peux', 'plus'], jsp: ['je', 'sais', 'pas'], aujourdhui: ['aujourd', 'hui'], dun: ['d', 'un'], cest: ['c', 'est'], pa: ['pas'], ms: ['mais'] })),
  en: new Map(Object.entries({ cnt: ['cant'], lft: ['left'], rght: ['right'], rite: ['right'], kms: ['kill', 'myself'], rn: ['right', 'now'], n: ['and'], u: ['you'], ur: ['your'], bc: ['because'], cuz: ['because'], coz: ['because'], wanna: ['want', 'to'], gonna: ['going', 'to'], gotta: ['got', 'to'] })),
  es: new Map(Object.entries({ q: ['que'], ke: ['que'], xq: ['porque'], pq: ['porque'], porq: ['porque'], tb: ['tambien'], tmb: ['tambien'], xfa: ['por', 'favor'], pa: ['para'], kiero: ['quiero'], kiere: ['quiere'], kieres: ['quieres'], kieren: ['quieren'], kisiera: ['quisiera'], kien: ['quien'], aki: ['aqui'] })),
  de: new Map(Object.entries({ nich: ['nicht'], nix: ['nichts'] })),
};

/** French "c" before a word other than "est"/"etait" is "c'est" typed short ("c pas grave", "c le pire"). */
const C_EST_NEXT = new Set(['est', 'etait', 'a', 'es', 'en']);

/**
 * Elisions typed without their apostrophe ("jai", "laria", "dune heure", "lho preso", "sarrete"): the
 * elided article or pronoun split off when the token is no word the vocabulary knows and what follows
 * is a word of the language's own terms (`ownWords`) starting with a vowel or an h (elision happens
 * only there), of three letters or more or one of a few short verbs ("lho", "men"). Common words
 * that look like one ("savoir", "allora", "danno") never split. Longest prefix first.
 */
const ELISIONS: Partial<Record<Language, { prefixes: readonly string[]; short: ReadonlySet<string>; never: ReadonlySet<string> }>> = {
  fr: {
    prefixes: ['qu', 'j', 'l', 'd', 'm', 't', 's', 'c', 'n'],
    short: new Set(['ai', 'as', 'en', 'il', 'y']),
    never: new Set(['savoir', 'celle', 'celles', 'chier', 'metre', 'metres']),
  },
  it: {
    prefixes: ['dell', 'dall', 'nell', 'sull', 'all', 'coll', 'quest', 'quell', 'un', 'l', 'd', 'c', 'm'],
    short: new Set(['ho', 'ha', 'hai', 'hanno']),
    never: new Set(['allora', 'danno', 'davanti']),
  },
};
const ELIDED_START = /^[aeiouhy]/;

/** A run of three or more of one letter ("nooo", "siii", "maaal"); German keeps two of three consonants ("Schifffahrt"). */
const LETTER_RUN = /([a-z])\1{2,}/g;
const HAS_LETTER_RUN = /([a-z])\1\1/;
const VOWEL = /[aeiouy]/;
const collapseRuns = (token: string, language: Language): string =>
  token.replace(LETTER_RUN, (run, c: string) => (language === 'de' && run.length === 3 && !VOWEL.test(c) ? c + c : c));

/**
 * German typed without umlauts ("hoert", "ueber", "waere", "bruecke"): the vowel pair is read as the
 * vowel, as the normalizer reads "ö", "ü", "ä" ("hört" → "hort"). Not where the pair is no umlaut:
 * "ue" after a, e or q ("Frauen", "neue", "teuer", "Sequenz"), "-uell" ("eventuell", "aktuell"),
 * "zuerst", "zueinander", "Israel", "Michael", "Poet".
 */
const UMLAUT_PAIR = /ae|oe|ue/;
const NO_UMLAUT = /^(?:zuerst|zueinander|zuende|israel|michael|raphael|poet\w*|poesie|boeing|aerobic\w*|duett|statue|queue|blue|true)$/;
function spellUmlaut(t: string): string {
  if (!UMLAUT_PAIR.test(t) || NO_UMLAUT.test(t)) return t;
  return t.replace(/(?<![aeq])ue(?!ll)/g, 'u').replace(/(?<![ao])oe/g, 'o').replace(/(?<![ae])ae/g, 'a');
}

const knows = (v: CompiledLanguage, token: string): boolean =>
  v.phrases.knows(token) || v.frames.knows(token) || v.cues.has(token) || v.bridges.has(token) || v.postCues.has(token) || v.breakers.has(token);

function splitElision(token: string, language: Language, v: CompiledLanguage): readonly string[] | null {
  const e = ELISIONS[language];
  if (!e || e.never.has(token)) return null;
  for (const p of e.prefixes) {
    if (token.length < p.length + 2 || !token.startsWith(p)) continue;
    const rest = token.slice(p.length);
    if (ELIDED_START.test(rest) && (rest.length >= 3 || e.short.has(rest)) && v.ownWords.hasWord(rest, 4)) return [p, rest];
  }
  return null;
}

/** "grazie mille", "mille grazie", "merci mille fois", "mil gracias", "tausend Dank": thanks, not a thousand. */
const THOUSAND = new Set(['mille', 'mil', 'tausend']);
const THANKS = new Set(['grazie', 'merci', 'mercis', 'gracias', 'dank', 'danke']);
const NOTHING: readonly string[] = [];

/**
 * One token as the lexicons spell it: a thousand said in thanks dropped, text-speak spelled out, a
 * drawn-out letter collapsed, a dropped apostrophe put back as a split, German umlauts written out
 * read as umlauts. A token the vocabulary knows as it is stays as it is (only the thanks, text-speak
 * and letter runs change it).
 */
function spellOut(tokens: readonly string[], i: number, language: Language, v: CompiledLanguage): readonly string[] | null {
  const token = tokens[i] as string;
  const next = tokens[i + 1];
  if (THOUSAND.has(token) && (THANKS.has(tokens[i - 1] as string) || THANKS.has(next as string))) return NOTHING;
  if (language === 'fr' && token === 'c' && next !== undefined && !C_EST_NEXT.has(next)) return ['c', 'est'];
  const first = token.charCodeAt(0);
  if (first < 97 || first > 122) return null; // a digit, a boundary, a range mark
  let cache = SPELLED[language];
  if (!cache || cache.size >= MAX_SPELLED) cache = SPELLED[language] = new Map();
  let spelled = cache.get(token);
  if (spelled === undefined) {
    spelled = spellWord(token, language, v);
    cache.set(token, spelled);
  }
  return spelled;
}

/** What `spellWord` made of each word, per language (a word is spelled out the same way in every reply). */
const SPELLED: Partial<Record<Language, Map<string, readonly string[] | null>>> = {};
const MAX_SPELLED = 20_000;

function spellWord(token: string, language: Language, v: CompiledLanguage): readonly string[] | null {
  let t = token;
  if (t.length >= 3 && HAS_LETTER_RUN.test(t)) t = collapseRuns(t, language);
  if (language === 'de') t = spellUmlaut(t);
  const speak = TEXT_SPEAK[language]?.get(t);
  if (speak) return speak;
  if (t.length < 3 || knows(v, t)) return t === token ? null : [t];
  const split = splitElision(t, language, v);
  if (split) return split;
  // A word the context modifiers name is no typo ("de la alegria" is joy, not "alergia"; decision 236).
  if (CONTEXT_WORDS.has(t)) return t === token ? null : [t];
  if (t.length >= MIN_SWAPPED) {
    const fixed = unswapped(t, v);
    if (fixed) return [fixed];
  }
  // A doubled letter typed once ("genomen", "evidement"), or a letter left out of an own word of ten
  // letters or more, of a safety word of eight or more, or of a stem of six or more ("addormntati"):
  // the one word it comes from.
  if (t.length >= MIN_SWAPPED - 1) {
    const whole =
      v.ownWords.withLetterBack(t, t.length >= MIN_DROPPED_ANY) ??
      (t.length >= MIN_SWAPPED ? (v.safetyWords.withLetterBack(t) ?? v.ownWords.withStemLetterBack(t, MIN_SWAPPED_STEM)) : null);
    if (whole) return [whole];
  }
  return t === token ? null : [t];
}

/**
 * Two neighbouring letters typed the wrong way round ("addormnetati", "schwidnlig", "absoltuely"): a
 * word of seven letters or more that the vocabulary does not know, and the one word of the
 * language's own terms that the swap of two of its letters (never the first) gives, exactly or
 * under one of its stems of six letters or more. Shorter words and stems are left alone: "cuarto"
 * is not "cuatro", "tried" is not "tired".
 */
const MIN_SWAPPED = 7;
const MIN_SWAPPED_STEM = 6;
/** A letter left out of any own word is put back from this length of the token on. */
const MIN_DROPPED_ANY = 9;
function unswapped(token: string, v: CompiledLanguage): string | null {
  let found: string | null = null;
  for (let k = 1; k < token.length - 1; k++) {
    if (token[k] === token[k + 1]) continue;
    const w = token.slice(0, k) + token[k + 1] + token[k] + token.slice(k + 2);
    if (!v.ownWords.hasWord(w, MIN_SWAPPED_STEM)) continue;
    if (found !== null && found !== w) return null;
    found = w;
  }
  return found;
}

/**
 * An answer word or a score typed before a question, a condition or a new subject without a comma
 * ("no if my lips swell up…", "4 what should I do if…", "nein wenn ich ohnmächtig werde…", "no it
 * is chest pain"): read as if the comma were there, so the clause opens where the patient's
 * sentence does. Not before anything else: "no chest pain" denies, "no puedo respirar" negates.
 */
const LEADING_ANSWER: Record<Language, ReadonlySet<string>> = {
  en: new Set(['no', 'nope', 'nah', 'yes', 'yeah', 'yep', 'ok', 'okay']),
  de: new Set(['nein', 'nee', 'ne', 'noe', 'ja', 'jo', 'doch', 'ok']),
  fr: new Set(['non', 'nan', 'oui', 'ouais', 'ok']),
  it: new Set(['no', 'si', 'ok']),
  es: new Set(['no', 'si', 'ok']),
};
const OPENS_CLAUSE: Record<Language, ReadonlySet<string>> = {
  en: new Set(['if', 'when', 'can', 'could', 'what', 'how', 'should', 'it', 'its', 'this', 'that', 'thats', 'there']),
  de: new Set(['wenn', 'falls', 'was', 'wie', 'kann', 'soll', 'woran', 'ab']),
  fr: new Set(['si', 'est', 'qu', 'comment', 'quand']),
  it: new Set(['se', 'cosa', 'come', 'quando']),
  es: new Set(['si', 'que', 'como', 'cuando']),
};
/** An answer word or a score opening a reply ("no", "ja", "7"): what it answers is the question, not what follows. */
export const isLeadingAnswer = (token: string | undefined, language: Language): boolean =>
  token !== undefined && (LEADING_ANSWER[language].has(token) || /^\d+$/.test(token));
function commaAfterLeadingAnswer(read: { tokens: string[]; questions: number[] }, language: Language): { tokens: string[]; questions: number[] } {
  const [first, next] = read.tokens;
  if (next === undefined || read.tokens.length < 3) return read;
  const answer = isLeadingAnswer(first, language);
  // "non plus de pression …": spoken "plus" after "non" is "no more" (after "oui" it may be "more").
  const opens = OPENS_CLAUSE[language].has(next) || (language === 'fr' && next === 'plus' && (first === 'non' || first === 'nan'));
  if (!answer || !opens) return read;
  return { tokens: [first as string, BOUNDARY, ...read.tokens.slice(1)], questions: read.questions.map((q) => (q >= 1 ? q + 1 : q)) };
}

/** Laughs typed as words. */
const LAUGH = /^(?:(?:ja|ha|je|he|ah|xa)(?:ja|ha|je|he|ah|xa|j|h|a)+|lol+|lmao|rofl|mdr+|ptdr|xd+|jk)$/;

/** Spells out every token of the reply (`spellOut`); the indices of the question boundaries follow their tokens. */
function spellOutTokens(read: { tokens: string[]; questions: number[] }, language: Language, v: CompiledLanguage): { tokens: string[]; questions: number[] } {
  const src = read.tokens;
  let spelled: (readonly string[] | null)[] | null = null;
  for (let i = 0; i < src.length; i++) {
    const s = spellOut(src, i, language, v);
    if (s) (spelled ??= new Array<readonly string[] | null>(src.length).fill(null))[i] = s;
  }
  if (!spelled) return read;
  const tokens: string[] = [];
  const questions: number[] = [];
  const asked = new Set(read.questions);
  src.forEach((t, i) => {
    if (asked.has(i)) questions.push(tokens.length);
    tokens.push(...(spelled[i] ?? [t]));
  });
  return { tokens, questions };
}

/** Shared empty list (never written to). */
const NO_HITS: readonly Hit<never>[] = Object.freeze([]);
const NO_QUESTIONS: ReadonlySet<number> = new Set();

/** Tokenizes a reply and finds its phrases. */
export function readTokens(text: string, language: Language): Reading {
  const vocabulary = compiledLanguage(language);
  const { tokens, questions } = commaAfterLeadingAnswer(spellOutTokens(tokenizeMarkingQuestions(text), language, vocabulary), language);
  const n = tokens.length;
  const boundary = clauseBoundaries(tokens, vocabulary);
  const intensifierStarts = new Set<number>();
  const hitsByKind = new Map<PhraseKind, Hit<PhraseTag>[]>();
  for (const h of vocabulary.phrases.match(tokens)) {
    const kind = h.entry.payload.kind;
    if (kind === 'clauseBreaker' && !wishedThat(tokens, h.start)) for (let i = h.start; i < h.end; i++) boundary[i] = 1;
    if (kind === 'intensifier') intensifierStarts.add(h.start);
    const list = hitsByKind.get(kind);
    if (list) list.push(h);
    else hitsByKind.set(kind, [h]);
  }
  // A laugh closes what it follows ("ideas de hacerme daño ninguna jajaja", "suicidal thoughts? nah lol"); it stays a token
  // of the reply, so the jokes of context.ts still see it.
  for (let i = 0; i < n; i++) if (LAUGH.test(tokens[i] as string)) boundary[i] = 1;
  const clause = new Int32Array(n);
  for (let i = 0, id = 0; i < n; i++) {
    if (boundary[i]) id++;
    clause[i] = id;
  }
  return {
    tokens,
    language,
    vocabulary,
    boundary,
    questionEnds: questions.length === 0 ? NO_QUESTIONS : new Set(questions),
    clause,
    deniedBy: new Int32Array(n).fill(-1),
    intensifierStarts,
    spentCues: new Set(),
    hitsByKind,
  };
}

/**
 * Tokens already read, with no phrases: clause ends at punctuation and one-word breakers only, no
 * intensifiers. What the escalation keywords of a question are negated against.
 */
export function bareReading(tokens: string[], language: Language): Reading {
  const vocabulary = compiledLanguage(language);
  const n = tokens.length;
  return {
    tokens,
    language,
    vocabulary,
    boundary: clauseBoundaries(tokens, vocabulary),
    questionEnds: NO_QUESTIONS,
    clause: new Int32Array(n),
    deniedBy: new Int32Array(n).fill(-1),
    intensifierStarts: new Set(),
    spentCues: new Set(),
    hitsByKind: new Map(),
  };
}

function clauseBoundaries(tokens: readonly string[], vocabulary: CompiledLanguage): Uint8Array {
  const boundary = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (t === BOUNDARY || (vocabulary.breakers.has(t) && !insteadOf(t, tokens[i + 1]) && !modalParticle(t, tokens[i - 1]) && !particleAfterSubject(t, tokens, i) && !stillInClause(t, tokens[i - 1], tokens[i + 1]))) boundary[i] = 1;
  }
  return boundary;
}

/** Italian "invece" is a contrast ("invece oggi sto bene") but "invece di" is "instead of", inside its clause. */
const INSTEAD_OF = new Map([['invece', new Set(['di', 'del', 'dello', 'della', 'dei', 'degli', 'delle'])]]);
const insteadOf = (breaker: string, next: string | undefined): boolean => next !== undefined && (INSTEAD_OF.get(breaker)?.has(next) ?? false);

/**
 * German "aber", "allerdings", "jedoch" right after a finite verb or a pronoun are modal particles
 * inside the clause ("Brustschmerzen hab ich aber keine", "das ist aber weg"), not a "but" opening
 * the next one ("alles gut, aber ich hab Druck auf der Brust").
 */
const PARTICLE_AFTER = new Set([
  'ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'das', 'man', 'hab', 'habe', 'hat', 'hatte', 'hatten', 'hast', 'ist', 'sind',
  'war', 'waren', 'bin', 'wird', 'wurde', 'geht', 'gehts', 'ging', 'tut', 'tat', 'kam', 'kommt', 'gibt', 'gab', 'mir', 'mich',
]);
/** English "still" between a copula and a verb in -ing is an adverb inside the clause ("it's still pouring", "she is still bleeding"). */
const STILL_AFTER = new Set(['its', 's', 'is', 'was', 'are', 'were', 'am', 'm', 'im', 'been', 'hes', 'shes']);
const MODAL_PARTICLES = new Map([['aber', PARTICLE_AFTER], ['allerdings', PARTICLE_AFTER], ['jedoch', PARTICLE_AFTER]]);
const stillInClause = (breaker: string, previous: string | undefined, next: string | undefined): boolean =>
  breaker === 'still' && previous !== undefined && STILL_AFTER.has(previous) && next !== undefined && /ing$/.test(next);
const modalParticle = (breaker: string, previous: string | undefined): boolean =>
  previous !== undefined && (MODAL_PARTICLES.get(breaker)?.has(previous) ?? false);
/** German determiners of a subject put after its verb ("ist mein Stuhlgang aber pechschwarz"). */
const DETERMINERS_DE = new Set(['mein', 'meine', 'meiner', 'sein', 'seine', 'ihr', 'ihre', 'der', 'die', 'das', 'unser', 'unsere']);
const FINITE_BEFORE_SUBJECT = new Set(['ist', 'sind', 'war', 'waren', 'wird', 'wurde', 'tut', 'tat', 'geht', 'ging', 'bleibt', 'blieb']);
/** The particle after an inverted subject: verb, determiner, noun, "aber" ("seit zwei Tagen ist mein Stuhlgang aber pechschwarz"). */
const particleAfterSubject = (breaker: string, tokens: readonly string[], i: number): boolean =>
  MODAL_PARTICLES.has(breaker) && i >= 3 && DETERMINERS_DE.has(tokens[i - 2] as string) && FINITE_BEFORE_SUBJECT.has(tokens[i - 3] as string);
/** "voglio solo che finisca tutto": after a verb of wishing, "solo che" is "just that", inside its clause. */
const WISH_VERBS = new Set(['voglio', 'vorrei', 'spero', 'desidero', 'chiedo', 'prego']);
const wishedThat = (tokens: readonly string[], start: number): boolean =>
  tokens[start] === 'solo' && tokens[start + 1] === 'che' && start > 0 && WISH_VERBS.has(tokens[start - 1] as string);

/** The hits of one kind of phrase, in order of start. */
export const hitsOf = <K extends PhraseKind>(reading: Reading, kind: K): Hit<Extract<PhraseTag, { kind: K }>>[] =>
  (reading.hitsByKind.get(kind) ?? NO_HITS) as Hit<Extract<PhraseTag, { kind: K }>>[];

export const isBoundary = (reading: Reading, i: number): boolean => reading.boundary[i] === 1;

/** The clause's first token index at or before `start`, and the index after its last token from `end`. */
export function clauseAround(reading: Reading, start: number, end: number): [number, number] {
  let a = start;
  while (a > 0 && !isBoundary(reading, a - 1)) a--;
  return [a, clauseEnd(reading, end)];
}

/** The index of the first clause end at or after `from` (the token count when none). */
export function clauseEnd(reading: Reading, from: number): number {
  let b = from;
  while (b < reading.tokens.length && !isBoundary(reading, b)) b++;
  return b;
}

/**
 * The hits of a list that lie inside a longer hit of the same list ("pain" inside "stomach pain"),
 * found in one sweep (hits come in order of start; linear in practice, whatever the reply's length).
 */
export function shadowed<P>(list: readonly Hit<P>[]): ReadonlySet<Hit<P>> {
  if (list.length < 2) return NOTHING_SHADOWED;
  const out = new Set<Hit<P>>();
  const sorted = [...list].sort((a, b) => a.start - b.start || b.end - a.end);
  let best: Hit<P> | null = null;
  for (const h of sorted) {
    if (best && best.end >= h.end && best.end - best.start > h.end - h.start) out.add(h);
    else if (!best || h.end > best.end) best = h;
  }
  return out;
}
const NOTHING_SHADOWED: ReadonlySet<never> = new Set();

/** The hits, longest first among those that start at the same token, then left to right. */
export const byStartLongestFirst = <P>(a: Hit<P>, b: Hit<P>): number => a.start - b.start || b.end - b.start - (a.end - a.start);
