import type { Sentiment } from '../types';
import { resolvedAfter } from './context';
import type { Barrier, Mood, SdohFlag, SideEffect } from './lexicon/types';
import { isDenied } from './negation';
import { type Reading, clauseEnd, hitsOf, shadowed } from './reading';

/**
 * BARRIERS, SIDE EFFECTS, SOCIAL NEEDS AND MOOD: the labels of the phrases a reply tells and does not
 * deny ("no nausea" is no side effect; "no nausea or dizziness" denies both). A phrase inside a
 * longer phrase of the same list counts once ("stomach pain", not also "pain"). A side effect inside
 * a crisis is the crisis only, and one said to be over ("the headaches stopped") is not reported.
 * The barrier taxonomy (what belongs where) is in `lexicon/types.ts` and the engine's README.
 *
 * Run after `safety.ts` (its denials are neighbours negation can borrow) and in this order:
 * barriers, side effects, social needs, mood, then the sentiment.
 */

type LabelKind = 'barrier' | 'sideEffect' | 'socialNeed' | 'mood';
interface LabelOf {
  barrier: Barrier;
  sideEffect: SideEffect;
  socialNeed: SdohFlag;
  mood: Mood;
}

/** The distinct labels of one kind told and not denied, in order of appearance. */
export function labelsTold<K extends LabelKind>(reading: Reading, kind: K, safetyCover?: Uint8Array): LabelOf[K][] {
  const list = hitsOf(reading, kind);
  const out: LabelOf[K][] = [];
  const hidden = shadowed(list);
  for (const h of list) {
    if (hidden.has(h)) continue;
    if (safetyCover && covers(safetyCover, h.start, h.end)) continue;
    if (isDenied(reading, h, false)) continue;
    if (kind === 'sideEffect' && resolvedAfter(reading.language, reading.tokens.slice(h.end, clauseEnd(reading, h.end)).join(' '))) continue;
    let label = (h.entry.payload as { label: LabelOf[K] }).label;
    if (kind === 'sideEffect' && label === 'pain') {
      // "j'ai mal à la tête", "mi fa male lo stomaco": a pain placed in the head or the stomach is that pain.
      if (list.some((o) => o !== h && SITED_PAINS.has((o.entry.payload as { label: string }).label) && o.start < h.end && h.start < o.end)) continue;
      label = (painSite(reading, h.start, h.end) ?? label) as LabelOf[K];
    }
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

/** Pains with a place of their own: a generic "pain" overlapping one of them is that one. */
const SITED_PAINS = new Set(['headache', 'stomach_pain', 'muscle_pain']);

/** Body parts that turn a generic pain into a sited one, in the five languages (normalized, no accents). */
const PAIN_SITES: ReadonlyMap<string, 'headache' | 'stomach_pain'> = new Map([
  ...'head testa cabeza kopf tete'.split(' ').map((w): [string, 'headache'] => [w, 'headache']),
  ...'stomach tummy belly stomaco pancia stomacho estomago barriga panza tripa bauch magen ventre estomac bide'
    .split(' ').map((w): [string, 'stomach_pain'] => [w, 'stomach_pain']),
]);

/** The site named within three words of a pain in its clause ("fa male LO STOMACO", "der KOPF tut weh"). */
function painSite(reading: Reading, start: number, end: number): string | undefined {
  const { tokens, clause } = reading;
  for (let i = Math.max(0, start - 3); i < Math.min(tokens.length, end + 3); i++) {
    if (i >= start && i < end) continue;
    if (clause[i] !== clause[start]) continue;
    const site = PAIN_SITES.get(tokens[i] as string);
    if (site) return site;
  }
  return undefined;
}

function covers(cover: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!cover[i]) return false;
  return true;
}

/** The mood of a reply: the first mood word other than "good", else "good", else none. */
export const moodOf = (moods: Mood[]): Mood | undefined => (moods.length > 0 ? (moods.find((m) => m !== 'good') ?? moods[0]) : undefined);

/**
 * SENTIMENT: positive words +1 and negative words −1, flipped when negated ("not bad" is positive);
 * each side effect and barrier −1, each crisis category −3.
 */
export function sentimentOf(reading: Reading, problems: { sideEffects: number; barriers: number; crises: number }): Sentiment {
  let score = 0;
  const positive = hitsOf(reading, 'positive');
  const negative = hitsOf(reading, 'negative');
  const hiddenPositive = shadowed(positive);
  const hiddenNegative = shadowed(negative);
  for (const h of positive) if (!hiddenPositive.has(h)) score += isDenied(reading, h, false) ? -1 : 1;
  for (const h of negative) if (!hiddenNegative.has(h)) score += isDenied(reading, h, false) ? 1 : -1;
  score -= problems.sideEffects + problems.barriers + problems.crises * 3;
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}
