import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { interpret } from '../../../functions/engine/engine';
import type { Interpretation, Language, Question } from '../../../functions/engine/types';

/**
 * Scoring of the reply-understanding evaluation set (format: one JSON object per line in
 * `<lang>.<split>.jsonl`). Each item is read by the engine's public `interpret` for its question and
 * only the fields of its `expect` are scored. Shared by `npm run eval:understanding` and the test.
 */

export interface Targets {
  crisisRecall: number;
  falseAlarmRate: number;
  numberAccuracy: number;
  yesnoAccuracy: number;
  barrierF1: number;
  sideEffectF1: number;
}

export const TARGETS: Targets = {
  crisisRecall: 1,
  falseAlarmRate: 0.02,
  numberAccuracy: 0.98,
  yesnoAccuracy: 0.98,
  barrierF1: 0.9,
  sideEffectF1: 0.95,
};

const localized = z.union([z.string(), z.record(z.string(), z.string())]);
const ItemSchema = z.object({
  id: z.string(),
  lang: z.enum(['en', 'it', 'es', 'de', 'fr']),
  kind: z.enum(['crisis', 'lookalike', 'number', 'yesno', 'barrier', 'side_effect']),
  subkind: z.optional(z.string()),
  channel: z.optional(z.string()),
  question: z.object({
    id: z.string(),
    topic: z.string(),
    response_type: z.enum(['text', 'numeric', 'boolean']),
    prompt: localized,
    follow_up_if_false: z.optional(localized),
    scale: z.optional(z.object({ min: z.number(), max: z.number() })),
  }),
  text: z.string(),
  expect: z.object({
    escalate: z.optional(z.boolean()),
    category: z.optional(z.string()),
    value: z.optional(z.nullable(z.number())),
    answer: z.optional(z.enum(['yes', 'no', 'unclear'])),
    barriers: z.optional(z.array(z.string())),
    side_effects: z.optional(z.array(z.string())),
  }),
});
export type EvalItem = z.infer<typeof ItemSchema> & { split: string };

/**
 * The dev items written from the eval README alone, by batch: each batch's author read nothing else, and
 * the batch was measured once before the engine was changed for it (decisions 240, 261, 273, 304). Key: the
 * figure's name; value: the first digit of the batch's ids (<lang>-5001 on, -6001 on, -7001 on, -8001 on).
 */
export const BLIND_WRITTEN_BATCHES = { 'dev-blind-written': '5', 'dev-blind-written-2': '6', 'dev-blind-written-3': '7', 'dev-blind-written-4': '8', 'dev-blind-written-5': '4' } as const;
export type BlindWrittenBatch = keyof typeof BLIND_WRITTEN_BATCHES;

/** The batch digit of a dev item written blind, or undefined for any other item. */
export function blindWrittenBatchOf(id: string): string | undefined {
  const digit = /-(\d)\d{3}$/.exec(id)?.[1];
  return Object.values(BLIND_WRITTEN_BATCHES).some((d) => d === digit) ? digit : undefined;
}

/** Every item of every `*.jsonl` file of a directory (holdout files skipped when asked). */
export function loadItems(dir: string, options: { devOnly?: boolean } = {}): EvalItem[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  } catch {
    return [];
  }
  const items: EvalItem[] = [];
  for (const file of files) {
    const split = file.split('.').slice(-2, -1)[0] ?? 'unknown';
    if (options.devOnly && split !== 'dev') continue;
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const parsed = ItemSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      items.push({ ...parsed.data, split });
    });
  }
  return items;
}

export interface ItemResult {
  item: EvalItem;
  ok: boolean;
  got: string;
}

function asQuestion(q: EvalItem['question']): Question {
  const out: Question = { id: q.id, topic: q.topic, prompt: q.prompt, response_type: q.response_type };
  if (q.follow_up_if_false !== undefined) out.follow_up_if_false = q.follow_up_if_false;
  if (q.scale) out.scale = q.scale;
  return out;
}

