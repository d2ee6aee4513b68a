import type { Interpretation, Language, Question } from '../types';
import { escalationOf } from './escalation';
import { promptText } from '../questions';
import { dayAskedAbout, weekdaysNamed } from './numbers';
import { type Analysis, analyze } from './read-reply';
import { yesNoValue } from './yes-no';

/**
 * A reply read against its question: the value for the question's response type, the barriers
 * (side effects told to an adherence question are also a barrier), and the escalation
 * (`escalation.ts`). Pure and fast; never throws.
 */

interface AnswerValue {
  value: number | boolean | string | null;
  understood: boolean;
  range?: [number, number];
  approximate?: boolean;
}

/** Topics whose value is measured (not counted): a "no" there means not measured. */
const MEASUREMENT = /pressure|systolic|diastolic|glucose|sugar|weight|temperature|pulse|heart_rate|oxygen|spo2|peak_flow/;

/**
 * Reads one reply to one question. The engine adds the protocol-level rules (the critical item of a
 * scoring, e.g. PHQ-9 item 9) on top.
 */
export function interpretReply(question: Question, text: string, language: Language): Interpretation {
  const a = analyze(text, language, question.response_type === 'numeric' ? dayAskedAbout(promptText(question, language)) : 'today');
  const barriers: string[] = [...a.barriers];
  // Side effects told in answer to an adherence question are also why doses are missed.
  if (a.sideEffects.length > 0 && /adherence|barrier/.test(question.topic) && !barriers.includes('side_effects')) {
    barriers.push('side_effects');
  }
  const answer = answerValue(question, text, language, a, barriers);
  const { escalation, keywords } = escalationOf(question, text, language, a, answer);
  const out: Interpretation = {
    response_type: question.response_type,
    barriers,
    side_effects: a.sideEffects as string[],
    sdoh_flags: a.sdoh as string[],
    sentiment: a.sentiment,
    value: answer.value,
    understood: answer.understood,
    escalation,
    keywords,
  };
  if (answer.range) out.range = answer.range;
  if (answer.approximate) out.approximate = true;
  if (a.mood) out.mood = a.mood;
  return out;
}

function answerValue(question: Question, text: string, language: Language, a: Analysis, barriers: string[]): AnswerValue {
  if (question.response_type === 'numeric') return numericValue(question, language, a);
  if (question.response_type === 'boolean') {
    const value = yesNoValue(question, text, { answer: a.answer, partial: a.partial, tokens: a.tokens, language, sideEffects: a.sideEffects, barriers });
    return { value, understood: value !== null };
  }
  const trimmed = text.trim();
  const understood = trimmed.length > 0 && !a.notUnderstoodOnly;
  return { value: understood ? trimmed : null, understood };
}

/** The number answering a numeric question, clamped to its scale, or not understood. */
function numericValue(question: Question, language: Language, a: Analysis): AnswerValue {
  let v: number | null = null;
  let range: [number, number] | undefined;
  let approximate: boolean | undefined;
  if (a.numbers) {
    v = a.numbers.value;
    range = a.numbers.range;
    approximate = a.numbers.approximate || undefined;
  }
  // A labelled answer ("several days") wins over a counting word inside it; digits still count.
  const choice = question.choices ? a.choice[question.choices] : null;
  if (choice !== null) {
    if (a.numbers?.digits && v !== null) v = Math.max(v, choice);
    else {
      v = choice;
      range = undefined;
      approximate = undefined;
    }
  }
  // "missed mon, wed and fri", "tutti tranne lunedì": the days named are the count of days missed;
  // a miss told with no count and no day ("dimenticata solo il giorno della festa") is one.
  if ((v === null || (v === 0 && !a.numbers)) && /miss/.test(`${question.topic} ${question.id}`)) {
    const days = weekdaysNamed(a.tokens, language);
    if (days > 0) v = days;
    else if (v === null && a.missTold && !a.zero) v = 1;
  }
  // "no", "none" count as 0, except for a measurement: "didn't measure" is no value, not 0.
  if (v === null && (a.zero || a.answer === false) && !MEASUREMENT.test(question.topic)) v = 0;
  if (v === null || v < 0) return { value: null, understood: false, range, approximate };
  const scale = question.scale;
  if (scale) {
    if (v > scale.max) v = scale.max;
    if (v < scale.min) v = scale.min;
    if (range) range = [Math.max(scale.min, Math.min(range[0], scale.max)), Math.min(range[1], scale.max)];
  }
  return { value: v, understood: true, range, approximate };
}
