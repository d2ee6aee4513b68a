import type { Language } from '../types';
import { type Hit, PhraseIndex } from './matcher';
import { negationCue } from './negation';
import { bareReading } from './reading';

/**
 * A question's own escalation keywords (custom protocols): found as phrases, negation-aware with the
 * safety rules ("no fever" does not escalate). Each distinct keyword list is compiled once.
 */

const KEYWORD_CACHE = new Map<string, PhraseIndex<string>>();
const KEYWORD_BY_ARRAY = new WeakMap<readonly string[], PhraseIndex<string>>();
const MAX_CACHED_LISTS = 5000;

function keywordIndex(keywords: readonly string[]): PhraseIndex<string> {
  const known = KEYWORD_BY_ARRAY.get(keywords);
  if (known) return known;
  const key = keywords.join('\u0000');
  let index = KEYWORD_CACHE.get(key);
  if (!index) {
    index = new PhraseIndex<string>();
    for (const k of keywords) index.add(k, k);
    if (KEYWORD_CACHE.size > MAX_CACHED_LISTS) KEYWORD_CACHE.clear();
    KEYWORD_CACHE.set(key, index);
  }
  KEYWORD_BY_ARRAY.set(keywords, index);
  return index;
}

/** The keywords a reply's tokens mention and do not deny, each once, in order. */
export function keywordsMentioned(keywords: readonly string[], tokens: string[], language: Language): string[] {
  const hits = keywordIndex(keywords).match(tokens);
  if (hits.length === 0) return [];
  const reading = bareReading(tokens, language);
  const denied = new Set<Hit<string>>();
  for (const h of hits) if (negationCue(reading, h.start, h.end, true) >= 0) denied.add(h);
  const out: string[] = [];
  for (const h of hits) if (!denied.has(h) && !out.includes(h.entry.payload)) out.push(h.entry.payload);
  return out;
}
