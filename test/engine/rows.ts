import { expect } from 'vitest';
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
