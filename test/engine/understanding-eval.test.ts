import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLIND_WRITTEN_BATCHES,
  blindWrittenBatchOf,
  formatSummary,
  loadItems,
  missedTargets,
  scoreItem,
  summarize,
  type BlindWrittenBatch,
  type Targets,
} from './eval/score';

/**
 * The reply-understanding evaluation set (test/engine/eval/replies, format in its README). The goal is
 * every split meeting TARGETS (crisis recall 100 %, false alarms ≤ 2 %, numbers and yes/no ≥ 98 %,
 * barriers micro F1 ≥ 0.9, side effects micro F1 ≥ 0.95). Until the engine gets there, each split
 * holds the floor last measured (`npm run eval:understanding`): the engine may get better, never
 * worse. Raise a floor when the engine improves; never lower one, and never edit an item to pass.
 */
const FLOORS: Record<string, Targets> = {
  // Numbers, yes/no, barriers, side effects raised after the generalization round (decision 115).
  // Measured 2026-11-25 (after the second round) on 1,069 dev items (read while tuning the engine).
  // Barriers and side effects raised after the concept-frame round (decisions 125, 126); numbers after the yes/no and numbers round (decisions 123, 124);
  // crisis recall after the third safety round (decision 121); 247/247 and 0/245 after the fourth (decision 142).
  dev: { crisisRecall: 1, falseAlarmRate: 0, numberAccuracy: 1, yesnoAccuracy: 1, barrierF1: 1, sideEffectF1: 1 },
  // Measured 2026-11-25 (after the safety and the reading generalization rounds) on 699 holdout items (never read while tuning: replies the engine has not seen).
  // Barriers 0.797 -> 0.871 and side effects 0.883 -> 0.949 after the concept-frame round (decisions 125, 126);
  // numbers (113/115) and yes/no (104/112) after the yes/no and numbers round (decisions 123, 124);
  // Barriers 0.871 -> 0.910 and side effects 0.949 -> 0.958 (dev both 1.000) after the findings round (decisions 153-155).
  // crisis recall and false alarms (139/171 and 13/152) after the third safety round (decision 121); crisis recall 140/171 after the fourth (decision 142);
  // numbers 115/115 and yes/no 106/112 after the second yes/no and numbers round (decisions 151, 152; dev numbers 176/176).
  // 142/171 and 11/152 after the German and Spanish round (decisions 144-146).
  // 143/171 after the it/fr/en round (decisions 147-149).
  // 145/171 after both safety rounds merged (decisions 144-149); 146/171 and barriers 0.916 after the Spanish round (decisions 175-177).
  // 146/171 and side effects 0.967 after the French round (decisions 181-183).
  // Barriers 0.910 -> 0.923 after the Italian barrier round (decision 172).
  // 155/171, false alarms 10/152 and yes/no 107/112 after the third German and French round (decisions 200-203).
  // 153/171 after the Italian crisis round (decision 194); 154/171 after the third Spanish round (decisions 196-199); 156/171 with both third rounds merged.
  // Written on 2026-12-01 from the eval README alone by an author who had seen neither the engine nor any
  // other item (450 items: crises, look-alikes, yes/no); measured once when it was added, before the
  // engine changes of that day: 178/200, 16/175, 74/75.
  // 180/200 once the day's four engine rounds were merged (decisions 218-236), 182/200 with rounds 237-239: measured, never tuned on.
  // 185/200 with round 6 merged (decisions 241-260).
  // False alarms 14/175 and yes/no 75/75 with round 7 merged (decisions 262-272).
  // 187/200 with round 8 merged (decisions 275-303), 188/200 with round 9 (305-315).
  // 196/200, false alarms still 14/175, after the crisis model (decision 320): trained on the dev split, never on the held-out ones.
  // False alarms 12/175 after the round of decision 321 (history dated in words, the past with a word of now).
  blind: { crisisRecall: 0.98, falseAlarmRate: 0.069, numberAccuracy: 1, yesnoAccuracy: 1, barrierF1: 1, sideEffectF1: 1 },
  // 158/171, false alarms 7/152 and yes/no 108/112 with the perturbation, Italian and Spanish, and look-alike and yes/no rounds merged (decisions 218-236).
  // The 750 dev items of ids 5001-5150 in each language, written on 2026-12-01 by five authors (one a language)
  // who read the eval README alone, as the blind split's author did; measured once before any engine change
  // drawn from them (decision 240): 258/300, 31/250, yes/no 68/75, barriers 0.912, side effects 0.952.
  // They are dev items: tuned on from then on, so they leave the measure of unseen replies to the held-out splits.
  // 296/300, 5/250, yes/no 74/75, barriers 0.993, side effects 0.991 after round 6, tuned on them (decisions 241-260).
  // 297/300 and 4/250 with round 8 merged; 299/300 with the crisis model (decision 320).
  'dev-blind-written': { crisisRecall: 0.996, falseAlarmRate: 0.017, numberAccuracy: 1, yesnoAccuracy: 0.986, barrierF1: 0.992, sideEffectF1: 0.99 },
  // The 750 dev items of ids 6001-6150, written the same way by five other authors once round 6 was merged, measured
  // once (decision 261): 266/300, 30/250, yes/no 73/75, barriers 0.935, side effects 0.851. Not tuned on yet.
  // 290/300, 17/250, yes/no 75/75, barriers 0.981, side effects 0.982 after round 7, tuned on them (decisions 262-272).
  // 292/300 with round 8 merged; 300/300 with the crisis model (decision 320).
  'dev-blind-written-2': { crisisRecall: 1, falseAlarmRate: 0.069, numberAccuracy: 1, yesnoAccuracy: 1, barrierF1: 0.98, sideEffectF1: 0.98 },
  // The 750 dev items of ids 7001-7150, written the same way by five new authors once round 7 was merged, measured
  // once before any change drawn from them (decision 273): 248/300, 34/250, yes/no 71/75, barriers 0.936, side effects 0.944.
  // 298/300, 1/250, yes/no 74/75, barriers 0.994, side effects 1.000 after round 8, tuned on them (decisions 275-303).
  // 299/300 with the crisis model (decision 320).
  'dev-blind-written-3': { crisisRecall: 0.996, falseAlarmRate: 0.005, numberAccuracy: 1, yesnoAccuracy: 0.986, barrierF1: 0.993, sideEffectF1: 1 },
  // The 750 dev items of ids 8001-8150, written by five more authors while round 8 was written (decision 304), measured
  // before round 8: 244/300, 29/250, yes/no 72/75, barriers 0.936, side effects 0.968; after it: 251/300, 29/250, side effects 0.976.
  // 252/300 with round 9 merged (decision 315); 285/300 with the crisis model (decision 320), 270/300 when this batch
  // and the next were left out of its training (the model's threshold was chosen on those two).
  'dev-blind-written-4': { crisisRecall: 0.95, falseAlarmRate: 0.117, numberAccuracy: 1, yesnoAccuracy: 0.96, barrierF1: 0.935, sideEffectF1: 0.975 },
  // The 750 dev items of ids 4001-4150 (the 4000s were free: the blind split holds the 9000s), written on
  // 2026-12-02 by five more authors from the eval README alone, measured once before any change drawn from them
  // (decision 319): 255/300, 35/250, yes/no 69/75, barriers 0.936, side effects 0.978.
  // 292/300 with the crisis model (decision 320), 279/300 when this batch and the one before were left out of its training.
  'dev-blind-written-5': { crisisRecall: 0.973, falseAlarmRate: 0.141, numberAccuracy: 1, yesnoAccuracy: 0.92, barrierF1: 0.935, sideEffectF1: 0.977 },
  // False alarms 6/152 with round 6 merged (decisions 241-260); crisis recall unchanged at 158/171.
  // Barriers 0.929 -> 0.943 with round 8 merged (decisions 275-303).
  // 168/171, false alarms still 6/152, after the crisis model (decision 320): trained on the dev split, never on the held-out ones.
  holdout: { crisisRecall: 0.982, falseAlarmRate: 0.04, numberAccuracy: 1, yesnoAccuracy: 0.964, barrierF1: 0.942, sideEffectF1: 0.966 },
};

