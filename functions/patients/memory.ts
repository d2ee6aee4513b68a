import type { EventType } from '../core/events/catalog';
import { assessedAdherence, type Channel, type ConversationState, type Language, type Outcome } from '../engine/types';
import type {
  AdherencePoint,
  Barrier,
  EngagementQuality,
  EngagementSummary,
  MoodTrend,
  PatientMemory,
  Preferences,
  Trends,
} from './schemas';

/**
 * The longitudinal memory of one patient (SPEC "Patient memory"), learned from the engagements
 * the patient took part in. Pure: no I/O, no clock; the caller passes the time and stores the
 * result (memory-store.ts). Every preference and trend is derived from a short history of
 * per-engagement summaries kept in the memory itself, so the rules below are the whole story.
 * The rules and thresholds are documented in functions/patients/README.md.
 */

/** Counted engagements kept for preferences and trends, and adherence values kept for the series. */
export const HISTORY_LIMIT = 24;
export const ADHERENCE_SERIES_LIMIT = 12;
const ANSWER_TIMES_PER_ENGAGEMENT = 10;
/** Engagements the reply style is judged on. */
const STYLE_WINDOW = 10;
/** Engagement scores engagement_quality is judged on. */
const QUALITY_WINDOW = 3;
/** Mood scores the mood trend looks at. */
const MOOD_WINDOW = 6;
/** Average words per answer above which a patient is `detailed`. */
const DETAILED_WORDS_PER_ANSWER = 6;
/** Share of replies not understood from which language is kept `simple`. */
const SIMPLE_LANGUAGE_SHARE = 0.25;
/** A move of the latest mood score from the mean of the ones before it that counts as a trend. */
const MOOD_TREND_STEP = 0.5;
/** A move of adherence from its previous value that is a `patient.trend_change`. */
export const ADHERENCE_CHANGE_THRESHOLD = 0.2;
/** `patient.barrier_detected` events per engagement (keeps the transaction small). */
export const MAX_BARRIER_EVENTS = 5;
const MAX_ACTIVE_BARRIERS = 20;
const BARRIER_DETAIL_MAX = 200;

export interface MemoryInput {
  engagement: { id: string; channel: Channel; language: Language };
  outcome: Outcome;
  state: ConversationState;
  /** The profile's IANA zone; UTC when the patient has none. */
  timezone?: string;
  now: Date;
}

export interface MemoryEvent {
  type: EventType;
  data: Record<string, unknown>;
}

export interface MemoryUpdate {
  memory: PatientMemory;
  events: MemoryEvent[];
}

export const emptyMemory = (): PatientMemory => ({
  interaction_count: 0,
  first_interaction: null,
  last_interaction: null,
  preferences: { best_contact_time: null, preferred_channel: null, communication_style: null, language_complexity: null },
  longitudinal_trends: { medication_adherence: [], mood_trend: 'unknown', engagement_quality: 'unknown' },
  active_barriers: [],
  history: { engagements: [], adherence: [] },
});

// ---------------------------------------------------------------------------------------------
// Local time

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, found);
  }
  return found;
};

const usableZone = (timeZone: string | undefined): string => {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
};

const localParts = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
};

/** YYYY-MM-DD of `at` in the zone. */
export const localDate = (at: Date, timeZone?: string): string => localParts(at, usableZone(timeZone)).date;

export const CONTACT_TIME_BUCKETS = [
  { label: 'early morning (05:00-08:00)', from: 5, to: 8 },
  { label: 'morning (08:00-12:00)', from: 8, to: 12 },
  { label: 'afternoon (12:00-17:00)', from: 12, to: 17 },
  { label: 'evening (17:00-21:00)', from: 17, to: 21 },
  { label: 'night (21:00-05:00)', from: 21, to: 5 },
] as const;

