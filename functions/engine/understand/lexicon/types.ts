/**
 * The shape of one language's reply lexicon. Terms are written as a speaker would type them
 * (accents and apostrophes allowed); they are normalized at load like the replies (see text.ts).
 * A word ending in `*` is a stem ("naus*"). Single long words in barriers, side effects and the
 * safety lexicon also match one typing error away (matcher.ts).
 */

/**
 * Adherence barriers (the taxonomy; what belongs where is in functions/engine/README.md):
 * cost, transportation (getting to the pharmacy or clinic), forgetfulness, side_effects, access
 * (getting the medicine itself: stock, refills, prescriptions, authorizations, opening hours) and
 * understanding (when, how, with or without food, what a pill is for).
 */
export const BARRIERS = ['cost', 'transportation', 'forgetfulness', 'side_effects', 'access', 'understanding'] as const;
export type Barrier = (typeof BARRIERS)[number];

export const SDOH_FLAGS = [
  'food_insecurity',
  'housing_instability',
  'transportation',
  'social_isolation',
  'financial_strain',
] as const;
export type SdohFlag = (typeof SDOH_FLAGS)[number];

export const MOODS = ['good', 'low', 'anxious', 'stressed', 'angry'] as const;
export type Mood = (typeof MOODS)[number];

/** Side effects the engine names (keys of `sideEffects`). */
export const SIDE_EFFECTS = [
  'nausea',
  'vomiting',
  'dizziness',
  'headache',
  'fatigue',
  'rash',
  'cough',
  'swelling',
  'diarrhoea',
  'constipation',
  'insomnia',
  'stomach_pain',
  'muscle_pain',
  'pain',
  'dry_mouth',
  'palpitations',
  'blurred_vision',
  'bruising',
  'appetite_loss',
  'tingling',
  'low_blood_sugar',
  'shortness_of_breath',
] as const;
export type SideEffect = (typeof SIDE_EFFECTS)[number];

export interface NegationRules {
  /** Single words that negate what follows ("no", "not", "non", "kein", "pas", "sin"…). */
  cues: string[];
  /** Words allowed between a cue and what it negates ("I don't HAVE ANY nausea"). */
  bridges: string[];
  /** Words that negate what precedes them when they end the clause ("Brustschmerzen habe ich keine"). */
  postCues: string[];
  /** Words that negate the term right before them ("pain free"). */
  immediatePostCues: string[];
  /** Words that end a clause: negation never reaches across them ("but", "ma", "pero", "aber", "mais"). */
  clauseBreakers: string[];
  /** Right after a negated symptom, these cancel the negation: "never had chest pain LIKE THIS". */
  intensifiers: string[];
}

export interface LanguageLexicon {
  yes: string[];
  no: string[];
  /** "mostly", "sometimes", "a volte": read as the unfavourable answer (false) of a yes/no question. */
  partial: string[];
  /** Replies that are not an answer: "not sure", "no idea", "no problem" (ambiguous for a yes/no). */
  unsure: string[];
  /** "what do you mean?", "I don't understand the question". */
  notUnderstood: string[];
  negation: NegationRules;
  /** Counting words other than plain numbers ("once", "twice", "a couple"), value each. */
  counts: Record<string, number>;
  /** Articles that double as "one" ("un", "una", "ein", "une"): used only when no other number is given. */
  weakNumbers: Record<string, number>;
  approx: string[];
  /** "between" / "tra" / "entre" / "zwischen": a range follows. */
  rangeStart: string[];
  /** Words joining the two ends of a range ("to", "or", "e", "o", "y", "bis", "oder", "à", "ou"). */
  rangeConnectors: string[];
  /** "out of", "su", "de", "von", "sur": the number after it is the scale, not the answer. */
  outOf: string[];
  /** Words naming a scale ("scale", "scala"): numbers right after them are the scale's bounds. */
  scaleWords: string[];
  /** Replies meaning zero for a numeric question ("none", "never", "no pain"). */
  zero: string[];
  choices: {
    phq_frequency: Record<string, number>;
    phq_difficulty: Record<string, number>;
  };
  barriers: Record<Barrier, string[]>;
  sideEffects: Partial<Record<SideEffect, string[]>>;
  sdoh: Record<SdohFlag, string[]>;
  mood: Record<Mood, string[]>;
  positive: string[];
  negative: string[];
  /** Effort qualifiers: breathlessness only on effort is a symptom, not an emergency (safety-lexicon.ts). */
  exertion: string[];
  /** Rest qualifiers: breathlessness at rest is an emergency. */
  atRest: string[];
}
