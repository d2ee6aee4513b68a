import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interpret, loadEveryLanguage } from '../../functions/engine/engine';
import {
  CRISIS_MODEL_THRESHOLD,
  MODEL_CLASSES,
  type ModelClass,
  type StoredCrisisModel,
  classProbabilities,
  crisisFeatures,
  decodeCrisisModel,
  readCrisisModel,
} from '../../functions/engine/understand/crisis-model';
import { readTokens } from '../../functions/engine/understand/reading';
import { vocabularyOf } from '../../functions/engine/understand/vocabulary';
import { LANGUAGES, type Question } from '../../functions/engine/types';
import { devReplies, digestOf } from '../../scripts/train-crisis-model';

beforeAll(async () => {
  await loadEveryLanguage();
});

const BUCKETS = 4096;

/** A reply's features as a list. */
const featureList = (tokens: readonly string[]) => {
  const f = crisisFeatures(tokens, BUCKETS);
  return Array.from({ length: f.count }, (_, i) => ({ bucket: f.bucket[i] as number, first: f.first[i] as number, last: f.last[i] as number }));
};
const K = MODEL_CLASSES.length;

/**
 * A model that knows one word: the features of `word` (its character n-grams) weigh for `category`,
 * nothing else weighs, and the biases make a reply without it no crisis.
 */
function oneWordModel(word: string, category: ModelClass): StoredCrisisModel {
  const weights = new Int8Array(BUCKETS * K);
  for (const f of featureList([word])) weights[f.bucket * K + MODEL_CLASSES.indexOf(category)] = 127;
  const bias = MODEL_CLASSES.map((c) => (c === 'none' ? 5 : 0));
  return { buckets: BUCKETS, scale: 0.02, bias, weights: Buffer.from(weights.buffer).toString('base64'), trainedOn: { replies: 0, digest: 'test' } };
}

describe('crisis model features', () => {
  it('are the same for the same tokens, skip boundaries and count a repeated n-gram once', () => {
    const tokens = readTokens('I took the whole box. The whole box!', 'en').tokens;
    const a = featureList(tokens);
    expect(featureList(tokens)).toEqual(a);
    expect(new Set(a.map((f) => f.bucket)).size).toBe(a.length);
    const words = tokens.filter((t) => /\p{L}/u.test(t));
    expect(a.every((f) => f.first >= 0 && f.last < words.length && f.first <= f.last)).toBe(true);
    const buckets = new Set(a.map((f) => f.bucket));
    expect(featureList(readTokens('I took the whole box', 'en').tokens).every((f) => buckets.has(f.bucket))).toBe(true);
  });

  it('cover every word of the reply, and pairs of neighbouring words', () => {
    const features = featureList(['took', 'all']);
    expect(features.some((f) => f.first === 0 && f.last === 0)).toBe(true);
    expect(features.some((f) => f.first === 1 && f.last === 1)).toBe(true);
    expect(features.some((f) => f.first === 0 && f.last === 1)).toBe(true);
  });
});

describe('reading a reply with the model', () => {
  const model = decodeCrisisModel(oneWordModel('codamol', 'overdose'));

  it('finds the category of the word that weighs, and that word as the strongest', () => {
    const tokens = ['she', 'took', 'the', 'codamol'];
    const read = readCrisisModel(model, tokens);
    expect(read?.category).toBe('overdose');
    expect(read?.probability).toBeGreaterThanOrEqual(CRISIS_MODEL_THRESHOLD);
    expect(read?.strongest).toBe(3);
  });

  it('reads no crisis in a reply without a word that weighs', () => {
    expect(readCrisisModel(model, ['she', 'took', 'the', 'aspirin'])).toBeNull();
    const p = classProbabilities(model, crisisFeatures(['hello'], BUCKETS));
    expect(1 - (p[0] as number)).toBeLessThan(CRISIS_MODEL_THRESHOLD);
  });

  it('decodes the stored weights it was given', () => {
    const stored = oneWordModel('codamol', 'overdose');
    const decoded = decodeCrisisModel(stored);
    expect(decoded.weights.length).toBe(BUCKETS * K);
    expect(decoded.weights.filter((w) => w !== 0).length).toBe(featureList(['codamol']).length);
  });
});

describe('the committed models', () => {
  it.each(LANGUAGES)('%s: trained on the dev replies as they are now (run npm run train:crisis-model after changing them)', (language) => {
    const stored = vocabularyOf(language).crisisModel;
    const replies = devReplies(language);
    expect(stored.trainedOn.replies).toBe(replies.length);
    expect(stored.trainedOn.digest).toBe(digestOf(replies));
    expect(decodeCrisisModel(stored).weights.length).toBe(stored.buckets * K);
    expect(stored.bias.length).toBe(K);
  });

  it.each(LANGUAGES)('%s: a reply with no telling words is no crisis', (language) => {
    const model = decodeCrisisModel(vocabularyOf(language).crisisModel);
    for (const text of ['10', 'ok']) expect(readCrisisModel(model, readTokens(text, language).tokens), text).toBeNull();
  });
});

describe('the safety gates around the model', () => {
  const question: Question = { id: 'notes', topic: 'general', prompt: { en: 'Anything else?' }, response_type: 'text' } as unknown as Question;
  const en = vocabularyOf('en') as { crisisModel: StoredCrisisModel };
  const committed = en.crisisModel;
  afterEach(() => {
    en.crisisModel = committed;
  });
  const read = (text: string) => interpret(question, text, 'en').escalation ?? null;

  it('escalates what phrases and frames miss, quoting the clause of the strongest word', () => {
    en.crisisModel = oneWordModel('codamol', 'overdose');
    const escalation = read('she swallowed all the co codamol that was left in the packet');
    expect(escalation?.frame).toBe('overdose:model');
    expect(escalation?.matched).toContain('codamol');
    expect(escalation?.reason).toContain('codamol');
  });

  it('does not escalate on a word of no concept of the category', () => {
    en.crisisModel = oneWordModel('codamol', 'overdose');
    expect(read('the codamol is on the kitchen shelf')).toBeNull();
  });

  it('does not escalate when the strongest word is denied, or its clause is hypothetical or history', () => {
    en.crisisModel = oneWordModel('codamol', 'overdose');
    expect(read('she swallowed all the codamol left in the packet')?.frame).toBe('overdose:model');
    expect(read('no codamol swallowed, all of it is left in the packet')?.frame ?? null, 'denied').toBeNull();
    expect(read('what if she swallowed all the codamol left in the packet')?.frame ?? null, 'hypothetical').toBeNull();
    expect(read('back in 2019 she swallowed all the codamol left in the packet')?.frame ?? null, 'history').toBeNull();
  });

  it('does not read "blood" of "blood pressure" as a concept of bleeding', () => {
    en.crisisModel = oneWordModel('pressure', 'bleeding');
    expect(read('my blood pressure was a bit high this morning')).toBeNull();
  });
});
