import type { Escalation, Interpretation, Language, Question, Sentiment } from '../types';
import { LANGUAGES } from '../types';
import { de } from './lexicon/de';
import { en } from './lexicon/en';
import { es } from './lexicon/es';
import { fr } from './lexicon/fr';
import { it } from './lexicon/it';
import { NUMBER_WORDS } from './lexicon/numbers';
import type { Barrier, LanguageLexicon, Mood, SdohFlag, SideEffect } from './lexicon/types';
import { type Hit, PhraseIndex } from './matcher';
import {
  DENIED_SELF_HARM_KEYWORD,
  SAFETY_LEXICON,
  SAFETY_REASONS,
  type SafetyCategory,
} from './safety-lexicon';
import { contextModifier, resolvedAfter } from './context';
import { type FrameHit, compileFrames, findFrames } from './safety-frames';
import { BOUNDARY, RANGE, isDigits, normalizeText, originalWords, tokenOffsets, tokenize } from './text';

/**
 * Reply understanding: one pass of the phrase matcher over the reply's tokens, then small rules
 * for negation, numbers, yes/no and the safety lexicon (rules documented in safety-lexicon.ts).
 * Everything is compiled at module load; a call allocates only its own small arrays.
 */

export const LEXICONS: Record<Language, LanguageLexicon> = { en, it, es, de, fr };

type AnswerKind = 'yes' | 'no' | 'partial' | 'unsure';
type Scale = 'phq_frequency' | 'phq_difficulty';

type Payload =
  | { k: AnswerKind; final: boolean }
  | { k: 'nu' }
  | { k: 'num'; v: number; weak: boolean; approx: boolean }
  | { k: 'approx' }
  | { k: 'rangeStart' }
  | { k: 'rangeConn' }
  | { k: 'outOf' }
  | { k: 'scale' }
  | { k: 'zero' }
  | { k: 'choice'; scale: Scale; v: number }
  | { k: 'barrier'; label: Barrier; negatable: boolean }
  | { k: 'side'; label: SideEffect; negatable: boolean }
  | { k: 'sdoh'; label: SdohFlag; negatable: boolean }
  | { k: 'mood'; label: Mood; negatable: boolean }
  | { k: 'pos'; negatable: boolean }
  | { k: 'neg'; negatable: boolean }
  | { k: 'exertion' }
  | { k: 'rest' }
  | { k: 'intens' }
  | { k: 'breaker' }
  | {
      k: 'safety';
      cat: SafetyCategory;
      tier: 'always' | 'effort';
      figurative: string[][];
      history: Set<string> | null;
      negatable: boolean;
    };

interface CompiledLanguage {
  index: PhraseIndex<Payload>;
  cues: Set<string>;
  bridges: Set<string>;
  strictBridges: Set<string>;
  postCues: Set<string>;
  immediatePost: Set<string>;
  breakers: Set<string>;
  frames: ReturnType<typeof compileFrames>;
}

/** "and" never carries a negation onto a safety phrase ("no nausea and chest pain"). */
const AND_WORDS = new Set(['and', 'e', 'y', 'und', 'et', 'ed']);
/** Subject pronouns may sit between the words of a post-negation ("Brustschmerzen habe ICH keine"). */
const PRONOUNS = new Set(['i', 'io', 'yo', 'ich', 'je', 'j']);
/** French "plus" negates only after "ne"/"n". */
const FRENCH_NE = new Set(['ne', 'n']);
/** English terms that are other words in another language ("pain" is bread in French). */
const ENGLISH_SKIP: Partial<Record<Language, Set<string>>> = {
  fr: new Set(['pain', 'pains', 'like', 'or']),
  de: new Set(['bad', 'hat']),
  it: new Set([]),
};

/** "can t" → "cant", "don t" → "dont", "j ai" → "jai", "c est" → "cest". */
const JOIN_APOSTROPHE = /\b(\w+n|j|c|l|d|qu) (t|ai|est|en)\b/g;

const norm = (term: string): string => tokenize(term.replace(/\*/g, 'zqstemzq')).join(' ');

