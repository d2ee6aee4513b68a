import type { SafetyCategory } from './safety-lexicon';
import { BOUNDARY, FNV_OFFSET, FNV_PRIME, fnv1a } from './text';

/**
 * The crisis model: a second reader of every reply, learned from the project's labelled dev
 * replies, for the crises the frames miss because the patient put them in words or an order no
 * frame foresaw (decision 320). Per language, a multinomial logistic regression over the reply's
 * character 3- to 5-grams and word pairs, hashed into `buckets` rows of one weight per class (no
 * crisis, then the nine categories), stored as int8 and scaled back. It only adds: a reply the
 * phrases and frames escalate is not read by it, and it escalates when the probability of a crisis
 * is at least `CRISIS_MODEL_THRESHOLD`, with the category it finds likeliest and the clause of the
 * words that weighed most.
 *
 * `scripts/train-crisis-model.ts` writes the weights (`crisis-weights/<language>.ts`) from the
 * dev split and the engine tests' safety rows; the held-out splits never reach it. Its biases are
 * fixed, so that a reply with no telling words is no crisis nine times in ten: only words make a
 * crisis likely, and a bare "10" or "non sto male" is not read as one.
 */

/** The classes of the model, in the order of its weights: no crisis, then the categories. */
export const MODEL_CLASSES = [
  'none',
  'self_harm',
  'overdose',
  'chest_pain',
  'breathing',
  'stroke',
  'bleeding',
  'allergic_reaction',
  'unconsciousness',
  'unsafe_at_home',
] as const satisfies readonly ('none' | SafetyCategory)[];

export type ModelClass = (typeof MODEL_CLASSES)[number];

/** A crisis at least this likely escalates: chosen on two dev batches left out of training (decision 320). */
export const CRISIS_MODEL_THRESHOLD = 0.7;

/** The weights as stored: what `scripts/train-crisis-model.ts` writes. */
export interface StoredCrisisModel {
  buckets: number;
  /** What one int8 step of a weight is worth. */
  scale: number;
  /** One bias per class. */
  bias: number[];
  /** `buckets × classes` int8 weights, row by row, base64. */
  weights: string;
  /** What it was trained on: the dev replies of its language (their count and a hash of their text and labels) and the tests' safety rows. */
  trainedOn: { replies: number; digest: string; rows?: number };
}

export interface CrisisModel {
  buckets: number;
  scale: number;
  bias: Float64Array;
  weights: Int8Array;
}

export const decodeCrisisModel = (stored: StoredCrisisModel): CrisisModel => ({
  buckets: stored.buckets,
  scale: stored.scale,
  bias: Float64Array.from(stored.bias),
  weights: new Int8Array(Buffer.from(stored.weights, 'base64')),
});

const WORD_PAIR_SEED = fnv1a('w ');
const SPACE = 32;

/** A reply's features: `count` distinct buckets, each with the words it covers, [first, last] (word indices, boundaries left out). */
export interface Features {
  count: number;
  bucket: Uint32Array;
  first: Uint16Array;
  last: Uint16Array;
}

/** Which buckets the reply being read has already: a bucket is seen when its stamp is the current generation. */
let stamp = new Uint32Array(0);
let generation = 0;

/**
 * The features of a reply's tokens (boundaries left out): each distinct character n-gram of " a b c "
 * (n = 3, 4, 5) and each pair of neighbouring words, hashed into `buckets`. A repeated feature
 * counts once, where it first occurs.
 */
