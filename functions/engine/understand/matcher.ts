import { tokenize } from './text';

/**
 * A phrase matcher over tokens, built once at module load. A term is one or more words
 * ("chest pain", "don't want to live"), normalized like the replies. A word ending in `*` is a stem
 * and matches any token that starts with it ("naus*" matches "nausea", "nauseous", "nausious");
 * a stem needs at least three letters. Matching is therefore word-boundary aware (a term never
 * matches inside a longer word unless it is written as a stem) and accent-insensitive.
 *
 * Lookup is by hash: exact first words in one map (the first two words for longer terms), stems by
 * their first three letters in another,
 * so a reply costs a few map lookups per token whatever the size of the lexicons. Entries marked
 * `fuzzy` (single long words: side effects, barriers, safety) also match a token one edit away
 * (a letter missing, added, changed or two swapped: "diarhea", "headach", "suicidel"), via a map
 * of their one-letter deletions.
 *
 * A single word written `*word` (or `*word*`) is an infix: it matches a longer token that contains
 * it, for the head of a German compound ("*tablette*" matches "Blutdrucktabletten", "Schlaftablette").
 * Infixes are few and tried on every token of at least their length plus three letters.
 */

interface WordPattern {
  s: string;
  stem: boolean;
}

export interface Entry<P> {
  words: WordPattern[];
  payload: P;
  /** The normalized term, for reports. */
  term: string;
}

export interface Hit<P> {
  entry: Entry<P>;
  start: number;
  /** Exclusive. */
  end: number;
}

const STAR = /\*/g;
/** What a term's `*` becomes while it is tokenized (normalizing would drop the star). */
export const STEM_MARK = 'zqstemzq';
const MIN_FUZZY_TERM = 8;
const MIN_FUZZY_TOKEN = 7;

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class PhraseIndex<P> {
  private readonly exact = new Map<string, Entry<P>[]>();
  /** Terms of two or more exact first words, by those two words: "a hundred and twelve" is not tried on every "a". */
  private readonly pairs = new Map<string, Entry<P>[]>();
  private readonly stems = new Map<string, Entry<P>[]>();
  private readonly deletions = new Map<string, Entry<P>[]>();
  private readonly fuzzyExact = new Map<string, Entry<P>[]>();
  private hasFuzzy = false;
  private readonly infixes: { s: string; entry: Entry<P> }[] = [];
  /** Every exact word of every term, at any position, and every stem: what `knows` answers from. */
  private readonly words = new Set<string>();
  private readonly stemWords = new Map<string, string[]>();

  /** Adds a term (raw text, normalized here). Returns false when the term is empty. */
  add(term: string, payload: P, options: { fuzzy?: boolean } = {}): boolean {
    if (term.startsWith('*') && !term.includes(' ')) return this.addInfix(term, payload);
    // tokenize() would drop the stem mark '*', so it travels as a marker word ending.
    const tokens = tokenize(term.replace(STAR, STEM_MARK)).filter((t) => t !== '|');
    if (tokens.length === 0) return false;
    const words = tokens.map((t) =>
      t.endsWith(STEM_MARK) ? { s: t.slice(0, -STEM_MARK.length), stem: true } : { s: t, stem: false },
    );
    const first = words[0];
    if (!first) return false;
    for (const w of words) {
      if (!w.stem) this.words.add(w.s);
      else if (w.s.length >= 3) push(this.stemWords, w.s.slice(0, 3), w.s);
    }
    const entry: Entry<P> = { words, payload, term: words.map((w) => w.s + (w.stem ? '*' : '')).join(' ') };
    if (first.stem) {
      if (first.s.length < 3) throw new Error(`stem too short in lexicon term "${term}"`);
      push(this.stems, first.s.slice(0, 3), entry);
    } else if (words.length >= 2 && !(words[1] as WordPattern).stem) {
      push(this.pairs, `${first.s} ${(words[1] as WordPattern).s}`, entry);
    } else {
      push(this.exact, first.s, entry);
    }
    if (options.fuzzy && words.length === 1 && !first.stem && first.s.length >= MIN_FUZZY_TERM) {
      this.hasFuzzy = true;
      push(this.fuzzyExact, first.s, entry);
      for (let i = 0; i < first.s.length; i++) push(this.deletions, first.s.slice(0, i) + first.s.slice(i + 1), entry);
    }
    return true;
  }

  private addInfix(term: string, payload: P): boolean {
    const s = tokenize(term.replace(STAR, ''))[0];
    if (!s || s.length < 4) throw new Error(`infix too short in lexicon term "${term}"`);
    this.infixes.push({ s, entry: { words: [{ s, stem: true }], payload, term: `*${s}*` } });
    return true;
  }

  /** Whether a token is a word of some term (exactly, or under one of its stems). */
  knows(token: string): boolean {
    if (this.words.has(token)) return true;
    const stems = token.length >= 3 ? this.stemWords.get(token.slice(0, 3)) : undefined;
    return stems !== undefined && stems.some((st) => token.startsWith(st));
  }

  /** Every entry matching at every position (overlaps included), in order of start. */
  match(tokens: readonly string[]): Hit<P>[] {
    const hits: Hit<P>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i] as string;
      const before = hits.length;
      const ex = this.exact.get(tok);
      if (ex) for (const e of ex) this.verify(e, tokens, i, hits);
      const next = tokens[i + 1];
      if (next !== undefined) {
        const pr = this.pairs.get(`${tok} ${next}`);
        if (pr) for (const e of pr) this.verify(e, tokens, i, hits);
      }
      if (tok.length >= 3) {
        const st = this.stems.get(tok.slice(0, 3));
        if (st) for (const e of st) this.verify(e, tokens, i, hits);
      }
      if (this.hasFuzzy && hits.length === before && tok.length >= MIN_FUZZY_TOKEN) this.fuzzy(tok, i, hits);
      for (const inf of this.infixes) {
        if (tok.length >= inf.s.length + 3 && tok.includes(inf.s)) hits.push({ entry: inf.entry, start: i, end: i + 1 });
      }
    }
    return hits;
  }

  private verify(e: Entry<P>, tokens: readonly string[], start: number, hits: Hit<P>[]): void {
    const n = e.words.length;
    if (start + n > tokens.length) return;
    for (let k = 0; k < n; k++) {
      const w = e.words[k] as WordPattern;
      const t = tokens[start + k] as string;
      if (w.stem ? !t.startsWith(w.s) : t !== w.s) return;
    }
    hits.push({ entry: e, start, end: start + n });
  }

  private fuzzy(tok: string, i: number, hits: Hit<P>[]): void {
    const seen = new Set<Entry<P>>();
    const consider = (list: Entry<P>[] | undefined): void => {
      if (!list) return;
      for (const e of list) {
        if (seen.has(e)) continue;
        seen.add(e);
        if (withinOneEdit(tok, (e.words[0] as WordPattern).s)) hits.push({ entry: e, start: i, end: i + 1 });
      }
    };
    consider(this.deletions.get(tok)); // a letter missing from the token
    for (let k = 0; k < tok.length; k++) {
      const d = tok.slice(0, k) + tok.slice(k + 1);
      consider(this.fuzzyExact.get(d)); // a letter added
      consider(this.deletions.get(d)); // a letter changed or swapped
    }
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
