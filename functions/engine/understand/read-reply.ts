import type { Language, Sentiment } from '../types';
import { type ChoicesRead, readChoices } from './choices';
import { labelsTold, moodOf, sentimentOf } from './findings';
import type { Barrier, Mood, SdohFlag, SideEffect } from './lexicon/types';
import { type AskedDay, type NumberRead, missTold, readNumber } from './numbers';
import { type Reading, hitsOf, readTokens } from './reading';
import { type SafetyMatch, readSafety } from './safety';
import type { SafetyCategory } from './safety-lexicon';
import { BOUNDARY } from './text';
import { readAnswer } from './yes-no';

/**
 * Reading a reply, whatever the question: one pass of the phrase matcher (`reading.ts`), then the
 * rules in this order, because a phrase denied by one is seen as denied by the next: safety
 * (`safety.ts`), barriers, side effects, social needs and mood (`findings.ts`), sentiment, yes/no
 * (`yes-no.ts`), numbers (`numbers.ts`), labelled answers (`choices.ts`). `interpret.ts` then
 * reads the result against the question.
 */

export interface Analysis {
  tokens: string[];
  barriers: Barrier[];
  sideEffects: SideEffect[];
  sdoh: SdohFlag[];
  mood: Mood | undefined;
  sentiment: Sentiment;
  safety: { categories: SafetyCategory[]; matches: SafetyMatch[] } | null;
  deniedSelfHarm: boolean;
  /** Yes/no reading: true, false, 'unsure' or null (no answer word). */
  answer: boolean | 'unsure' | null;
  partial: boolean;
  numbers: NumberRead | null;
  choice: ChoicesRead;
  zero: boolean;
  /** A miss told without a count ("forgot it on my birthday"). */
  missTold: boolean;
  notUnderstoodOnly: boolean;
  negatedCues: Set<number>;
}

/** `asked`: the day the question asks about, for a reply giving two days' values. */
export function analyze(text: string, language: Language, asked: AskedDay = 'today'): Analysis {
  const reading = readTokens(text, language);
  const safety = readSafety(reading);
  const barriers = labelsTold(reading, 'barrier');
  const sideEffects = labelsTold(reading, 'sideEffect', safety.cover);
  if (safety.breathlessOnEffort && !sideEffects.includes('shortness_of_breath')) sideEffects.push('shortness_of_breath');
  const sdoh = labelsTold(reading, 'socialNeed');
  const moods = labelsTold(reading, 'mood');
  const sentiment = sentimentOf(reading, { sideEffects: sideEffects.length, barriers: barriers.length, crises: safety.categories.length });
  const { answer, partial } = readAnswer(reading);
  return {
    tokens: reading.tokens,
    barriers,
    sideEffects,
    sdoh,
    mood: moodOf(moods),
    sentiment,
    safety: safety.categories.length > 0 ? { categories: safety.categories, matches: safety.matches } : null,
    deniedSelfHarm: safety.deniedSelfHarm,
    answer,
    partial,
    numbers: readNumber(reading, asked),
    choice: readChoices(reading),
    zero: hitsOf(reading, 'zero').length > 0,
    missTold: missTold(reading),
    notUnderstoodOnly: onlyNotUnderstood(reading),
    negatedCues: reading.spentCues,
  };
}

/** An empty reply, or one made only of "I don't understand" phrases. */
function onlyNotUnderstood(reading: Reading): boolean {
  const { tokens } = reading;
  if (tokens.every((t) => t === BOUNDARY)) return true;
  const hits = hitsOf(reading, 'notUnderstood');
  if (hits.length === 0) return false;
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.start; i < h.end; i++) covered.add(i);
  return tokens.every((t, i) => t === BOUNDARY || covered.has(i));
}
