/**
 * The conversation engine's vocabulary. The engine is pure (no I/O, no clock, no AWS): callers pass
 * the time in and store the state it returns. One engine serves engagements and conversations on
 * every channel.
 */

export const LANGUAGES = ['en', 'it', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CHANNELS = ['voice', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Text in several languages; built-in protocols carry all five. */
export type Localized = { [L in Language]?: string };

export type ResponseType = 'numeric' | 'boolean' | 'text';
export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';
export type TaskPriority = 'low' | 'medium' | 'high' | 'urgent';
export type Sentiment = 'positive' | 'neutral' | 'negative';

export interface Question {
  id: string;
  topic: string;
  /** A custom protocol may give one string (used for every language) or a Localized map. */
  prompt: string | Localized;
  response_type: ResponseType;
  /** numeric: a value at or above it escalates. */
  escalation_threshold?: number;
  /** boolean: asked next (as a free-text question) when the answer is false. */
  follow_up_if_false?: string | Localized;
  /** text: a reply containing one of them escalates. */
  escalation_keywords?: string[];
  /** numeric: the expected range, used to understand and to validate (e.g. 0..3 for PHQ items). */
  scale?: { min: number; max: number };
  /** Severity when this question escalates (default `high`). */
  escalation_severity?: Severity;
  /** Optional (added): short English label for the clinician-facing summary (defaults to the id). */
  label?: string;
  /**
   * Optional (added): a labelled answer scale the engine understands in words as well as digits:
   * `phq_frequency` (0 not at all, 1 several days, 2 more than half the days, 3 nearly every day)
   * or `phq_difficulty` (0 not difficult at all … 3 extremely difficult).
   */
  choices?: 'phq_frequency' | 'phq_difficulty';
}

export interface ProtocolDefinition {
  id: string;
  name: string;
  description?: string;
  objective?: string;
  /** `one_time`, `daily`, `weekly`, `monthly`. */
  frequency: string;
  channels: Channel[];
  questions: Question[];
  escalation_policy?: string;
  /** Standard scoring the engine applies (bhi_screen: PHQ-9 and GAD-7), defined in `protocols/library/scoring.ts`. */
  scoring?: ScoringName;
  /** Built-in protocols are `builtin`; an organization's are `custom`. */
  source: 'builtin' | 'custom';
  /** Optional (added): said before the first question (the engine has a default per language). */
  greeting?: string | Localized;
  /** Optional (added): said after the last answer (the engine has a default per language). */
  closing?: string | Localized;
}

/** The standard scorings a protocol can declare. */
export type ScoringName = 'phq9_gad7';

/** A standard questionnaire scored from a protocol's answers (PHQ-9, GAD-7). */
export interface Instrument {
  /** Its key in `Outcome.scores` and its risk flag's type. */
  key: keyof NonNullable<Outcome['scores']>;
  /** As clinicians write it ("PHQ-9"). */
  name: string;
  /** The question ids of its items; a total needs all of them answered. */
  item_ids: string[];
  /** Points of one item (items score 0..item_max). */
  item_max: number;
  /** Severity bands, highest first: the first whose `min` the total reaches. */
  bands: { min: number; label: string }[];
  /** What the band qualifies in the review task's reason ("depressive symptoms"). */
  symptoms: string;
  /** Totals at or above these raise a risk flag and a review task of that severity. */
  flag_at: { medium: number; high: number };
  /** The review task's type. */
  review_task: string;
  /** Items where any answer above 0 is a critical safety escalation, with the reason's wording. */
  critical_items?: { item_id: string; reason: string }[];
}

export interface ScoringDefinition {
  instruments: Instrument[];
}

export interface Escalation {
  /** `clinical_risk` (threshold or keyword) or `safety` (the built-in safety lexicon). */
  type: 'clinical_risk' | 'safety';
  severity: Severity;
  reason: string;
  question_id: string | null;
  /**
   * Optional (added), safety escalations: what escalated, so a clinician sees why. `frame` is the
   * safety frame (`chest_pain:chest+pain|pressure`) or `<category>:phrase` for a phrase of the
   * safety lexicon; `matched` the patient's own words that met it, as they wrote them.
   */
  frame?: string;
  matched?: string;
}

/** The engine's reading of one patient reply. */
export interface Interpretation {
  response_type: ResponseType;
  /** The number, true/false, or the text; null when the reply was not understood. */
  value: number | boolean | string | null;
  understood: boolean;
  escalation: Escalation | null;
  barriers: string[];
  side_effects: string[];
  keywords: string[];
  sdoh_flags: string[];
  sentiment: Sentiment;
  /** Optional (added): numeric replies given as a range ("5-6", "between 4 and 5"): [low, high]; value is the high end. */
  range?: [number, number];
  /** Optional (added): the patient approximated ("about five", "circa 5"). */
  approximate?: boolean;
  /** Optional (added): mood word detected (`good`, `low`, `anxious`, `stressed`, `angry`). */
  mood?: string;
}

export interface Turn {
  speaker: 'agent' | 'patient';
  text: string;
  channel: Channel;
  at: string;
  question_id: string | null;
  /** Patient turns: what the engine understood (DESIGN §6). */
  interpreted?: Pick<Interpretation, 'response_type' | 'value' | 'escalation' | 'barriers' | 'side_effects' | 'keywords'>;
}

export interface AnswerRecord {
  question_id: string;
  topic: string;
  text: string;
  interpretation: Interpretation;
  at: string;
}

/**
 * The engagement's white label (docs/white-label.md): who the patient hears from. Every field is
 * optional; without them the engine speaks as "your care team".
 */
export interface Branding {
  /** The organization as patients know it: introduction, sign-off, the note header. */
  brand_name?: string;
  /** The automated assistant's name in its introduction. */
  agent_name?: string;
  /** E.164 number patients are told to call with questions, in the sign-off. */
  support_phone?: string;
}

/** Serializable state of one conversation, stored between turns. */
export interface ConversationState {
  protocol_id: string;
  language: Language;
  channel: Channel;
  status: 'awaiting_reply' | 'completed' | 'escalated';
  /** The question awaiting a reply (null when finished). */
  current_question_id: string | null;
  /** Question ids still to ask after the current one (follow-ups are inserted here). */
  queue: string[];
  /** How many times the current question was asked again after a reply that was not understood. */
  reprompts: number;
  answers: AnswerRecord[];
  escalation: Escalation | null;
  /** Number of patient replies received. */
  patient_turns: number;
  started_at: string;
  last_activity_at: string;
  /** Optional (added): the white label, kept for the closing and the note; absent without one. */
  branding?: Branding;
}

/** What one engine call produced. */
export interface EngineStep {
  state: ConversationState;
  /** The agent's next message, or null when there is nothing more to say. */
  agent_turn: Turn | null;
  /** Patient turn recorded by handleReply (null for start). */
  patient_turn: Turn | null;
  finished: boolean;
}

export interface Task {
  id: string;
  type: string;
  priority: TaskPriority;
  reason: string;
  suggested_action: string;
}

export interface RiskFlag {
  type: string;
  severity: Severity;
  detail: string;
}

/** How the conversation ended, as the caller knows it. */
export type EndReason = 'completed' | 'escalated' | 'cancelled' | 'unreachable' | 'stopped_responding';

export interface Outcome {
  clinical_note: {
    summary: string;
    structured_data: {
      /**
       * 0–1 when assessed; `ADHERENCE_NOT_ASSESSED` (-1, outside the scale) when the protocol has no
       * adherence question or none was answered. Read it with `assessedAdherence`.
       */
      medication_adherence: number;
      /** False when `medication_adherence` carries no measurement. */
      medication_adherence_assessed: boolean;
      barriers: string[];
      side_effects: string[];
      /** A mood word (`good`, `low`, `anxious`, `stressed`, `angry`), or `not_assessed`. */
      mood: string;
      sdoh_flags: string[];
    };
  };
  tasks: Task[];
  risk_flags: RiskFlag[];
  risk_level: RiskLevel;
  metrics: {
    engagement_score: number;
    completion_rate: number;
    interaction_count: number;
    duration_seconds: number;
    sentiment: Sentiment;
  };
  escalation: Escalation | null;
  requires_human_review: boolean;
  /** Standard scores where the protocol defines them (PHQ-9 0..27, GAD-7 0..21). */
  scores?: { phq9?: number; gad7?: number };
}

/** `structured_data.mood` when no reply carried a mood word. */
export const MOOD_NOT_ASSESSED = 'not_assessed';

/** `structured_data.medication_adherence` when nothing measured it (never 0: 0 means no dose taken). */
export const ADHERENCE_NOT_ASSESSED = -1;

/**
 * The adherence an outcome measured, or null. Reads the marker, and outcomes stored before it
 * existed (null adherence); never turns the not-assessed value into a measurement.
 */
export const assessedAdherence = (structured: { medication_adherence?: number | null; medication_adherence_assessed?: boolean } | undefined): number | null => {
  const value = structured?.medication_adherence;
  if (typeof value !== 'number' || !Number.isFinite(value) || structured?.medication_adherence_assessed === false || value < 0) return null;
  return value;
};