export function crisisFeatures(tokens: readonly string[], buckets: number): Features {
  const words: string[] = [];
  for (const t of tokens) if (t !== BOUNDARY) words.push(t);
  const text = ` ${words.join(' ')} `;
  const wordAt = new Uint16Array(text.length);
  for (let i = 1, w = 0; i < text.length; i++) {
    if (text[i] !== ' ' && text[i - 1] === ' ' && i > 1) w++;
    wordAt[i] = w;
  }
  // A power of two: a hash's bucket is its low bits (the same as the hash modulo `buckets`).
  const mask = buckets - 1;
  if (stamp.length !== buckets || generation === 0xffffffff) {
    stamp = new Uint32Array(buckets);
    generation = 0;
  }
  generation++;
  const size = 3 * text.length + words.length;
  const out: Features = { count: 0, bucket: new Uint32Array(size), first: new Uint16Array(size), last: new Uint16Array(size) };
  const { bucket: bucketOf, first: firstOf, last: lastOf } = out;
  let count = 0;
  const add = (bucket: number, first: number, last: number): void => {
    if (stamp[bucket] === generation) return;
    stamp[bucket] = generation;
    bucketOf[count] = bucket;
    firstOf[count] = first;
    lastOf[count++] = last;
  };
  // FNV-1a (text.ts) run on from a prefix: the hash of the 3-gram at i continues into its 4- and 5-gram,
  // and a word pair's hash is its first word's, continued with a space and the second word.
  for (let i = 0; i + 3 <= text.length; i++) {
    const first = wordAt[i + (text.charCodeAt(i) === SPACE ? 1 : 0)] as number;
    let h = FNV_OFFSET;
    for (let n = 0; n < 5 && i + n < text.length; n++) {
      h = Math.imul(h ^ text.charCodeAt(i + n), FNV_PRIME);
      if (n >= 2) add(h & mask, first, wordAt[i + n] as number);
    }
  }
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] as string;
    const b = words[i + 1] as string;
    add(fnv1a(b, 0, b.length, fnv1a(' ', 0, 1, fnv1a(a, 0, a.length, WORD_PAIR_SEED))) & mask, i, i + 1);
  }
  out.count = count;
  return out;
}

/** The probability of each class (MODEL_CLASSES order) for a reply's features. */
export function classProbabilities(model: CrisisModel, features: Features): Float64Array {
  const k = MODEL_CLASSES.length;
  const z = Float64Array.from(model.bias);
  const { weights, scale } = model;
  for (let f = 0; f < features.count; f++) {
    const row = (features.bucket[f] as number) * k;
    for (let c = 0; c < k; c++) z[c] = (z[c] as number) + (weights[row + c] as number) * scale;
  }
  return softmax(z);
}

export function softmax(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  let sum = 0;
  for (let c = 0; c < z.length; c++) sum += z[c] = Math.exp((z[c] as number) - max);
  for (let c = 0; c < z.length; c++) z[c] = (z[c] as number) / sum;
  return z;
}

export interface ModelRead {
  category: SafetyCategory;
  probability: number;
  /** The word (index among the reply's tokens, boundaries included) that weighed most for the category. */
  strongest: number;
}

/** The crisis a reply's tokens tell, by the model; null when none is at least CRISIS_MODEL_THRESHOLD likely. */
export function readCrisisModel(model: CrisisModel, tokens: readonly string[]): ModelRead | null {
  const features = crisisFeatures(tokens, model.buckets);
  const p = classProbabilities(model, features);
  const probability = 1 - (p[0] as number);
  if (probability < CRISIS_MODEL_THRESHOLD) return null;
  let best = 1;
  for (let c = 2; c < p.length; c++) if ((p[c] as number) > (p[best] as number)) best = c;
  return { category: MODEL_CLASSES[best] as SafetyCategory, probability, strongest: strongestWord(model, features, best, tokens) };
}

/** The token whose features weigh most for class `c` against no crisis. */
function strongestWord(model: CrisisModel, features: Features, c: number, tokens: readonly string[]): number {
  const k = MODEL_CLASSES.length;
  const wordIndex: number[] = [];
  tokens.forEach((t, i) => {
    if (t !== BOUNDARY) wordIndex.push(i);
  });
  const weight = new Float64Array(wordIndex.length);
  for (let f = 0; f < features.count; f++) {
    const row = (features.bucket[f] as number) * k;
    const first = features.first[f] as number;
    const last = features.last[f] as number;
    const w = (model.weights[row + c] as number) - (model.weights[row] as number);
    for (let t = first; t <= last; t++) weight[t] = (weight[t] as number) + w / (last - first + 1);
  }
  let best = 0;
  for (let t = 1; t < weight.length; t++) if ((weight[t] as number) > (weight[best] as number)) best = t;
  return wordIndex[best] ?? 0;
}
