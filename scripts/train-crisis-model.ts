/**
 * npm run train:crisis-model — trains the crisis model of each language (decision 320) on the dev
 * split of the evaluation set and on the engine tests' safety rows (crises and look-alikes, but not
 * the rows the engine does not read yet), and writes `functions/engine/understand/crisis-weights/<lang>.ts`.
 * Of the evaluation set only `<lang>.dev.jsonl` is read: the held-out splits (holdout, blind) never
 * reach the model, so they still measure replies it has never seen. The rows are collected by
 * loading the engine tests without running them (CRISIS_ROWS_OUT, `test/engine/rows.ts`). Full-batch
 * AdaGrad from zero weights: the same replies give the same weights.
 *
 *   npx tsx scripts/train-crisis-model.ts [--leave-out 4,8]   (dev batches by their id digit, to measure on them)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../functions/engine/types';
import { loadEveryLanguage } from '../functions/engine/understand/vocabulary';
import { MODEL_CLASSES, type StoredCrisisModel, crisisFeatures, softmax } from '../functions/engine/understand/crisis-model';
import { readTokens } from '../functions/engine/understand/reading';

const root = path.join(import.meta.dirname, '..');
export const BUCKETS = 4096;
const EPOCHS = 100;
const LEARNING_RATE = 0.1;
const L2 = 3e-3;

export interface TrainingReply {
  id: string;
  text: string;
  kind: string;
  expect: { category?: string };
}

interface SafetyRow {
  category: string;
  language: Language;
  text: string;
}

/** The safety rows of the engine tests, each once, collected by loading the test files without running a test. */
function safetyRows(): SafetyRow[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'careloop-rows-'));
  const out = path.join(dir, 'rows.jsonl');
  try {
    writeFileSync(out, '');
    execFileSync('npx', ['vitest', 'run', 'test/engine', '-t', '^no test has this name$', '--passWithNoTests'], {
      cwd: root,
      env: { ...process.env, CRISIS_ROWS_OUT: out, EVAL_DEV_ONLY: '1' },
      stdio: 'ignore',
    });
    const seen = new Map<string, SafetyRow>();
    for (const line of readFileSync(out, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as SafetyRow;
      seen.set(`${row.language}\t${row.category}\t${row.text}`, row);
    }
    return [...seen.values()].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.category < b.category ? -1 : 1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The dev replies of a language, in file order. */
export const devReplies = (language: Language): TrainingReply[] =>
  readFileSync(path.join(root, 'test/engine/eval/replies', `${language}.dev.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TrainingReply);

/** What a model was trained on: every reply's id, text and label, hashed. */
export const digestOf = (replies: readonly TrainingReply[]): string =>
  createHash('sha256')
    .update(replies.map((r) => [r.id, r.text, r.kind === 'crisis' ? r.expect.category : 'none'].join('\t')).join('\n'))
    .digest('hex')
    .slice(0, 16);

/** The class of a reply labelled `category` ('none' for no crisis). */
const labelOf = (what: string, category: string | undefined): number => {
  const c = MODEL_CLASSES.indexOf(category as (typeof MODEL_CLASSES)[number]);
  if (c < 0) throw new Error(`${what}: unknown crisis category ${category}`);
  return c;
};

/**
 * Dev replies of the kinds most replies are (an answer, a number, a barrier, a side effect) weigh
 * this much in training: the tests' rows are crises and look-alikes only, and without the weight
 * the model learned to see a crisis in ordinary answers.
 */
const ORDINARY_KINDS = new Set(['yesno', 'number', 'barrier', 'side_effect']);
const ORDINARY_WEIGHT = 3;
/** What a reply with no telling words is: no crisis this often (the fixed biases, below). */
const NO_EVIDENCE_NONE = 0.9;

interface Example {
  /** The distinct feature buckets of the reply (`crisisFeatures`). */
  buckets: Uint32Array;
  label: number;
  weight: number;
}

/** Multinomial logistic regression, full-batch AdaGrad with L2, weights quantized to int8. */
export function train(rows: readonly Example[]): Omit<StoredCrisisModel, 'trainedOn'> {
  const k = MODEL_CLASSES.length;
  const w = new Float64Array(BUCKETS * k);
  // The biases are fixed, not learned: a reply with no evidence is no crisis 9 times in 10 (NO_EVIDENCE_NONE),
  // whatever share of crises the training rows hold, so only the reply's words can make a crisis likely.
  const bias = new Float64Array(k);
  bias[0] = Math.log((NO_EVIDENCE_NONE / (1 - NO_EVIDENCE_NONE)) * (k - 1));
  // AdaGrad: each weight's step shrinks with the gradients it has had, so rare n-grams learn as fast as common ones.
  const sumW = new Float64Array(BUCKETS * k);
  let n = 0;
  for (const row of rows) n += row.weight;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const gradW = new Float64Array(BUCKETS * k);
    for (const { buckets, label, weight } of rows) {
      const z = Float64Array.from(bias);
      for (const bucket of buckets) for (let c = 0; c < k; c++) z[c] = (z[c] as number) + (w[bucket * k + c] as number);
      const p = softmax(z);
      p[label] = (p[label] as number) - 1;
      for (let c = 0; c < k; c++) p[c] = (p[c] as number) * weight;
      for (const bucket of buckets) for (let c = 0; c < k; c++) gradW[bucket * k + c] = (gradW[bucket * k + c] as number) + (p[c] as number);
    }
    for (let i = 0; i < w.length; i++) {
      const g = (gradW[i] as number) / n + L2 * (w[i] as number);
      sumW[i] = (sumW[i] as number) + g * g;
      w[i] = (w[i] as number) - (LEARNING_RATE * g) / (Math.sqrt(sumW[i] as number) + 1e-8);
    }
  }
  let largest = 0;
  for (const v of w) largest = Math.max(largest, Math.abs(v));
  const scale = largest / 127 || 1;
  const quantized = Int8Array.from(w, (v) => Math.round(v / scale));
  return { buckets: BUCKETS, scale, bias: [...bias], weights: Buffer.from(quantized.buffer).toString('base64') };
}

const moduleText = (language: Language, model: StoredCrisisModel): string =>
  `import type { StoredCrisisModel } from '../crisis-model';

// Written by \`npm run train:crisis-model\` from test/engine/eval/replies/${language}.dev.jsonl and the engine tests' safety rows (decision 320). Do not edit.
export const model: StoredCrisisModel = ${JSON.stringify(model)};
`;

/** Trains one language's model; the vocabularies must be loaded (`loadEveryLanguage`). */
export function trainLanguage(language: Language, rows: readonly SafetyRow[], leaveOut: ReadonlySet<string> = new Set()): StoredCrisisModel {
  const replies = devReplies(language).filter((r) => !leaveOut.has(/-(\d)\d{3}$/.exec(r.id)?.[1] ?? ''));
  const own = rows.filter((r) => r.language === language);
  const examples = [
    ...replies.map((r) => ({ text: r.text, label: labelOf(r.id, r.kind === 'crisis' ? r.expect.category : 'none'), weight: ORDINARY_KINDS.has(r.kind) ? ORDINARY_WEIGHT : 1 })),
    ...own.map((r) => ({ text: r.text, label: labelOf(r.text, r.category), weight: 1 })),
  ].map(({ text, label, weight }): Example => {
    const features = crisisFeatures(readTokens(text, language).tokens, BUCKETS);
    return { buckets: features.bucket.slice(0, features.count), label, weight };
  });
  return {
    ...train(examples),
    trainedOn: { replies: replies.length, digest: digestOf(replies), rows: own.length },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--leave-out');
  const leaveOut = new Set(at > 0 ? (process.argv[at + 1] ?? '').split(',') : []);
  const rows = safetyRows();
  await loadEveryLanguage();
  for (const language of LANGUAGES) {
    const model = trainLanguage(language, rows, leaveOut);
    writeFileSync(path.join(root, 'functions/engine/understand/crisis-weights', `${language}.ts`), moduleText(language, model));
    console.log(`${language}: ${model.trainedOn.replies} dev replies${leaveOut.size ? ` (batches ${[...leaveOut].join(',')} left out)` : ''}, ${model.trainedOn.rows} test rows`);
  }
}