const bucketOf = (hour: number): string =>
  (CONTACT_TIME_BUCKETS.find((bucket) => (bucket.from < bucket.to ? hour >= bucket.from && hour < bucket.to : hour >= bucket.from || hour < bucket.to)) ??
    CONTACT_TIME_BUCKETS[4]).label;

/**
 * The part of the day the patient answers in, in the patient's zone. Each engagement weighs one,
 * shared among its answers (a long SMS thread does not outweigh five calls); ties go to the part
 * of the day of the most recent answer.
 */
export const bestContactTime = (engagements: readonly EngagementSummary[], timeZone?: string): string | null => {
  const zone = usableZone(timeZone);
  const weights = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  let order = 0;
  for (const engagement of engagements) {
    const times = engagement.answer_times.length ? engagement.answer_times : [engagement.at];
    for (const at of times) {
      const bucket = bucketOf(localParts(new Date(at), zone).hour);
      weights.set(bucket, (weights.get(bucket) ?? 0) + 1 / times.length);
      lastSeen.set(bucket, order++);
    }
  }
  let best: string | null = null;
  for (const [bucket, weight] of weights) {
    const current = best === null ? undefined : (weights.get(best) as number);
    if (current === undefined || weight > current + 1e-9 || (Math.abs(weight - current) <= 1e-9 && (lastSeen.get(bucket) ?? 0) > (lastSeen.get(best as string) ?? 0))) {
      best = bucket;
    }
  }
  return best;
};

// ---------------------------------------------------------------------------------------------
// Preferences and trends

const round2 = (value: number): number => Math.round(value * 100) / 100;
const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The channel most counted engagements were answered on; ties go to the most recent. */
const preferredChannel = (engagements: readonly EngagementSummary[]): Channel | null => {
  const counts = new Map<Channel, { count: number; last: number }>();
  engagements.forEach((engagement, index) => {
    const entry = counts.get(engagement.channel) ?? { count: 0, last: 0 };
    counts.set(engagement.channel, { count: entry.count + 1, last: index });
  });
  let best: Channel | null = null;
  for (const [channel, entry] of counts) {
    const current = best ? counts.get(best) : undefined;
    if (!current || entry.count > current.count || (entry.count === current.count && entry.last > current.last)) best = channel;
  }
  return best;
};

const communicationStyle = (engagements: readonly EngagementSummary[]): Preferences['communication_style'] => {
  const recent = engagements.slice(-STYLE_WINDOW);
  const answered = recent.reduce((sum, engagement) => sum + engagement.answered, 0);
  if (answered === 0) return null;
  const words = recent.reduce((sum, engagement) => sum + engagement.words, 0);
  return words / answered > DETAILED_WORDS_PER_ANSWER ? 'detailed' : 'brief';
};

const languageComplexity = (engagements: readonly EngagementSummary[]): Preferences['language_complexity'] => {
  const recent = engagements.slice(-STYLE_WINDOW);
  const replies = recent.reduce((sum, engagement) => sum + engagement.replies, 0);
  if (replies === 0) return null;
  const notUnderstood = recent.reduce((sum, engagement) => sum + engagement.not_understood, 0);
  return notUnderstood / replies >= SIMPLE_LANGUAGE_SHARE ? 'simple' : 'standard';
};

/** The latest mood score against the mean of up to three before it. */
export const moodTrend = (engagements: readonly EngagementSummary[]): MoodTrend => {
  const scores = engagements.map((engagement) => engagement.mood_score).filter((score): score is number => score !== null).slice(-MOOD_WINDOW);
  if (scores.length < 2) return 'unknown';
  const latest = scores[scores.length - 1] as number;
  const baseline = mean(scores.slice(-4, -1));
  const move = round2(latest - baseline);
  return move >= MOOD_TREND_STEP ? 'improving' : move <= -MOOD_TREND_STEP ? 'declining' : 'stable';
};