const dir = path.join(import.meta.dirname, 'eval/replies');
const items = loadItems(dir);
const splits = [...new Set(items.map((i) => i.split))].sort();
const summaryOf = (split: string) => summarize(items.filter((i) => i.split === split).map(scoreItem));
/** The dev items of one batch written blind, or (null) every other dev item. */
const devSummary = (batch: BlindWrittenBatch | null) =>
  summarize(items.filter((i) => i.split === 'dev' && blindWrittenBatchOf(i.id) === (batch ? BLIND_WRITTEN_BATCHES[batch] : undefined)).map(scoreItem));
const batches = Object.keys(BLIND_WRITTEN_BATCHES) as BlindWrittenBatch[];
/**
 * Whoever tunes the engine runs this file with EVAL_DEV_ONLY=1: the held-out splits are then not
 * scored at all, so not even a failing floor's figures reach the tuner (decision 273). CI never sets it.
 */
const heldOutScored = !process.env.EVAL_DEV_ONLY;
const heldOut = ['blind', 'holdout'];

describe('reply understanding evaluation set', () => {
  it('holds at least 1,500 items, 300 or more per language, in a dev split and two held-out splits (holdout, blind)', () => {
    expect(items.length).toBeGreaterThanOrEqual(1500);
    for (const lang of ['en', 'it', 'es', 'de', 'fr']) expect(items.filter((i) => i.lang === lang).length).toBeGreaterThanOrEqual(300);
    expect(splits).toEqual(['blind', 'dev', 'holdout']);
  });

  it('dev split does not fall below its floor', () => {
    const s = devSummary(null);
    expect(missedTargets(s, FLOORS.dev), formatSummary('dev', s)).toEqual([]);
  });

  it('dev split meets every target, but for the items written blind on 2026-12-01', () => {
    const s = devSummary(null);
    expect(missedTargets(s), formatSummary('dev', s)).toEqual([]);
  });

  it.each(batches)('the %s dev items do not fall below their floor', (batch) => {
    const s = devSummary(batch);
    expect(missedTargets(s, FLOORS[batch]), formatSummary(batch, s)).toEqual([]);
  });

  // Known gap (issue 10): when the engine reads every one of a batch, take it out of this list.
  it.fails.each(batches)('the %s dev items meet every target (not yet)', (batch) => {
    const s = devSummary(batch);
    expect(missedTargets(s), formatSummary(batch, s)).toEqual([]);
  });

});

describe.skipIf(!heldOutScored)('reply understanding evaluation set, held-out splits', () => {
  it.each(heldOut)('%s split does not fall below its floor', (split) => {
    const s = summaryOf(split);
    expect(missedTargets(s, FLOORS[split]), formatSummary(split, s)).toEqual([]);
  });

  // Known gap (issue 10): the held-out splits fail today, so `it.fails` passes. When it meets every
  // target, this test fails: make it a plain `it` then.
  it.fails.each(heldOut)('%s split meets every target (not yet)', (split) => {
    const s = summaryOf(split);
    expect(missedTargets(s), formatSummary(split, s)).toEqual([]);
  });
});
