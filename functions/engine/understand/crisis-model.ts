import type { SafetyCategory } from './safety-lexicon';
import { BOUNDARY, fnv1a } from './text';

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

export interface Feature {
  bucket: number;
  /** The tokens the feature covers, [first, last]. */
  first: number;
  last: number;
}

/**
 * The features of a reply's tokens (boundaries left out): each distinct character n-gram of " a b c "
 * (n = 3, 4, 5) and each pair of neighbouring words, with the tokens it touches. A repeated feature
 * counts once, where it first occurs.
 */
export function crisisFeatures(tokens: readonly string[], buckets: number): Feature[] {
  const words: string[] = [];
  for (const t of tokens) if (t !== BOUNDARY) words.push(t);
  const text = ` ${words.join(' ')} `;
  const tokenAt = new Int32Array(text.length);
  let w = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ' ' && (i === 0 || text[i - 1] === ' ')) w++;
    tokenAt[i] = Math.max(0, w);
  }
  const seen = new Set<number>();
  const out: Feature[] = [];
  const add = (bucket: number, first: number, last: number): void => {
    if (seen.has(bucket)) return;
    seen.add(bucket);
    out.push({ bucket, first, last });
  };
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= text.length; i++) add(fnv1a(text, i, i + n) % buckets, tokenAt[i + (text[i] === ' ' ? 1 : 0)] as number, tokenAt[i + n - 1] as number);
  }
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    add(fnv1a(pair, 0, pair.length, WORD_PAIR_SEED) % buckets, i, i + 1);
  }
  return out;
}

/** The probability of each class (MODEL_CLASSES order) for a reply's features. */
export function classProbabilities(model: CrisisModel, features: readonly Feature[]): Float64Array {
  const k = MODEL_CLASSES.length;
  const z = Float64Array.from(model.bias);
  for (const { bucket } of features) {
    const row = bucket * k;
    for (let c = 0; c < k; c++) z[c] = (z[c] as number) + (model.weights[row + c] as number) * model.scale;
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
function strongestWord(model: CrisisModel, features: readonly Feature[], c: number, tokens: readonly string[]): number {
  const k = MODEL_CLASSES.length;
  const wordIndex: number[] = [];
  tokens.forEach((t, i) => {
    if (t !== BOUNDARY) wordIndex.push(i);
  });
  const weight = new Float64Array(wordIndex.length);
  for (const f of features) {
    const w = (model.weights[f.bucket * k + c] as number) - (model.weights[f.bucket * k] as number);
    for (let t = f.first; t <= f.last; t++) weight[t] = (weight[t] as number) + w / (f.last - f.first + 1);
  }
  let best = 0;
  for (let t = 1; t < weight.length; t++) if ((weight[t] as number) > (weight[best] as number)) best = t;
  return wordIndex[best] ?? 0;
}