function compileLanguage(lang: Language): CompiledLanguage {
  const index = new PhraseIndex<Payload>();
  const lexicons = lang === 'en' ? [en] : [LEXICONS[lang], en];
  const primary = LEXICONS[lang];
  const seen = new Set<string>();
  const skip = ENGLISH_SKIP[lang];
  const cueWords = new Set<string>();
  for (const c of primary.negation.cues) cueWords.add(norm(c));
  for (const c of en.negation.cues) cueWords.add(norm(c));

  const add = (lex: LanguageLexicon, kind: string, rawTerm: string, payload: Payload, fuzzy = false): void => {
    let term = rawTerm.trim();
    const final = term.endsWith(' $');
    if (final) term = term.slice(0, -2);
    let forceFixed = false;
    if (term.startsWith('!')) {
      forceFixed = true;
      term = term.slice(1);
    }
    const n = norm(term);
    if (lex !== primary && skip?.has(n)) return;
    const key = `${kind}:${n}`;
    if (seen.has(key)) return;
    seen.add(key);
    let p = payload;
    if ('final' in p) p = { ...p, final };
    if ('negatable' in p) {
      // A phrase that carries its own negation ("can't afford", "je n'en ai plus") is never negated.
      const intrinsic = forceFixed || n.split(' ').some((w) => cueWords.has(w));
      p = { ...p, negatable: !intrinsic };
    }
    index.add(term, p, { fuzzy });
    // "can't" is also typed "cant", "j'ai" is also typed "jai": add the apostrophe-less spelling.
    const joined = n.replace(JOIN_APOSTROPHE, '$1$2');
    if (joined !== n && !seen.has(`${kind}:${joined}`)) {
      seen.add(`${kind}:${joined}`);
      index.add(joined.replace(/zqstemzq/g, '*'), p, { fuzzy });
    }
  };

  for (const lex of lexicons) {
    for (const t of lex.yes) add(lex, 'ans', t, { k: 'yes', final: false });
    for (const t of lex.no) add(lex, 'ans', t, { k: 'no', final: false });
    for (const t of lex.partial) add(lex, 'ans', t, { k: 'partial', final: false });
    for (const t of lex.unsure) add(lex, 'ans', t, { k: 'unsure', final: false });
    for (const t of lex.notUnderstood) add(lex, 'nu', t, { k: 'nu' });
    // Articles first: "un" is weak in French even though it is also the number word.
    for (const [t, v] of Object.entries(lex.weakNumbers)) add(lex, 'num', t, { k: 'num', v, weak: true, approx: false });
    const numberWords = NUMBER_WORDS[lex === en ? 'en' : lang];
    for (const [t, v] of Object.entries(numberWords)) add(lex, 'num', t, { k: 'num', v, weak: false, approx: false });
    for (const [t, v] of Object.entries(lex.counts)) {
      add(lex, 'num', t, { k: 'num', v, weak: false, approx: /few|paar|quelques|qualche|cuant|alcun|algun|varios|varias|several|plusieurs|einige|mehrere/.test(t) });
    }
    for (const t of lex.approx) add(lex, 'approx', t, { k: 'approx' });
    for (const t of lex.rangeStart) add(lex, 'rangeStart', t, { k: 'rangeStart' });
    for (const t of lex.rangeConnectors) add(lex, 'rangeConn', t, { k: 'rangeConn' });
    for (const t of lex.outOf) add(lex, 'outOf', t, { k: 'outOf' });
    for (const t of lex.scaleWords) add(lex, 'scale', t, { k: 'scale' });
    for (const t of lex.zero) add(lex, 'zero', t, { k: 'zero' });
    for (const scale of ['phq_frequency', 'phq_difficulty'] as const) {
      for (const [t, v] of Object.entries(lex.choices[scale])) add(lex, `choice-${scale}`, t, { k: 'choice', scale, v });
    }
    for (const [label, terms] of Object.entries(lex.barriers)) {
      for (const t of terms) add(lex, `barrier-${label}`, t, { k: 'barrier', label: label as Barrier, negatable: true }, true);
    }
    for (const [label, terms] of Object.entries(lex.sideEffects)) {
      for (const t of terms ?? []) add(lex, `side-${label}`, t, { k: 'side', label: label as SideEffect, negatable: true }, true);
    }
    for (const [label, terms] of Object.entries(lex.sdoh)) {
      for (const t of terms) add(lex, `sdoh-${label}`, t, { k: 'sdoh', label: label as SdohFlag, negatable: true });
    }
    for (const [label, terms] of Object.entries(lex.mood)) {
      for (const t of terms) add(lex, `mood-${label}`, t, { k: 'mood', label: label as Mood, negatable: true });
    }
    for (const t of lex.positive) add(lex, 'pos', t, { k: 'pos', negatable: true });
    for (const t of lex.negative) add(lex, 'neg', t, { k: 'neg', negatable: true });
    for (const t of lex.exertion) add(lex, 'exertion', t, { k: 'exertion' });
    for (const t of lex.atRest) add(lex, 'rest', t, { k: 'rest' });
    for (const t of lex.negation.intensifiers) add(lex, 'intens', t, { k: 'intens' });
    for (const t of lex.negation.clauseBreakers) if (norm(t).includes(' ')) add(lex, 'breaker', t, { k: 'breaker' });
  }
  for (const group of SAFETY_LEXICON) {
    const figurative = (group.figurativeAfter ?? []).map((f) => norm(f).split(' '));
    const history = group.historyAfter ? new Set(group.historyAfter.map(norm)) : null;
    for (const t of group.terms) {
      add(primary, 'safety', t, { k: 'safety', cat: group.category, tier: group.tier, figurative, history, negatable: true }, true);
    }
  }

  const set = (words: string[]): Set<string> => new Set(words.map(norm).filter((w) => w.length > 0 && !w.includes(' ')));
  const cues = set(primary.negation.cues);
  // English cues are read in every language, except words that are an answer there, not a negation
  // (Italian "no" answers; "non" negates: "no, ho dolore al petto" is not a denial).
  const primaryNo = new Set(primary.no.map(norm));
  for (const c of set(en.negation.cues)) if (lang === 'en' || !primaryNo.has(c) || cues.has(c)) cues.add(c);
  const bridges = set([...primary.negation.bridges, ...en.negation.bridges]);
  const strictBridges = new Set([...bridges].filter((b) => !AND_WORDS.has(b)));
  const postCues = set([...primary.negation.postCues, ...(lang === 'en' ? [] : en.negation.postCues)]);
  const immediatePost = set([...primary.negation.immediatePostCues, ...en.negation.immediatePostCues]);
  const breakers = set([...primary.negation.clauseBreakers, ...en.negation.clauseBreakers]);
  // French "plus" negates after "ne" ("je ne vois plus de raison"): a concept holding it carries its own negation.
  const frames = compileFrames(lang, (w) => cues.has(w) || cueWords.has(w) || (lang === 'fr' && w === 'plus'), norm);
  return { index, cues, bridges, strictBridges, postCues, immediatePost, breakers, frames };
}

const COMPILED: Record<Language, CompiledLanguage> = Object.fromEntries(
  LANGUAGES.map((l) => [l, compileLanguage(l)]),
) as Record<Language, CompiledLanguage>;