/** Mean engagement score (0..100) of the last three engagements. */
export const engagementQuality = (engagements: readonly EngagementSummary[]): EngagementQuality => {
  const scores = engagements.map((engagement) => engagement.engagement_score).filter((score): score is number => score !== null).slice(-QUALITY_WINDOW);
  if (!scores.length) return 'unknown';
  const average = mean(scores);
  return average >= 70 ? 'high' : average >= 40 ? 'medium' : 'low';
};

export const derivePreferences = (history: PatientMemory['history'], timeZone?: string): Preferences => ({
  best_contact_time: bestContactTime(history.engagements, timeZone),
  preferred_channel: preferredChannel(history.engagements),
  communication_style: communicationStyle(history.engagements),
  language_complexity: languageComplexity(history.engagements),
});

export const deriveTrends = (history: PatientMemory['history']): Trends => ({
  medication_adherence: history.adherence.map((point) => point.value),
  mood_trend: moodTrend(history.engagements),
  engagement_quality: engagementQuality(history.engagements),
});

// ---------------------------------------------------------------------------------------------
// One engagement

const SENTIMENT_SCORES: Record<string, number> = { positive: 1, neutral: 0, negative: -1 };
const MOOD_SCORES: Record<string, number> = { good: 1, low: -1, anxious: -1, stressed: -1, angry: -1 };

const moodScoreOf = (outcome: Outcome): number | null => {
  const sentiment = SENTIMENT_SCORES[outcome.metrics?.sentiment ?? ''];
  const mood = MOOD_SCORES[outcome.clinical_note?.structured_data?.mood ?? ''];
  if (mood === undefined) return sentiment ?? null;
  return sentiment === undefined ? mood : (mood + sentiment) / 2;
};

const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

const validTime = (value: string | undefined): string | undefined => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined);

const summarize = (input: MemoryInput): EngagementSummary => {
  const { state, outcome, engagement, now } = input;
  const answerTimes = state.answers.map((answer) => validTime(answer.at)).filter((at): at is string => at !== undefined);
  const understood = state.answers.filter((answer) => answer.interpretation?.understood !== false).length;
  const replies = Math.max(state.patient_turns, state.answers.length);
  const score = outcome.metrics?.engagement_score;
  return {
    engagement_id: engagement.id,
    at: answerTimes[0] ?? validTime(state.started_at) ?? now.toISOString(),
    channel: engagement.channel,
    answer_times: answerTimes.slice(0, ANSWER_TIMES_PER_ENGAGEMENT),
    replies,
    not_understood: Math.max(0, replies - understood),
    words: state.answers.reduce((sum, answer) => sum + wordCount(answer.text ?? ''), 0),
    answered: state.answers.length,
    mood_score: moodScoreOf(outcome),
    engagement_score: typeof score === 'number' && Number.isFinite(score) ? round2(score) : null,
  };
};

/** Inserts by time (two engagements may end out of order) and keeps the newest `limit`. */
const insertByTime = <T extends { at: string }>(items: readonly T[], item: T, limit: number): T[] => {
  const index = items.findIndex((existing) => existing.at > item.at);
  const next = index < 0 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
  return next.slice(-limit);
};

const normalizeBarrier = (barrier: unknown): string | null => {
  if (typeof barrier !== 'string') return null;
  const type = barrier.trim().toLowerCase().replace(/\s+/g, '_').slice(0, 64);
  return type || null;
};

const BARRIER_DESCRIPTIONS: Record<string, string> = {
  cost: 'Cost of medication or care',
  transportation: 'Difficulty getting to the pharmacy or clinic',
  access: 'Cannot get the medication: out of stock, refill, prescription or authorization pending',
  forgetting: 'Forgets to take medication',
  forgetfulness: 'Forgets to take medication',
  side_effects: 'Side effects get in the way of taking medication',
  confusion: 'Unsure how or when to take medication',
  understanding: 'Unsure how or when to take medication, or what it is for',
  supply: 'Ran out of medication',
};

