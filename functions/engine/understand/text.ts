/**
 * Text normalization shared by every lexicon and every reply, so that a lexicon term and a reply
 * meet in the same form: lower case, accents removed ("sì" → "si", "für" → "fur", "fünf" →
 * "funf"), apostrophes split ("don't" → "don t", "j'ai" → "j ai"), hyphens between words split
 * ("twenty-one" → "twenty one"), and clause punctuation turned into a boundary token `|` that no
 * lexicon term crosses. A dash between two digits becomes the range token `~` ("5-6" → "5 ~ 6"); a
 * decimal comma becomes a point ("7,5" → "7.5"). All regular expressions are compiled once here.
 */

export const BOUNDARY = '|';
export const RANGE = '~';
/** A boundary whose punctuation held a "?", while normalizing for `tokenizeMarkingQuestions` only. */
const QUESTION_BOUNDARY = '||';

const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING = /[\u0300-\u036f]/g;
const SPECIAL_LETTERS = /[ßæœøłđ]/g;
const SPECIAL_MAP: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };
const APOSTROPHES = /['’‘`´ʼ]/g;
const DIGIT_DASH = /(\d)\s*[-–—]+\s*(?=\d)/g;
const DECIMAL_COMMA = /(\d),(?=\d)/g;
const CLAUSE_PUNCT = /[!?;:,()[\]{}"“”„«»¿¡…\n\r\t]+|\.(?!\d)/g;
const DIGIT_ALPHA = /(\d)(?=[a-z])|([a-z])(?=\d)/g;
const OTHER = /[^a-z0-9.~|/ ]+/g;
const SLASH = /\//g;
const SPACES = /\s+/;
/** "außer Atem" (out of breath) is one word: "außer" alone is "except", a clause break. */
const OUT_OF_BREATH = /\bausser atem\b/g;

const specialLetter = (c: string): string => SPECIAL_MAP[c] ?? c;
const splitDigitAlpha = (_m: string, d: string | undefined, a: string | undefined): string => `${d ?? a ?? ''} `;

const plainBoundary = (): string => ` ${BOUNDARY} `;
const markQuestion = (punct: string): string => (punct.includes('?') ? ` ${QUESTION_BOUNDARY} ` : ` ${BOUNDARY} `);

/** Lower case, without accents, punctuation reduced to boundaries; one space between tokens. */
export function normalizeText(text: string): string {
  return normalize(text, false);
}

function normalize(text: string, markQuestions: boolean): string {
  let s = text.toLowerCase();
  if (NON_ASCII.test(s)) {
    s = s.replace(SPECIAL_LETTERS, specialLetter).normalize('NFD').replace(COMBINING, '');
  }
  s = s
    .replace(APOSTROPHES, ' ')
    .replace(DIGIT_DASH, '$1 ~ ')
    .replace(DECIMAL_COMMA, '$1.')
    .replace(CLAUSE_PUNCT, markQuestions ? markQuestion : plainBoundary)
    .replace(SLASH, ' / ')
    .replace(OTHER, ' ')
    .replace(DIGIT_ALPHA, splitDigitAlpha);
  if (s.includes('ausser atem')) s = s.replace(OUT_OF_BREATH, 'ausseratem');
  return s;
}

/** The tokens of a normalized reply (boundaries `|` and range marks `~` are tokens too). */
export function tokenize(text: string): string[] {
  return tokensOf(normalizeText(text), null);
}

/**
 * The tokens of `tokenize(text)` and the indices of the boundaries that end a question ("Druck auf
 * der Brust? nein": the symptom is asked back, then denied).
 */
export function tokenizeMarkingQuestions(text: string): { tokens: string[]; questions: number[] } {
  const questions: number[] = [];
  if (!text.includes('?')) return { tokens: tokenize(text), questions };
  return { tokens: tokensOf(normalize(text, true), questions), questions };
}

function tokensOf(normalized: string, questions: number[] | null): string[] {
  const out: string[] = [];
  for (const p of normalized.split(SPACES)) {
    if (p === '' || p === '.') continue;
    if (p === QUESTION_BOUNDARY) {
      questions?.push(out.length);
      out.push(BOUNDARY);
      continue;
    }
    // A stray point glued to a word ("ok." is handled above; "a.m" keeps its letters).
    out.push(p.endsWith('.') ? p.slice(0, -1) : p);
  }
  return out;
}

const DIGITS = /^\d+(?:\.\d+)?$/;
export const isDigits = (token: string): boolean => DIGITS.test(token);

/**
 * Where each token of `tokenize(text)` lies in the original text, as [start, end) character
 * offsets, or null for a token normalization made up (the range mark of "5-6", a decimal point).
 * Used to quote the patient's own words ("don't want to live", not "don t want to live"). The text
 * is normalized character by character with the same rules, then each token is looked up in order.
 */
/** How tokenOffsets() flattens each ASCII character (letters lower-cased, the rest a space). */
const ASCII_FLAT: string[] = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c).toLowerCase();
  return /[a-z0-9.~/]/.test(ch) ? ch : ' ';
});

export function tokenOffsets(text: string, tokens: readonly string[] = tokenize(text)): ([number, number] | null)[] {
  const parts: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let out: string;
    if (code < 128) out = ASCII_FLAT[code] as string;
    else {
      out = (text[i] as string).toLowerCase().replace(SPECIAL_LETTERS, specialLetter).normalize('NFD').replace(COMBINING, '');
      out = out.replace(APOSTROPHES, ' ').replace(CLAUSE_PUNCT, ' ').replace(OTHER, ' ');
    }
    parts.push(out);
    for (let k = 0; k < out.length; k++) origin.push(i);
  }
  const flat = parts.join('');
  const offsets: ([number, number] | null)[] = [];
  let cursor = 0;
  for (const token of tokens) {
    let at = flat.indexOf(token, cursor);
    // A whole word only: "t" of "don t" is not the "t" inside "want".
    while (at >= 0 && ((at > 0 && /[a-z0-9]/.test(flat[at - 1] as string)) || /[a-z0-9]/.test(flat[at + token.length] ?? ' '))) {
      at = flat.indexOf(token, at + 1);
    }
    if (at < 0 || token === BOUNDARY) {
      offsets.push(null);
      continue;
    }
    offsets.push([origin[at] as number, (origin[at + token.length - 1] as number) + 1]);
    cursor = at + token.length;
  }
  return offsets;
}

/** The patient's own words for tokens [start, end) of `tokenize(text)`. */
export function originalWords(text: string, start: number, end: number, offsets = tokenOffsets(text)): string {
  let from = -1;
  let to = -1;
  for (let i = start; i < end; i++) {
    const o = offsets[i];
    if (!o) continue;
    if (from < 0) from = o[0];
    to = o[1];
  }
  return from < 0 ? tokenize(text).slice(start, end).join(' ') : text.slice(from, to);
}

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a of a string's UTF-16 code units from `from` to `to`: deterministic and fast, for hashing text to buckets. */
export function fnv1a(text: string, from = 0, to = text.length, seed = FNV_OFFSET): number {
  let h = seed;
  for (let i = from; i < to; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}