const yesno = (r: Interpretation): 'yes' | 'no' | 'unclear' =>
  r.understood && r.value === true ? 'yes' : r.understood && r.value === false ? 'no' : 'unclear';
const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

export function scoreItem(item: EvalItem): ItemResult & { reading: Interpretation } {
  const r = interpret(asQuestion(item.question), item.text, item.lang as Language);
  const e = item.expect;
  const escalated = r.escalation?.type === 'safety';
  let ok = true;
  let got = '';
  switch (item.kind) {
    case 'crisis':
    case 'lookalike':
      ok = escalated === (e.escalate ?? item.kind === 'crisis');
      got = escalated ? `escalated (${r.keywords.filter((k) => k.startsWith('safety:')).join(',')}) ${r.escalation?.reason ?? ''}` : 'no escalation';
      break;
    case 'number': {
      const v = r.understood && typeof r.value === 'number' ? r.value : null;
      ok = e.value === null || e.value === undefined ? v === null : v !== null && Math.abs(v - e.value) < 1e-9;
      got = `value ${v}`;
      break;
    }
    case 'yesno':
      got = yesno(r);
      ok = got === e.answer;
      break;
    case 'barrier':
      ok = sameSet(r.barriers, e.barriers ?? []);
      got = `[${r.barriers.join(',')}]`;
      break;
    case 'side_effect':
      ok = sameSet(r.side_effects, e.side_effects ?? []);
      got = `[${r.side_effects.join(',')}]`;
      break;
  }
  return { item, ok, got, reading: r };
}

interface Prf {
  tp: number;
  fp: number;
  fn: number;
}
export interface Summary {
  n: number;
  crisis: { n: number; escalated: number; rightCategory: number; recall: number | null };
  lookalike: { n: number; escalated: number; falseAlarmRate: number | null };
  /** Items of the other kinds that escalated for safety (not scored against a target). */
  otherEscalated: number;
  number: { n: number; right: number; accuracy: number | null };
  yesno: { n: number; right: number; accuracy: number | null };
  barrier: Prf & { f1: number | null; recall: number | null; precision: number | null; n: number };
  sideEffect: Prf & { f1: number | null; recall: number | null; precision: number | null; n: number };
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);
function prf(x: Prf, n: number) {
  const precision = ratio(x.tp, x.tp + x.fp);
  const recall = ratio(x.tp, x.tp + x.fn);
  const f1 = n === 0 ? null : x.tp === 0 ? (x.fp === 0 && x.fn === 0 ? 1 : 0) : (2 * x.tp) / (2 * x.tp + x.fp + x.fn);
  return { ...x, precision, recall, f1, n };
}
function count(got: readonly string[], want: readonly string[], acc: Prf): void {
  for (const g of got) if (want.includes(g)) acc.tp++;
  else acc.fp++;
  for (const w of want) if (!got.includes(w)) acc.fn++;
}

export function summarize(results: ReturnType<typeof scoreItem>[]): Summary {
  const crisis = { n: 0, escalated: 0, rightCategory: 0 };
  const lookalike = { n: 0, escalated: 0 };
  const number = { n: 0, right: 0 };
  const yn = { n: 0, right: 0 };
  const barrier: Prf = { tp: 0, fp: 0, fn: 0 };
  const side: Prf = { tp: 0, fp: 0, fn: 0 };
  let nb = 0;
  let ns = 0;
  let otherEscalated = 0;
  for (const { item, ok, reading } of results) {
    const escalated = reading.escalation?.type === 'safety';
    if (item.kind === 'crisis') {
      crisis.n++;
      if (escalated) crisis.escalated++;
      if (escalated && reading.keywords.includes(`safety:${item.expect.category}`)) crisis.rightCategory++;
    } else if (item.kind === 'lookalike') {
      lookalike.n++;
      if (escalated) lookalike.escalated++;
    } else if (escalated) otherEscalated++;
    if (item.kind === 'number') {
      number.n++;
      if (ok) number.right++;
    } else if (item.kind === 'yesno') {
      yn.n++;
      if (ok) yn.right++;
    } else if (item.kind === 'barrier') {
      nb++;
      count(reading.barriers, item.expect.barriers ?? [], barrier);
    } else if (item.kind === 'side_effect') {
      ns++;
      count(reading.side_effects, item.expect.side_effects ?? [], side);
    }
  }
  return {
    n: results.length,
    crisis: { ...crisis, recall: ratio(crisis.escalated, crisis.n) },
    lookalike: { ...lookalike, falseAlarmRate: ratio(lookalike.escalated, lookalike.n) },
    otherEscalated,
    number: { ...number, accuracy: ratio(number.right, number.n) },
    yesno: { ...yn, accuracy: ratio(yn.right, yn.n) },
    barrier: prf(barrier, nb),
    sideEffect: prf(side, ns),
  };
}