/** The patient's own words where the engine found the barrier, else a description of it. */
const barrierDetail = (type: string, state: ConversationState): string => {
  const answer = [...state.answers].reverse().find((candidate) => (candidate.interpretation?.barriers ?? []).some((found) => normalizeBarrier(found) === type));
  const words = answer?.text?.trim().replace(/\s+/g, ' ');
  if (words) return words.length > BARRIER_DETAIL_MAX ? `${words.slice(0, BARRIER_DETAIL_MAX - 1)}…` : words;
  return BARRIER_DESCRIPTIONS[type] ?? `Reported barrier: ${type.replace(/_/g, ' ')}`;
};

/**
 * Barriers reported now stay or become active (a barrier reported again keeps its first date);
 * the others are dropped when this check-in asked about medication and the patient completed it,
 * and kept otherwise (a screen about mood, or a patient who stopped halfway, says nothing about them).
 */
const nextBarriers = (previous: readonly Barrier[], input: MemoryInput, timeZone: string | undefined): { barriers: Barrier[]; added: Barrier[] } => {
  const structured = input.outcome.clinical_note?.structured_data;
  const reported = [...new Set((structured?.barriers ?? []).map(normalizeBarrier).filter((type): type is string => type !== null))];
  const today = localDate(input.now, timeZone);
  const askedAndCompleted = assessedAdherence(structured) !== null && (input.outcome.metrics?.completion_rate ?? 0) >= 1;
  const barriers: Barrier[] = [];
  const added: Barrier[] = [];
  for (const barrier of previous) {
    if (reported.includes(barrier.type)) barriers.push({ ...barrier, detail: barrierDetail(barrier.type, input.state) });
    else if (!askedAndCompleted) barriers.push(barrier);
  }
  for (const type of reported) {
    if (previous.some((barrier) => barrier.type === type)) continue;
    const barrier = { type, detail: barrierDetail(type, input.state), first_reported: today };
    barriers.push(barrier);
    added.push(barrier);
  }
  return { barriers: barriers.slice(-MAX_ACTIVE_BARRIERS), added };
};

const earliest = (a: string | null, b: string): string => (a !== null && a < b ? a : b);
const latest = (a: string | null, b: string): string => (a !== null && a > b ? a : b);

/** What a caller sees of the memory (counts and timestamps aside): a change here is an event. */
const learned = (memory: PatientMemory) => JSON.stringify([memory.preferences, memory.longitudinal_trends, memory.active_barriers]);

const changedFields = (before: PatientMemory, after: PatientMemory): string[] => {
  const fields: string[] = [];
  for (const key of Object.keys(after.preferences) as Array<keyof Preferences>) {
    if (before.preferences[key] !== after.preferences[key]) fields.push(`preferences.${key}`);
  }
  for (const key of Object.keys(after.longitudinal_trends) as Array<keyof Trends>) {
    if (JSON.stringify(before.longitudinal_trends[key]) !== JSON.stringify(after.longitudinal_trends[key])) fields.push(`longitudinal_trends.${key}`);
  }
  if (JSON.stringify(before.active_barriers) !== JSON.stringify(after.active_barriers)) fields.push('active_barriers');
  return fields;
};

/** The adherence values around the one this engagement added: its predecessor in time. */
const adherenceChange = (series: readonly AdherencePoint[], engagementId: string) => {
  const index = series.findIndex((point) => point.engagement_id === engagementId);
  if (index <= 0) return null;
  const previous = (series[index - 1] as AdherencePoint).value;
  const current = (series[index] as AdherencePoint).value;
  const change = round2(current - previous);
  return Math.abs(change) >= ADHERENCE_CHANGE_THRESHOLD ? { previous, current, change } : null;
};

