import { SCORINGS } from '../protocols/library/scoring';
import type { AnswerRecord, Escalation, Instrument, Interpretation, ProtocolDefinition, Question, ScoringDefinition } from './types';

/**
 * Applies the standard scoring a protocol declares (`protocol.scoring`, defined with its instruments
 * in `protocols/library/scoring.ts`): totals, bands and the critical-item rule. The engine knows no
 * instrument's question ids; they come with the scoring.
 */

/** The scoring a protocol declares, or undefined. */
export const scoringOf = (protocol: ProtocolDefinition): ScoringDefinition | undefined =>
  protocol.scoring ? SCORINGS[protocol.scoring] : undefined;

/** The band of a total: the first, from the highest, whose minimum it reaches. */
export function bandOf(instrument: Instrument, total: number): string {
  return (instrument.bands.find((b) => total >= b.min) ?? instrument.bands.at(-1))?.label ?? '';
}

/** The highest total of an instrument (PHQ-9: 27). */
export const maxTotal = (instrument: Instrument): number => instrument.item_ids.length * instrument.item_max;

/** One instrument scored: `total` when every item was answered, else what was answered so far. */
export interface InstrumentScore {
  instrument: Instrument;
  total?: number;
  partial?: { answered: number; total: number };
}

/** Each instrument with at least one item answered (understood, a number), in the scoring's order. */
export function instrumentScores(scoring: ScoringDefinition | undefined, finals: Map<string, AnswerRecord>): InstrumentScore[] {
  const out: InstrumentScore[] = [];
  for (const instrument of scoring?.instruments ?? []) {
    let answered = 0;
    let total = 0;
    for (const id of instrument.item_ids) {
      const a = finals.get(id);
      if (a?.interpretation.understood && typeof a.interpretation.value === 'number') {
        answered++;
        total += a.interpretation.value;
      }
    }
    if (answered === instrument.item_ids.length) out.push({ instrument, total });
    else if (answered > 0) out.push({ instrument, partial: { answered, total } });
  }
  return out;
}

/**
 * A critical item (PHQ-9 item 9, thoughts of self-harm) answered above 0: a critical safety
 * escalation, unless the reply already raised one. Null otherwise.
 */
export function criticalItemEscalation(protocol: ProtocolDefinition, question: Question, interpretation: Interpretation): Escalation | null {
  const value = interpretation.value;
  if (typeof value !== 'number' || value <= 0 || interpretation.escalation?.type === 'safety') return null;
  for (const instrument of scoringOf(protocol)?.instruments ?? []) {
    const item = instrument.critical_items?.find((c) => c.item_id === question.id);
    if (item) {
      return { type: 'safety', severity: 'critical', reason: `${item.reason} answered ${value} of ${instrument.item_max}`, question_id: question.id };
    }
  }
  return null;
}