/** The targets a summary misses, as readable lines (empty when every measured figure meets its target). */
export function missedTargets(s: Summary, targets: Targets = TARGETS): string[] {
  const out: string[] = [];
  const below = (name: string, v: number | null, t: number) => {
    if (v !== null && v < t) out.push(`${name} ${(v * 100).toFixed(1)} % < ${(t * 100).toFixed(1)} %`);
  };
  below('crisis recall', s.crisis.recall, targets.crisisRecall);
  if (s.lookalike.falseAlarmRate !== null && s.lookalike.falseAlarmRate > targets.falseAlarmRate) {
    out.push(`false alarms ${(s.lookalike.falseAlarmRate * 100).toFixed(1)} % > ${targets.falseAlarmRate * 100} %`);
  }
  below('numbers', s.number.accuracy, targets.numberAccuracy);
  below('yes/no', s.yesno.accuracy, targets.yesnoAccuracy);
  below('barriers F1', s.barrier.f1, targets.barrierF1);
  below('side effects F1', s.sideEffect.f1, targets.sideEffectF1);
  return out;
}

const pct = (v: number | null): string => (v === null ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)}%`);
const f = (v: number | null): string => (v === null ? '  -  ' : v.toFixed(3));

/** One line of figures. */
export function formatSummary(label: string, s: Summary): string {
  return [
    label.padEnd(14),
    `n=${String(s.n).padStart(4)}`,
    `crisis recall ${pct(s.crisis.recall)} (${s.crisis.escalated}/${s.crisis.n}, category ${s.crisis.rightCategory})`,
    `false alarms ${pct(s.lookalike.falseAlarmRate)} (${s.lookalike.escalated}/${s.lookalike.n})`,
    `numbers ${pct(s.number.accuracy)} (${s.number.n})`,
    `yes/no ${pct(s.yesno.accuracy)} (${s.yesno.n})`,
    `barriers F1 ${f(s.barrier.f1)} R ${f(s.barrier.recall)} (${s.barrier.n})`,
    `side effects F1 ${f(s.sideEffect.f1)} R ${f(s.sideEffect.recall)} (${s.sideEffect.n})`,
    s.otherEscalated > 0 ? `other kinds escalated ${s.otherEscalated}` : '',
  ].join('  ');
}

/**
 * How many items of each kind/subkind a split misses, over every language together: where to look
 * without printing an item (a split's items stay unread when it measures replies the engine has not seen).
 */
export function formatMissesByKind(label: string, results: readonly ItemResult[]): string {
  const misses = new Map<string, { missed: number; n: number }>();
  for (const { item, ok } of results) {
    const key = `${item.kind}/${item.subkind ?? '-'}`;
    const entry = misses.get(key) ?? { missed: 0, n: 0 };
    entry.n++;
    if (!ok) entry.missed++;
    misses.set(key, entry);
  }
  const missed = [...misses].filter(([, m]) => m.missed > 0).sort(([a], [b]) => a.localeCompare(b));
  return `${label} misses by kind/subkind: ${missed.length === 0 ? 'none' : missed.map(([k, m]) => `${k} ${m.missed}/${m.n}`).join(', ')}`;
}
