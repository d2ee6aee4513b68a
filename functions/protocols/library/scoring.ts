import type { Instrument, ScoringDefinition, ScoringName } from '../../engine/types';

/**
 * The standard scorings a protocol can declare with `scoring` (bhi_screen: `phq9_gad7`). Each
 * instrument says which questions are its items, how many points an item is worth, its severity
 * bands, the totals that raise a risk flag and a review task, and its critical items; the engine
 * (`engine/scoring.ts`) applies them without knowing any instrument.
 */

/** PHQ-9 (Kroenke et al. 2001): items 0–3, total 0–27. Any answer above 0 to item 9 is a critical safety matter. */
export const PHQ9: Instrument = {
  key: 'phq9',
  name: 'PHQ-9',
  item_ids: ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'],
  item_max: 3,
  bands: [
    { min: 20, label: 'severe' },
    { min: 15, label: 'moderately severe' },
    { min: 10, label: 'moderate' },
    { min: 5, label: 'mild' },
    { min: 0, label: 'minimal' },
  ],
  symptoms: 'depressive symptoms',
  flag_at: { medium: 10, high: 20 },
  review_task: 'behavioral_health_review',
  critical_items: [{ item_id: 'phq9_9', reason: 'PHQ-9 item 9 (thoughts of being better off dead or of self-harm)' }],
};

/** GAD-7 (Spitzer et al. 2006): items 0–3, total 0–21. */
export const GAD7: Instrument = {
  key: 'gad7',
  name: 'GAD-7',
  item_ids: ['gad7_1', 'gad7_2', 'gad7_3', 'gad7_4', 'gad7_5', 'gad7_6', 'gad7_7'],
  item_max: 3,
  bands: [
    { min: 15, label: 'severe' },
    { min: 10, label: 'moderate' },
    { min: 5, label: 'mild' },
    { min: 0, label: 'minimal' },
  ],
  symptoms: 'anxiety symptoms',
  flag_at: { medium: 10, high: 15 },
  review_task: 'behavioral_health_review',
};

export const SCORINGS: Record<ScoringName, ScoringDefinition> = {
  phq9_gad7: { instruments: [PHQ9, GAD7] },
};
