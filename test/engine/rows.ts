import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language, Question } from '../../functions/engine/types';

/** Questions the reply tables are read against. */
export const Q = {
  pain: {
    id: 'pain_level', topic: 'symptoms', prompt: 'pain', response_type: 'numeric',
    scale: { min: 0, max: 10 }, escalation_threshold: 8,
  } satisfies Question,
  missed: {
    id: 'missed_days', topic: 'medication_adherence', prompt: 'missed', response_type: 'numeric', scale: { min: 0, max: 7 },
  } satisfies Question,
  percent: { id: 'percent', topic: 'other', prompt: 'percent', response_type: 'numeric', scale: { min: 0, max: 100 } } satisfies Question,
  phq: {
    id: 'phq9_1', topic: 'depression_screen', prompt: 'phq', response_type: 'numeric', scale: { min: 0, max: 3 }, choices: 'phq_frequency',
  } satisfies Question,
  difficulty: {
    id: 'phq9_difficulty', topic: 'functioning', prompt: 'difficulty', response_type: 'numeric', scale: { min: 0, max: 3 },
    choices: 'phq_difficulty', escalation_threshold: 3, escalation_severity: 'high',
  } satisfies Question,
  taking: {
    id: 'taking', topic: 'medication_adherence', prompt: 'taking', response_type: 'boolean', follow_up_if_false: 'why',
  } satisfies Question,
  notes: { id: 'notes', topic: 'general', prompt: 'notes', response_type: 'text' } satisfies Question,
} as const;

export interface Expect {
  value?: number | boolean | string | null;
  understood?: boolean;
  /** null: no escalation; otherwise the severity (and `safety` for critical safety rows). */
  escalation?: null | 'critical' | 'high';
  type?: 'safety' | 'clinical_risk';
  barriers?: string[];
  side_effects?: string[];
  sdoh?: string[];
  range?: [number, number];
  approximate?: boolean;
  sentiment?: 'positive' | 'neutral' | 'negative';
  mood?: string;
  keywords?: string[];
}

export type Row = [Language, string, Expect];

/** Asserts one reply's reading; each given field must match exactly (lists as sets). */
export function check(question: Question, language: Language, text: string, e: Expect): void {
  const r = interpret(question, text, language);
  const got: Record<string, unknown> = {};
  const want: Record<string, unknown> = {};
  const put = (k: string, g: unknown, w: unknown) => {
    got[k] = g;
    want[k] = w;
  };
  if ('value' in e) put('value', r.value, e.value);
  if (e.understood !== undefined) put('understood', r.understood, e.understood);
  if ('escalation' in e) put('escalation', r.escalation?.severity ?? null, e.escalation);
  if (e.type) put('type', r.escalation?.type, e.type);
  if (e.barriers) put('barriers', [...r.barriers].sort(), [...e.barriers].sort());
  if (e.side_effects) put('side_effects', [...r.side_effects].sort(), [...e.side_effects].sort());
  if (e.sdoh) put('sdoh', [...r.sdoh_flags].sort(), [...e.sdoh].sort());
  if (e.range) put('range', r.range, e.range);
  if (e.approximate !== undefined) put('approximate', r.approximate ?? false, e.approximate);
  if (e.sentiment) put('sentiment', r.sentiment, e.sentiment);
  if (e.mood) put('mood', r.mood, e.mood);
  if (e.keywords) put('keywords', r.keywords.filter((k) => e.keywords?.includes(k)).sort(), [...e.keywords].sort());
  expect(got, `${language}: ${JSON.stringify(text)} → ${JSON.stringify(r)}`).toEqual(want);
}

/** A crisis told in some words: the category it must escalate with. */
export type CrisisRow = readonly [category: string, language: Language, text: string];
/** A look-alike: it must not escalate. */
export type LookalikeRow = readonly [language: Language, text: string];

/** `it`, or `it.fails` for a row the engine does not read yet (its file says why). */
export const rowTest = (notYet: ReadonlySet<string>) => (text: string) => (notYet.has(text) ? it.fails : it);

/**
 * With CRISIS_ROWS_OUT set (`npm run train:crisis-model`), the safety rows are also written there as
 * training replies for the crisis model, one JSON line each; rows the engine does not read yet are
 * left out, so they stay a measure of what it has not learned (decision 320).
 */
function recordRows(rows: readonly (readonly [category: string, language: Language, text: string])[], notYet: ReadonlySet<string>): void {
  const out = process.env.CRISIS_ROWS_OUT;
  if (!out) return;
  const lines = rows.filter(([, , text]) => !notYet.has(text)).map(([category, language, text]) => `${JSON.stringify({ category, language, text })}\n`);
  appendFileSync(out, lines.join(''));
}

/** Each crisis row escalates for safety with its category. */
export function crisisRows(title: string, rows: readonly CrisisRow[], notYet: ReadonlySet<string> = new Set()): void {
  recordRows(rows, notYet);
  const test = rowTest(notYet);
  describe(title, () => {
    for (const [category, language, text] of rows) {
      test(text)(`${category} (${language}): ${text}`, () => {
        const r = interpret(Q.notes, text, language);
        expect(r.escalation?.type).toBe('safety');
        expect(r.keywords).toContain(`safety:${category}`);
      });
    }
  });
}

/** Look-alikes another test asserts in its own way, recorded as training replies all the same. */
export const recordLookalikes = (rows: readonly LookalikeRow[]): void => recordRows(rows.map(([language, text]) => ['none', language, text] as const), new Set());

/** No look-alike row escalates. */
export function lookalikeRows(title: string, rows: readonly LookalikeRow[], notYet: ReadonlySet<string> = new Set()): void {
  recordRows(rows.map(([language, text]) => ['none', language, text] as const), notYet);
  const test = rowTest(notYet);
  describe(title, () => {
    for (const [language, text] of rows) {
      test(text)(`(${language}): ${text}`, () => expect(interpret(Q.notes, text, language).escalation).toBeNull());
    }
  });
}

/** Rows of one language, in the shape of the shared safety tables. */
export const inLanguage = {
  crises: (language: Language, rows: readonly (readonly [string, string])[]): CrisisRow[] =>
    rows.map(([category, text]) => [category, language, text]),
  lookalikes: (language: Language, rows: readonly string[]): LookalikeRow[] => rows.map((text) => [language, text]),
};

/** How a reply to a boolean question reads. */
export type Answer = 'yes' | 'no' | 'unclear';

export const booleanQuestion = (id: string, topic: string, prompt: string): Question => ({ id, topic, prompt, response_type: 'boolean' });

/** The yes/no reading of a reply to a boolean question (unclear when not understood). */
export function answerTo(question: Question, text: string, language: Language): Answer {
  const r = interpret(question, text, language);
  return r.understood && r.value === true ? 'yes' : r.understood && r.value === false ? 'no' : 'unclear';
}