/**
 * Folds one ended engagement into the patient's memory.
 *
 * Only engagements in which the patient replied count (`state.patient_turns > 0`); others, and an
 * engagement already folded in, leave the memory as it was (the same object) with no events.
 *
 * Events: `patient.memory_updated` and `patient.updated` when what a caller sees changed
 * (preferences, trends, active barriers); counts and timestamps alone do not make an event.
 * `patient.barrier_detected` for each barrier not active before (at most five per engagement;
 * all of them are in the memory), `patient.trend_change` when adherence moved by 0.2 or more
 * from its previous value, or when the mood trend changed (except from `unknown` to `stable`).
 */
export const updateMemory = (previous: PatientMemory | undefined, input: MemoryInput): MemoryUpdate => {
  const before = previous ?? emptyMemory();
  if (input.state.patient_turns <= 0) return { memory: before, events: [] };
  if (before.history.engagements.some((engagement) => engagement.engagement_id === input.engagement.id)) return { memory: before, events: [] };
  if (before.history.adherence.some((point) => point.engagement_id === input.engagement.id)) return { memory: before, events: [] };

  const summary = summarize(input);
  const lastAnswer = summary.answer_times[summary.answer_times.length - 1] ?? validTime(input.state.last_activity_at) ?? summary.at;
  const adherence = assessedAdherence(input.outcome.clinical_note?.structured_data);
  const history: PatientMemory['history'] = {
    engagements: insertByTime(before.history.engagements, summary, HISTORY_LIMIT),
    adherence:
      typeof adherence === 'number' && Number.isFinite(adherence)
        ? insertByTime(before.history.adherence, { engagement_id: input.engagement.id, at: summary.at, value: round2(Math.min(1, Math.max(0, adherence))) }, ADHERENCE_SERIES_LIMIT)
        : before.history.adherence,
  };
  const { barriers, added } = nextBarriers(before.active_barriers, input, input.timezone);
  const memory: PatientMemory = {
    interaction_count: before.interaction_count + 1,
    first_interaction: earliest(before.first_interaction, summary.at),
    last_interaction: latest(before.last_interaction, lastAnswer),
    preferences: derivePreferences(history, input.timezone),
    longitudinal_trends: deriveTrends(history),
    active_barriers: barriers,
    history,
  };

  const events: MemoryEvent[] = [];
  const engagementId = input.engagement.id;
  if (learned(before) !== learned(memory)) {
    const changed = changedFields(before, memory);
    events.push({
      type: 'patient.memory_updated',
      data: {
        engagement_id: engagementId,
        changed,
        interaction_count: memory.interaction_count,
        preferences: memory.preferences,
        longitudinal_trends: memory.longitudinal_trends,
        active_barriers: memory.active_barriers,
      },
    });
    events.push({ type: 'patient.updated', data: { engagement_id: engagementId, change: 'memory', changed } });
  }
  for (const barrier of added.slice(0, MAX_BARRIER_EVENTS)) {
    events.push({ type: 'patient.barrier_detected', data: { engagement_id: engagementId, barrier, active_barriers: memory.active_barriers.length } });
  }
  const adherenceMove = history.adherence !== before.history.adherence ? adherenceChange(history.adherence, engagementId) : null;
  if (adherenceMove) {
    events.push({
      type: 'patient.trend_change',
      data: {
        engagement_id: engagementId,
        metric: 'medication_adherence',
        previous: adherenceMove.previous,
        current: adherenceMove.current,
        change: adherenceMove.change,
        direction: adherenceMove.change > 0 ? 'improving' : 'declining',
      },
    });
  }
  const moodBefore = before.longitudinal_trends.mood_trend;
  const moodAfter = memory.longitudinal_trends.mood_trend;
  if (moodAfter !== moodBefore && moodAfter !== 'unknown' && !(moodBefore === 'unknown' && moodAfter === 'stable')) {
    events.push({ type: 'patient.trend_change', data: { engagement_id: engagementId, metric: 'mood_trend', previous: moodBefore, current: moodAfter } });
  }
  return { memory, events };
};