/** Escalation keywords of custom questions, compiled once per distinct keyword list. */
const KEYWORD_CACHE = new Map<string, PhraseIndex<string>>();
const KEYWORD_BY_ARRAY = new WeakMap<readonly string[], PhraseIndex<string>>();
function keywordIndex(keywords: readonly string[]): PhraseIndex<string> {
  const known = KEYWORD_BY_ARRAY.get(keywords);
  if (known) return known;
  const key = keywords.join('\u0000');
  let index = KEYWORD_CACHE.get(key);
  if (!index) {
    index = new PhraseIndex<string>();
    for (const k of keywords) index.add(k, k);
    if (KEYWORD_CACHE.size > 5000) KEYWORD_CACHE.clear();
    KEYWORD_CACHE.set(key, index);
  }
  KEYWORD_BY_ARRAY.set(keywords, index);
  return index;
}

// ------------------------------------------------------------------------------------------ analysis

/** One reason to escalate: the category, the frame (or `<category>:phrase`) and the tokens [start, end). */
export interface SafetyMatch {
  category: SafetyCategory;
  frame: string;
  start: number;
  end: number;
}

export interface Analysis {
  tokens: string[];
  barriers: Barrier[];
  sideEffects: SideEffect[];
  sdoh: SdohFlag[];
  mood: Mood | undefined;
  sentiment: Sentiment;
  safety: { categories: SafetyCategory[]; matches: SafetyMatch[] } | null;
  deniedSelfHarm: boolean;
  /** Yes/no reading: true, false, 'unsure' or null (no answer word). */
  answer: boolean | 'unsure' | null;
  partial: boolean;
  numbers: { value: number; range?: [number, number]; approximate: boolean; digits: boolean } | null;
  choice: Record<Scale, number | null>;
  zero: boolean;
  notUnderstoodOnly: boolean;
  negatedCues: Set<number>;
}

interface Ctx {
  tokens: string[];
  c: CompiledLanguage;
  boundary: Uint8Array;
  clause: Int32Array;
  negCover: Int32Array;
  intensStarts: Set<number>;
  consumed: Set<number>;
  lang: Language;
}

function isBoundary(ctx: Ctx, i: number): boolean {
  return ctx.boundary[i] === 1;
}

/** The index of the cue negating [start, end), or -1 (rules in safety-lexicon.ts, rule 3). */
function negation(ctx: Ctx, start: number, end: number, strict: boolean): number {
  const { tokens, c } = ctx;
  const bridges = strict ? c.strictBridges : c.bridges;
  let cue = -1;
  // Backward: a cue, or a negated neighbour joined by "or"/"nor" (and, outside safety, "and").
  for (let j = start - 1, steps = 0; j >= 0 && steps < 6; j--, steps++) {
    if (isBoundary(ctx, j)) break;
    const t = tokens[j] as string;
    if (c.cues.has(t)) {
      // French "pas mal de" is "quite a lot of": "j'ai pas mal de douleurs" is a complaint.
      if (t === 'pas' && ctx.lang === 'fr' && tokens[j + 1] === 'mal' && (tokens[j + 2] === 'de' || tokens[j + 2] === 'd')) break;
      cue = j;
      break;
    }
    if (t === 'plus' && ctx.lang === 'fr') {
      // "je n'ai plus de nausées": keep walking to the "n".
      let k = j - 1;
      while (k >= 0 && k >= j - 3 && !FRENCH_NE.has(tokens[k] as string)) k--;
      if (k >= 0 && k >= j - 3) {
        cue = k;
        break;
      }
      break;
    }
    const cover = ctx.negCover[j] as number;
    if (cover >= 0 && !strict) {
      cue = cover;
      break;
    }
    if (!bridges.has(t)) break;
  }
  if (cue < 0) {
    // Right after: "pain free", "schmerzfrei" is a word of its own.
    const next = tokens[end];
    if (next !== undefined && c.immediatePost.has(next)) cue = end;
  }
  if (cue < 0) {
    // After, closing the clause: "Brustschmerzen habe ich keine", "the pain is gone".
    let k = end;
    let steps = 0;
    while (k < tokens.length && steps < 4 && !isBoundary(ctx, k) && !c.postCues.has(tokens[k] as string)) {
      const t = tokens[k] as string;
      if (!c.bridges.has(t) && !PRONOUNS.has(t)) break;
      k++;
      steps++;
    }
    if (k < tokens.length && c.postCues.has(tokens[k] as string)) {
      let m = k + 1;
      while (m < tokens.length && !isBoundary(ctx, m) && c.bridges.has(tokens[m] as string) && m - k <= 2) m++;
      if (m >= tokens.length || isBoundary(ctx, m)) cue = k;
    }
  }
  if (cue < 0) return -1;
  // "never had chest pain LIKE THIS": the negation is a comparison, not a denial.
  for (let k = end; k <= end + 2 && k < tokens.length; k++) {
    if (isBoundary(ctx, k)) break;
    if (ctx.intensStarts.has(k)) return -1;
  }
  return cue;
}

function followedBy(tokens: readonly string[], end: number, seqs: string[][]): boolean {
  outer: for (const seq of seqs) {
    for (let k = 0; k < seq.length; k++) if (tokens[end + k] !== seq[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * The hits of a list that lie inside a longer hit of the same list ("pain" inside "stomach pain"),
 * found in one sweep (hits come in order of start; linear in practice, whatever the reply's length).
 */
const NOTHING_SHADOWED: ReadonlySet<never> = new Set();
/** Shared empty list (never written to). */
const NO_HITS: readonly Hit<never>[] = Object.freeze([]);
function shadowed<P>(list: Hit<P>[]): ReadonlySet<Hit<P>> {
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

export function analyze(text: string, language: Language): Analysis {
  const tokens = tokenize(text);
  const c = COMPILED[language] ?? COMPILED.en;
  const n = tokens.length;
  const hits = c.index.match(tokens);
  const boundary = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = tokens[i] as string;
    if (t === BOUNDARY || c.breakers.has(t)) boundary[i] = 1;
  }
  const intensStarts = new Set<number>();
  const byKind = new Map<string, Hit<Payload>[]>();
  for (const h of hits) {
    const k = h.entry.payload.k;
    if (k === 'breaker') for (let i = h.start; i < h.end; i++) boundary[i] = 1;
    if (k === 'intens') intensStarts.add(h.start);
    const list = byKind.get(k);
    if (list) list.push(h);
    else byKind.set(k, [h]);
  }
  const clause = new Int32Array(n);
  for (let i = 0, id = 0; i < n; i++) {
    if (boundary[i]) id++;
    clause[i] = id;
  }
  const ctx: Ctx = {
    tokens,
    c,
    boundary,
    clause,
    negCover: new Int32Array(n).fill(-1),
    intensStarts,
    consumed: new Set(),
    lang: language,
  };
  const get = (k: Payload['k']): Hit<Payload>[] => byKind.get(k) ?? (NO_HITS as unknown as Hit<Payload>[]);

  // Content hits, in order, with negation (a negated hit lends its cue to a neighbour joined by "or").
  const negatedHit = (h: Hit<Payload>, strict: boolean): boolean => {
    const p = h.entry.payload;
    if (!('negatable' in p) || !p.negatable) return false;
    const cue = negation(ctx, h.start, h.end, strict);
    if (cue < 0) return false;
    // "no pain" spends its "no" (it is not an answer); "no thanks" keeps it.
    if (p.k !== 'pos' && p.k !== 'neg') ctx.consumed.add(cue);
    for (let i = h.start; i < h.end; i++) ctx.negCover[i] = cue;
    return true;
  };

  // Safety first (strict negation), then the rest.
  const safetyHits = get('safety');
  const safetyCats: SafetyCategory[] = [];
  const safetyMatches: SafetyMatch[] = [];
  const safetySpans: { start: number; end: number }[] = [];
  let replyText: string | undefined;
  const outOfPresent = (cat: SafetyCategory, start: number, end: number): boolean => {
    let a = start;
    while (a > 0 && !isBoundary(ctx, a - 1)) a--;
    let b = end;
    while (b < n && !isBoundary(ctx, b)) b++;
    replyText ??= tokens.filter((t) => t !== BOUNDARY).join(' ');
    return contextModifier(cat, language, tokens.slice(a, start).join(' '), tokens.slice(end, b).join(' '), replyText, tokens.slice(a, b).join(' ')) !== null;
  };
  let deniedSelfHarm = false;
  let effortBreathing = false;
  let exertionClauses: Set<number> | undefined;
  let restClauses: Set<number> | undefined;
  for (const h of safetyHits) {
    const p = h.entry.payload;
    if (p.k !== 'safety') continue;
    if (negatedHit(h, true)) {
      if (p.cat === 'self_harm') deniedSelfHarm = true;
      continue;
    }
    if (p.figurative.length > 0 && followedBy(tokens, h.end, p.figurative)) continue;
    if (p.history && h.start > 0 && p.history.has(tokens[h.start - 1] as string)) continue;
    if (p.tier === 'effort') {
      const cl = clause[h.start] as number;
      exertionClauses ??= new Set(get('exertion').map((x) => clause[x.start] as number));
      restClauses ??= new Set(get('rest').map((x) => clause[x.start] as number));
      if (exertionClauses.has(cl) && !restClauses.has(cl)) {
        effortBreathing = true;
        safetySpans.push(h);
        continue;
      }
    }
    if (outOfPresent(p.cat, h.start, h.end)) continue;
    safetySpans.push(h);
    if (!safetyCats.includes(p.cat)) safetyCats.push(p.cat);
    safetyMatches.push({ category: p.cat, frame: `${p.cat}:phrase`, start: h.start, end: h.end });
  }
  // Crises told in other words: concept frames (safety-frames.ts), with the same modifiers.
  const frameNegated = (start: number, end: number): number => {
    for (let i = start; i < end; i++) if ((ctx.negCover[i] as number) >= 0) return ctx.negCover[i] as number;
    return negation(ctx, start, end, true);
  };
  // Frames may cross clause punctuation, never a "but" (a breaker word). Two overlapping tilings of
  // stretches of two clauses and at most 64 tokens keep a long reply linear.
  const tilings = [new Int32Array(n), new Int32Array(n)];
  for (const [t, tiling] of tilings.entries()) {
    let id = 0;
    let pair = -1;
    let chunk = -1;
    for (let i = 0; i < n; i++) {
      const p = Math.floor(((clause[i] as number) + t) / 2);
      const k = Math.floor((i + t * 32) / 64);
      if ((boundary[i] && tokens[i] !== BOUNDARY) || p !== pair || k !== chunk) id++;
      pair = p;
      chunk = k;
      tiling[i] = id;
    }
  }
  const frameHits: FrameHit[] = [];
  const conceptHits = c.frames.match(tokens);
  for (const tiling of conceptHits.length > 0 ? tilings : []) {
    for (const f of findFrames(conceptHits, tiling, frameNegated)) {
      if (!frameHits.some((x) => x.category === f.category)) frameHits.push(f);
    }
  }
  for (const f of frameHits) {
    if (safetyCats.includes(f.category) || outOfPresent(f.category, f.start, f.end)) continue;
    safetySpans.push(f);
    safetyCats.push(f.category);
    safetyMatches.push(f);
  }
  const safetyCover = new Uint8Array(n);
  for (const sp of safetySpans) safetyCover.fill(1, sp.start, sp.end);
  const insideSafety = (h: Hit<Payload>): boolean => {
    for (let i = h.start; i < h.end; i++) if (!safetyCover[i]) return false;
    return true;
  };

  const clauseAfter = (end: number): string => {
    let b = end;
    while (b < n && !isBoundary(ctx, b)) b++;
    return tokens.slice(end, b).join(' ');
  };
  const collect = <L extends string>(kind: 'barrier' | 'side' | 'sdoh' | 'mood'): L[] => {
    const list = get(kind);
    const out: L[] = [];
    const hidden = shadowed(list);
    for (const h of list) {
      if (hidden.has(h)) continue;
      if (kind === 'side' && insideSafety(h)) continue;
      if (negatedHit(h, false)) continue;
      if (kind === 'side' && resolvedAfter(language, clauseAfter(h.end))) continue;
      const p = h.entry.payload as unknown as { label: L };
      if (!out.includes(p.label)) out.push(p.label);
    }
    return out;
  };
  const barriers = collect<Barrier>('barrier');
  const sideEffects = collect<SideEffect>('side');
  if (effortBreathing && !sideEffects.includes('shortness_of_breath')) sideEffects.push('shortness_of_breath');
  const sdoh = collect<SdohFlag>('sdoh');
  const moods = collect<Mood>('mood');

  // Sentiment: positive and negative words, flipped when negated ("not bad" is positive).
  let score = 0;
  const hiddenPos = shadowed(get('pos'));
  const hiddenNeg = shadowed(get('neg'));
  for (const h of get('pos')) if (!hiddenPos.has(h)) score += negatedHit(h, false) ? -1 : 1;
  for (const h of get('neg')) if (!hiddenNeg.has(h)) score += negatedHit(h, false) ? 1 : -1;
  score -= sideEffects.length + barriers.length + safetyCats.length * 3;
  const sentiment: Sentiment = score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';

  // Yes/no: greedy longest answer phrase from the left; the first vote decides.
  const answerHits: Hit<Payload>[] = [];
  for (const k of ['yes', 'no', 'partial', 'unsure'] as const) for (const h of get(k)) answerHits.push(h);
  if (answerHits.length > 1) answerHits.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  let answer: boolean | 'unsure' | null = null;
  let partial = false;
  let unsure = false;
  let covered = -1;
  for (const h of answerHits) {
    if (h.start < covered) continue;
    const p = h.entry.payload;
    if (!('final' in p)) continue;
    if (p.final && h.end < n && !isBoundary(ctx, h.end)) continue;
    covered = h.end;
    if (p.k === 'no') {
      let consumed = false;
      for (let i = h.start; i < h.end; i++) if (ctx.consumed.has(i)) consumed = true;
      // A "no" spent on negating a symptom ("no pain") is not an answer.
      if (consumed) continue;
      if (answer === null) answer = false;
    } else if (p.k === 'yes') {
      if (answer === null) answer = true;
    } else if (p.k === 'partial') partial = true;
    else unsure = true;
  }
  if (partial) answer = false;
  else if (answer === null && unsure) answer = 'unsure';

  const numbers = parseNumbers(ctx, byKind);
  const choice: Record<Scale, number | null> = { phq_frequency: null, phq_difficulty: null };
  if (byKind.has('choice')) for (const scale of ['phq_frequency', 'phq_difficulty'] as const) {
    const list = get('choice').filter((h) => (h.entry.payload as { scale: Scale }).scale === scale);
    let cov = -1;
    list.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
    for (const h of list) {
      if (h.start < cov) continue;
      cov = h.end;
      const v = (h.entry.payload as { v: number }).v;
      const cur = choice[scale];
      choice[scale] = cur === null ? v : Math.max(cur, v);
    }
  }
  const zero = get('zero').length > 0;

  let contentTokens = 0;
  for (const t of tokens) if (t !== BOUNDARY) contentTokens++;
  const nuHits = get('nu');
  let notUnderstoodOnly = contentTokens === 0;
  if (!notUnderstoodOnly && nuHits.length > 0) {
    const coveredTokens = new Set<number>();
    for (const h of nuHits) for (let i = h.start; i < h.end; i++) coveredTokens.add(i);
    notUnderstoodOnly = tokens.every((t, i) => t === BOUNDARY || coveredTokens.has(i));
  }

  return {
    tokens,
    barriers,
    sideEffects,
    sdoh,
    mood: moods.length > 0 ? (moods.find((m) => m !== 'good') ?? moods[0]) : undefined,
    sentiment,
    safety: safetyCats.length > 0 ? { categories: safetyCats, matches: safetyMatches } : null,
    deniedSelfHarm,
    answer,
    partial,
    numbers,
    choice,
    zero,
    notUnderstoodOnly,
    negatedCues: ctx.consumed,
  };
}

/** Units after which an article means one ("una volta", "un giorno", "eine Dosis", "une fois"). */
const UNIT_WORDS = new Set(
  [
    'day', 'dose', 'time', 'pill', 'tablet', 'giorno', 'volta', 'pastiglia', 'compressa', 'pillola', 'settimana',
    'dia', 'dosis', 'vez', 'pastilla', 'tableta', 'semana', 'tag', 'dosis', 'mal', 'tablette', 'woche',
    'jour', 'fois', 'comprime', 'cachet', 'prise', 'semaine', 'sola', 'solo',
  ].map((w) => w),
);

/** Words naming the day asked about, when a reply gives two days' values. */
const TODAY = new Set([
  'today', 'now', 'tonight', 'morning', 'oggi', 'adesso', 'ora', 'stamattina', 'stasera', 'stamani', 'hoy', 'ahora',
  'heute', 'jetzt', 'aujourd', 'maintenant', 'matin',
]);

/** Weekdays, full and short, Monday first: "missed mon, wed and fri" counts three days when no number is given. */
const WEEKDAYS: ReadonlyMap<string, number> = new Map(
  [
    'monday/mon tuesday/tue/tues wednesday/wed thursday/thu/thur/thurs friday/fri saturday/sat sunday/sun',
    'lunedi martedi mercoledi giovedi venerdi sabato domenica',
    'lunes martes miercoles jueves viernes sabado domingo',
    'montag dienstag mittwoch donnerstag freitag samstag/sonnabend sonntag',
    'lundi mardi mercredi jeudi vendredi samedi dimanche',
  ].flatMap((week) => week.split(' ').flatMap((names, day) => names.split('/').map((d): [string, number] => [d, day]))),
);

/** The distinct weekdays a reply names. */
export function weekdaysNamed(tokens: readonly string[]): number {
  return new Set(tokens.map((t) => WEEKDAYS.get(t)).filter((d) => d !== undefined)).size;
}

/** "if 10 is the worst", "se 10 è il massimo": the number before it names the scale, not the answer. */
const SCALE_END = /^(?:is|being|e|es|ist|est|c est|sarebbe|sei|seria|waere|serait) (?:the |il |lo |el |das |der |le |la )?(?:worst|highest|max|maximum|peggio|peggiore|massimo|peor|maximo|schlimmste|hochste|maximum|pire|plus fort)/;

const SCALE_VERBS = new Set(['is', 'being', 'e', 'es', 'ist', 'est', 'c', 'sarebbe', 'sei', 'seria', 'waere', 'serait']);

const YESTERDAY = new Set(['yesterday', 'ieri', 'ayer', 'gestern', 'hier']);

interface NumItem {
  digits: boolean;
  v: number;
  start: number;
  end: number;
  weak: boolean;
  approx: boolean;
  dropped: boolean;
}

function parseNumbers(ctx: Ctx, byKind: Map<string, Hit<Payload>[]>): Analysis['numbers'] {
  const { tokens } = ctx;
  const n = tokens.length;
  if (!byKind.has('num') && !tokens.some(isDigits)) return null;
  const best: (Hit<Payload> | undefined)[] = new Array(n);
  for (const h of byKind.get('num') ?? []) {
    const cur = best[h.start];
    if (!cur || h.end - h.start > cur.end - cur.start) best[h.start] = h;
  }
  const items: NumItem[] = [];
  for (let i = 0; i < n; ) {
    const t = tokens[i] as string;
    if (isDigits(t)) {
      items.push({ digits: true, v: Number(t), start: i, end: i + 1, weak: false, approx: false, dropped: false });
      i++;
      continue;
    }
    const h = best[i];
    if (h && h.entry.payload.k === 'num') {
      const p = h.entry.payload;
      // "un", "una", "ein", "une" count as one only last or before a unit: "una dose", "ein Tag", not "un po'".
      const next = tokens[h.end];
      if (p.weak && !(next === undefined || next === BOUNDARY || UNIT_WORDS.has(next))) {
        i = h.end;
        continue;
      }
      items.push({ digits: false, v: p.v, start: h.start, end: h.end, weak: p.weak, approx: p.approx, dropped: false });
      i = h.end;
      continue;
    }
    i++;
  }
  // "not a single one", "ni una", "neanche una": a zero phrase, not the number inside it.
  for (const z of byKind.get('zero') ?? []) for (const x of items) if (x.start >= z.start && x.end <= z.end) x.dropped = true;
  if (items.length === 0) return null;
  const spanOf = (kind: string): Map<number, number> => {
    const m = new Map<number, number>();
    for (const h of byKind.get(kind) ?? []) m.set(h.start, Math.max(m.get(h.start) ?? 0, h.end));
    return m;
  };
  const outOf = spanOf('outOf');
  const conn = spanOf('rangeConn');
  const scaleAt = [...spanOf('scale').values()];
  let approximate = (byKind.get('approx')?.length ?? 0) > 0 || items.some((x) => x.approx);
  let range: [number, number] | undefined;
  for (let k = 0; k + 1 < items.length; k++) {
    const a = items[k] as NumItem;
    const b = items[k + 1] as NumItem;
    // "7 out of 10", "7/10", "7 su 10": the second number is the scale.
    if (outOf.get(a.end) === b.start) {
      b.dropped = true;
      continue;
    }
    // "5-6", "5 or 6", "between 4 and 5", "tra 4 e 5", "entre 4 y 5", "zwischen 4 und 5", "entre 4 et 5".
    if ((tokens[a.end] === RANGE && a.end + 1 === b.start) || conn.get(a.end) === b.start) {
      if (!a.dropped && !b.dropped && !a.weak && !b.weak) range = [Math.min(a.v, b.v), Math.max(a.v, b.v)];
    }
  }
  // "on a scale of 0 to 10, 7": the bounds named after a scale word are not the answer.
  for (const end of scaleAt) {
    for (const x of items) {
      if (x.start >= end && x.start <= end + 4 && [0, 1, 5, 10, 100].includes(x.v)) x.dropped = true;
    }
  }
  for (const x of items) if (SCALE_VERBS.has(tokens[x.end] as string) && SCALE_END.test(tokens.slice(x.end, x.end + 4).join(' '))) x.dropped = true;
  let kept = items.filter((x) => !x.dropped);
  if (kept.length === 0) return null;
  const strong = kept.filter((x) => !x.weak);
  if (strong.length > 0) kept = strong;
  // Two values for two days ("yesterday 150, this morning 136"): the one of today.
  if (kept.length >= 2) {
    let cue = -1;
    for (let i = 0; i < n; i++) if (TODAY.has(tokens[i] as string)) cue = i;
    if (cue >= 0) {
      const before = (): NumItem | undefined => [...kept].reverse().find((x) => x.end <= cue);
      const after = (): NumItem | undefined => kept.find((x) => x.start > cue);
      // "one thirty five this morning, one fifty yesterday": yesterday named later, so today's value came first.
      const yesterdayLater = tokens.some((t, i) => i > cue && YESTERDAY.has(t));
      const pick = yesterdayLater ? (before() ?? after()) : (after() ?? before());
      if (pick) return { value: pick.v, approximate, digits: pick.digits };
    }
  }
  const values = kept.map((x) => x.v);
  const value = Math.max(...values);
  const low = Math.min(...values);
  if (!range && low !== value) range = [low, value];
  if (range && range[1] !== value) range = [Math.min(range[0], low), value];
  const digits = kept.some((x) => x.digits);
  return range ? { value, range, approximate, digits } : { value, approximate, digits };
}

// ------------------------------------------------------------------------------------ interpretation

/** Topics whose value is measured (not counted): a "no" there means not measured. */
const MEASUREMENT = /pressure|systolic|diastolic|glucose|sugar|weight|temperature|pulse|heart_rate|oxygen|spo2|peak_flow/;

const YES_EMOJI = /^\s*(?:👍|👌|✅|✔️?|🙆|💯)+\s*$/u;
const NO_EMOJI = /^\s*(?:👎|❌|🙅|✖️?)+\s*$/u;
const EYE_ROLL = /🙄|😒/u;
/** Hedges that make a yes or a no unclear. */
const HEDGE =
  /(?:^| )(?:not sure|i think so|i guess|probably|didn t count|no idea|non sono sicur[oa]|credo|penso|probabilmente|non ho contato|no estoy segur[oa]|creo que|probablemente|no conte|nicht sicher|ich denk|glaube|eigentlich|musste|wahrscheinlich|nicht mitgezahlt|pas sure?|je pense|il me semble|normalement|probablement|pas compte)(?= |$)/;

/** Words that carve an exception out of a yes: followed by a weekday, the yes means a dose was missed. */
const EXCEPT =
  /(?:^| )(?:except|apart from|but|besides|other than|tranne|eccetto|ma|a parte|salvo|menos|excepto|pero|ausser|bis auf|nur|aber|sauf|mais|a part)(?= |$)/;

/** Boolean questions about symptoms: a symptom told is a "yes". */
const SYMPTOM_TOPIC = /side_effect|symptom/;
/** An interjection, a yes, then a sarcasm marker: "oh sure, like I ever remember", "eh certo, come se". */
const SARCASM =
  /^(?:oh|ah|eh|ha|haha|och|ach|bah|pff|ouais|ja ja|ja klar|na klar|na sicher|mais oui|yeah right|si claro)\b.*\b(?:like i|as if|because i|totally|come se|perche io|con la|como si|porque yo|als ob|weil ich|mit welchem|comme si|parce que|et les|never|mai|nunca|nie|jamais)\b|^(?:sure|certo|claro|klar|bien sur)\b.*\b(?:as if|like i ever|come se|como si|als ob|comme si)\b/;

/** Label used in reasons and summaries. */
export const questionLabel = (q: Question): string => q.label ?? q.id.replace(/__follow_up$/, ' (follow-up)').replace(/_/g, ' ');

/**
 * Reads one reply to one question. Pure and fast; never throws. The engine adds the protocol-level
 * rules (PHQ-9 item 9) on top.
 */
export function interpretReply(question: Question, text: string, language: Language): Interpretation {
  const a = analyze(text, language);
  const barriers: string[] = [...a.barriers];
  // Side effects told in answer to an adherence question are also why doses are missed.
  if (a.sideEffects.length > 0 && /adherence|barrier/.test(question.topic) && !barriers.includes('side_effects')) {
    barriers.push('side_effects');
  }
  const base = {
    response_type: question.response_type,
    barriers,
    side_effects: a.sideEffects as string[],
    sdoh_flags: a.sdoh as string[],
    sentiment: a.sentiment,
  };
  const keywords: string[] = [];
  let value: number | boolean | string | null = null;
  let understood = false;
  let range: [number, number] | undefined;
  let approximate: boolean | undefined;

  if (question.response_type === 'numeric') {
    const scale = question.scale;
    let v: number | null = null;
    if (a.numbers) {
      v = a.numbers.value;
      range = a.numbers.range;
      approximate = a.numbers.approximate || undefined;
    }
    // A labelled answer ("several days") wins over a counting word inside it; digits still count.
    const ch = question.choices ? a.choice[question.choices] : null;
    if (ch !== null) {
      if (a.numbers?.digits && v !== null) v = Math.max(v, ch);
      else {
        v = ch;
        range = undefined;
        approximate = undefined;
      }
    }
    // "missed mon, wed and fri", "tutti tranne lunedì": the days named are the count of days missed.
    if ((v === null || (v === 0 && !a.numbers)) && /miss/.test(`${question.topic} ${question.id}`)) {
      const days = weekdaysNamed(a.tokens);
      if (days > 0) v = days;
    }
    // "no", "none" count as 0, except for a measurement: "didn't measure" is no value, not 0.
    if (v === null && (a.zero || a.answer === false) && !MEASUREMENT.test(question.topic)) v = 0;
    if (v !== null && v >= 0) {
      if (scale) {
        if (v > scale.max) v = scale.max;
        if (v < scale.min) v = scale.min;
        if (range) range = [Math.max(scale.min, Math.min(range[0], scale.max)), Math.min(range[1], scale.max)];
      }
      value = v;
      understood = true;
    }
  } else if (question.response_type === 'boolean') {
    const symptomQuestion = SYMPTOM_TOPIC.test(question.topic);
    const words = a.tokens.join(' ');
    if (a.answer === null && YES_EMOJI.test(text)) a.answer = true;
    else if (a.answer === null && NO_EMOJI.test(text)) a.answer = false;
    if (a.answer !== null && !a.partial && HEDGE.test(words)) {
      // "I think so, I didn't count", "normalement oui, mais je suis pas sûre": not a yes.
      a.answer = 'unsure';
    }
    // "yes except Tuesday", "sì ma martedì no", "ja, nur am Dienstag nicht": a day missed, so not every dose.
    if (a.answer === true && EXCEPT.test(words) && weekdaysNamed(a.tokens) > 0) a.answer = false;
    if (a.answer === true && (SARCASM.test(words) || EYE_ROLL.test(text))) {
      // "oh sure, like I ever remember": a yes that means no.
      value = false;
      understood = true;
    } else if (a.answer === true || a.answer === false) {
      value = a.answer;
      understood = true;
    } else if (a.answer === null && symptomQuestion && a.sideEffects.length > 0) {
      // "a bit of nausea the first few days" to "any side effects?": yes.
      value = true;
      understood = true;
    } else if (
      a.answer === null &&
      !symptomQuestion &&
      (question.follow_up_if_false !== undefined || barriers.length > 0) &&
      (barriers.length > 0 || a.sideEffects.length > 0)
    ) {
      // A problem told instead of "no" ("the pharmacy didn't have it"): read as "no".
      value = false;
      understood = true;
    }
  } else {
    const trimmed = text.trim();
    understood = trimmed.length > 0 && !a.notUnderstoodOnly;
    value = understood ? trimmed : null;
  }

  let escalation: Escalation | null = null;
  if (a.safety) {
    for (const cat of a.safety.categories) keywords.push(`safety:${cat}`);
    const offsets = tokenOffsets(text, a.tokens);
    const quotes = a.safety.matches.map((m) => originalWords(text, m.start, m.end, offsets));
    const first = a.safety.matches[0] as SafetyMatch;
    escalation = {
      type: 'safety',
      severity: 'critical',
      reason: `Safety: ${a.safety.categories.map((c) => SAFETY_REASONS[c]).join('; ')} (patient said: "${quotes.join('", "')}")`,
      question_id: question.id,
      frame: first.frame,
      matched: quotes[0] as string,
    };
  }
  if (a.deniedSelfHarm) keywords.push(DENIED_SELF_HARM_KEYWORD);
  const severity = question.escalation_severity ?? 'high';
  if (question.escalation_keywords && question.escalation_keywords.length > 0) {
    const kwHits = keywordIndex(question.escalation_keywords).match(a.tokens);
    const ctxNeg = analyzeNegationForKeywords(a, language, kwHits);
    for (const h of kwHits) {
      if (ctxNeg.has(h)) continue;
      if (!keywords.includes(h.entry.payload)) keywords.push(h.entry.payload);
    }
    const matchedKw = keywords.filter((k) => question.escalation_keywords?.includes(k));
    if (!escalation && matchedKw.length > 0) {
      escalation = {
        type: 'clinical_risk',
        severity,
        reason: `Reply to "${questionLabel(question)}" mentions ${matchedKw.map((k) => `"${k}"`).join(', ')}`,
        question_id: question.id,
      };
    }
  }
  if (
    !escalation &&
    question.response_type === 'numeric' &&
    typeof value === 'number' &&
    question.escalation_threshold !== undefined &&
    value >= question.escalation_threshold
  ) {
    escalation = {
      type: 'clinical_risk',
      severity,
      reason: `${questionLabel(question)}: ${value}${range ? ` (said ${range[0]}–${range[1]})` : ''} is at or above the threshold ${question.escalation_threshold}`,
      question_id: question.id,
    };
  }
  const out: Interpretation = {
    ...base,
    value,
    understood,
    escalation,
    keywords,
  };
  if (range) out.range = range;
  if (approximate) out.approximate = true;
  if (a.mood) out.mood = a.mood;
  return out;
}

/** Negation of keyword hits, with the same rules as the lexicon (a keyword "fever" is denied by "no fever"). */
function analyzeNegationForKeywords(a: Analysis, language: Language, hits: Hit<string>[]): Set<Hit<string>> {
  const out = new Set<Hit<string>>();
  if (hits.length === 0) return out;
  const c = COMPILED[language] ?? COMPILED.en;
  const n = a.tokens.length;
  const boundary = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (a.tokens[i] === BOUNDARY || c.breakers.has(a.tokens[i] as string)) boundary[i] = 1;
  const ctx: Ctx = {
    tokens: a.tokens,
    c,
    boundary,
    clause: new Int32Array(n),
    negCover: new Int32Array(n).fill(-1),
    intensStarts: new Set(),
    consumed: new Set(),
    lang: language,
  };
  for (const h of hits) if (negation(ctx, h.start, h.end, true) >= 0) out.add(h);
  return out;
}

export { normalizeText, tokenize };
