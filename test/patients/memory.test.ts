import { describe, expect, it } from 'vitest';
import type { Channel } from '../../functions/engine/types';
import { type MemoryInput, type MemoryUpdate, bestContactTime, emptyMemory, updateMemory } from '../../functions/patients/memory';
import { type PatientMemory, PatientMemorySchema } from '../../functions/patients/schemas';
import { type AnswerSpec, type OutcomeSpec, conversation, outcomeOf } from './fixtures';

/**
 * The patient memory as a pure fold over ended engagements (functions/patients/memory.ts).
 *
 * Decision under test: events (`patient.memory_updated` + `patient.updated`) are sent only when
 * something a caller sees as learned changed (preferences, trends, active barriers). An engagement
 * that only moves the counts and timestamps still updates the memory, silently.
 */

const NEW_YORK = 'America/New_York'; // UTC-4 in June

interface Step {
  id: string;
  channel?: Channel;
  answers: AnswerSpec[];
  outcome?: OutcomeSpec;
  patientTurns?: number;
  timezone?: string;
}

const input = (step: Step): MemoryInput => {
  const lastAnswer = step.answers[step.answers.length - 1]?.at ?? '2026-06-01T12:00:00.000Z';
  return {
    engagement: { id: step.id, channel: step.channel ?? 'voice', language: 'en' },
    outcome: outcomeOf(step.outcome),
    state: conversation(step.answers, { channel: step.channel, patientTurns: step.patientTurns }),
    ...(step.timezone === undefined ? { timezone: NEW_YORK } : step.timezone ? { timezone: step.timezone } : {}),
    now: new Date(Date.parse(lastAnswer) + 30_000),
  };
};

const apply = (previous: PatientMemory | undefined, step: Step): MemoryUpdate => {
  const update = updateMemory(previous, input(step));
  // What updateMemory returns is what the store validates and keeps.
  expect(PatientMemorySchema.safeParse(update.memory).success).toBe(true);
  return update;
};

const types = (update: MemoryUpdate) => update.events.map((event) => event.type);
const ofType = (update: MemoryUpdate, type: string) => update.events.filter((event) => event.type === type);

const good: OutcomeSpec = { mood: 'good', sentiment: 'positive' };

describe('a series of five check-ins of one patient', () => {
  const steps: Step[] = [
    {
      id: 'eng_1',
      answers: [
        { at: '2026-06-01T13:30:00.000Z', text: 'yes' },
        { at: '2026-06-01T13:31:00.000Z', text: 'all of them' },
        { at: '2026-06-01T13:32:00.000Z', text: 'no' },
      ],
      outcome: { ...good, adherence: 0.9, score: 80 },
    },
    {
      id: 'eng_2',
      channel: 'sms',
      answers: [
        { at: '2026-06-08T14:00:00.000Z', text: 'yes' },
        { at: '2026-06-08T14:01:00.000Z', text: 'I skipped a few because the pills cost too much this month', barriers: ['cost'] },
      ],
      outcome: { ...good, adherence: 0.9, barriers: ['cost'], score: 70 },
    },
    {
      id: 'eng_3',
      answers: [
        { at: '2026-06-15T14:10:00.000Z', text: 'sometimes' },
        { at: '2026-06-15T14:11:00.000Z', text: 'still too expensive', barriers: ['cost'] },
        { at: '2026-06-15T14:12:00.000Z', text: 'I forget the evening dose', barriers: ['forgetting'] },
      ],
      outcome: { ...good, adherence: 0.6, barriers: ['cost', 'forgetting'], score: 60 },
    },
    {
      id: 'eng_4',
      answers: [
        { at: '2026-06-22T13:45:00.000Z', text: 'yes' },
        { at: '2026-06-22T13:46:00.000Z', text: 'no problems' },
      ],
      outcome: { ...good, adherence: 0.6, barriers: [], score: 65 },
    },
    {
      // A screen that does not ask about medication: nothing learned beyond the counts.
      id: 'eng_5',
      answers: [
        { at: '2026-06-29T14:20:00.000Z', text: 'fine' },
        { at: '2026-06-29T14:21:00.000Z', text: 'good thanks' },
      ],
      outcome: { ...good, adherence: null, score: 65 },
    },
  ];

  const updates: MemoryUpdate[] = [];
  let memory: PatientMemory | undefined;
  for (const step of steps) {
    const update = updateMemory(memory, input(step));
    updates.push(update);
    memory = update.memory;
  }
  const after = (n: number) => (updates[n - 1] as MemoryUpdate).memory;
  const update = (n: number) => updates[n - 1] as MemoryUpdate;

  it('every intermediate memory is valid against the stored schema', () => {
    for (const { memory: m } of updates) expect(PatientMemorySchema.safeParse(m).success).toBe(true);
  });

  it('1st: counts one interaction, learns the first preferences, announces them', () => {
    const m = after(1);
    expect(m.interaction_count).toBe(1);
    expect(m.first_interaction).toBe('2026-06-01T13:30:00.000Z');
    expect(m.last_interaction).toBe('2026-06-01T13:32:00.000Z');
    expect(m.preferences).toEqual({
      best_contact_time: 'morning (08:00-12:00)',
      preferred_channel: 'voice',
      communication_style: 'brief',
      language_complexity: 'standard',
    });
    expect(m.longitudinal_trends).toEqual({ medication_adherence: [0.9], mood_trend: 'unknown', engagement_quality: 'high' });
    expect(m.active_barriers).toEqual([]);
    expect(types(update(1))).toEqual(['patient.memory_updated', 'patient.updated']);
    expect(update(1).events[0]?.data).toMatchObject({ engagement_id: 'eng_1', interaction_count: 1, preferences: m.preferences });
    expect(update(1).events[1]?.data).toMatchObject({ engagement_id: 'eng_1', change: 'memory' });
  });

  it('2nd: a new barrier is active from its local date and announced once', () => {
    const m = after(2);
    expect(m.interaction_count).toBe(2);
    expect(m.first_interaction).toBe('2026-06-01T13:30:00.000Z');
    expect(m.last_interaction).toBe('2026-06-08T14:01:00.000Z');
    expect(m.longitudinal_trends.medication_adherence).toEqual([0.9, 0.9]);
    expect(m.active_barriers).toEqual([
      { type: 'cost', detail: 'I skipped a few because the pills cost too much this month', first_reported: '2026-06-08' },
    ]);
    const barrierEvents = ofType(update(2), 'patient.barrier_detected');
    expect(barrierEvents).toHaveLength(1);
    expect(barrierEvents[0]?.data).toMatchObject({ engagement_id: 'eng_2', barrier: { type: 'cost', first_reported: '2026-06-08' } });
    expect(ofType(update(2), 'patient.trend_change')).toEqual([]);
    // One voice and one SMS engagement: the tie goes to the most recent.
    expect(m.preferences.preferred_channel).toBe('sms');
    // Two good moods: stable, which is no trend change coming from unknown.
    expect(m.longitudinal_trends.mood_trend).toBe('stable');
  });

  it('3rd: adherence drops by 0.3 (trend_change); a barrier reported again keeps its first date; a new one is detected', () => {
    const m = after(3);
    expect(m.longitudinal_trends.medication_adherence).toEqual([0.9, 0.9, 0.6]);
    const trend = ofType(update(3), 'patient.trend_change');
    expect(trend).toHaveLength(1);
    expect(trend[0]?.data).toEqual({ engagement_id: 'eng_3', metric: 'medication_adherence', previous: 0.9, current: 0.6, change: -0.3, direction: 'declining' });
    expect(m.active_barriers).toEqual([
      { type: 'cost', detail: 'still too expensive', first_reported: '2026-06-08' },
      { type: 'forgetting', detail: 'I forget the evening dose', first_reported: '2026-06-15' },
    ]);
    const detected = ofType(update(3), 'patient.barrier_detected').map((event) => (event.data.barrier as { type: string }).type);
    expect(detected).toEqual(['forgetting']);
    expect(m.preferences.preferred_channel).toBe('voice');
    expect(types(update(3))).toEqual(['patient.memory_updated', 'patient.updated', 'patient.barrier_detected', 'patient.trend_change']);
  });

  it('4th: barriers no longer reported in a completed medication check-in are dropped, with no barrier event', () => {
    const m = after(4);
    expect(m.active_barriers).toEqual([]);
    expect(m.longitudinal_trends.medication_adherence).toEqual([0.9, 0.9, 0.6, 0.6]);
    expect(m.longitudinal_trends.engagement_quality).toBe('medium'); // (70 + 60 + 65) / 3
    expect(types(update(4))).toEqual(['patient.memory_updated', 'patient.updated']);
    expect(update(4).events[0]?.data.changed).toEqual(
      expect.arrayContaining(['active_barriers', 'longitudinal_trends.medication_adherence', 'longitudinal_trends.engagement_quality']),
    );
  });

  it('5th: only the counts and timestamps move, so the memory is updated without any event', () => {
    const m = after(5);
    expect(m.interaction_count).toBe(5);
    expect(m.first_interaction).toBe('2026-06-01T13:30:00.000Z');
    expect(m.last_interaction).toBe('2026-06-29T14:21:00.000Z');
    expect(m.preferences).toEqual(after(4).preferences);
    expect(m.longitudinal_trends).toEqual(after(4).longitudinal_trends);
    expect(update(5).events).toEqual([]);
  });

  it('the best contact time is the local part of the day in the profile zone (UTC without one)', () => {
    const m = after(5);
    // Every answer was between 13:30 and 14:21 UTC: 09:30-10:21 in New York.
    expect(m.preferences.best_contact_time).toBe('morning (08:00-12:00)');
    expect(bestContactTime(m.history.engagements)).toBe('afternoon (12:00-17:00)');
    expect(bestContactTime(m.history.engagements, 'Europe/Rome')).toBe('afternoon (12:00-17:00)');
    expect(bestContactTime(m.history.engagements, 'Asia/Tokyo')).toBe('night (21:00-05:00)');
  });

  it('keeps its working history out of the SPEC fields', () => {
    const m = after(5);
    expect(m.history.engagements.map((e) => e.engagement_id)).toEqual(['eng_1', 'eng_2', 'eng_3', 'eng_4', 'eng_5']);
    expect(m.history.adherence.map((p) => p.value)).toEqual([0.9, 0.9, 0.6, 0.6]);
  });
});

describe('what counts', () => {
  const step: Step = { id: 'eng_a', answers: [{ at: '2026-06-01T13:30:00.000Z', text: 'yes' }], outcome: { adherence: 1 } };

  it('an engagement in which the patient never replied changes nothing', () => {
    const silent = apply(undefined, { id: 'eng_silent', answers: [], patientTurns: 0, outcome: { adherence: null } });
    expect(silent.memory).toEqual(emptyMemory());
    expect(silent.events).toEqual([]);
    const known = apply(undefined, step).memory;
    const again = updateMemory(known, input({ id: 'eng_silent', answers: [], patientTurns: 0 }));
    expect(again.memory).toBe(known);
    expect(again.events).toEqual([]);
  });

  it('the same engagement folded in twice (a retried message) counts once', () => {
    const once = apply(undefined, step).memory;
    const twice = updateMemory(once, input(step));
    expect(twice.memory).toBe(once);
    expect(twice.events).toEqual([]);
  });

  it('a patient without a time zone is read in UTC, first_reported included', () => {
    const m = apply(undefined, {
      id: 'eng_utc',
      timezone: '',
      answers: [{ at: '2026-06-01T23:30:00.000Z', text: 'money is tight', barriers: ['cost'] }],
      outcome: { adherence: 0.5, barriers: ['cost'] },
    }).memory;
    expect(m.preferences.best_contact_time).toBe('night (21:00-05:00)');
    expect(m.active_barriers[0]?.first_reported).toBe('2026-06-01');
    const eastern = apply(undefined, {
      id: 'eng_utc',
      answers: [{ at: '2026-06-02T02:30:00.000Z', text: 'money is tight', barriers: ['cost'] }],
      outcome: { adherence: 0.5, barriers: ['cost'] },
    }).memory;
    // 22:30 on June 1st in New York.
    expect(eastern.active_barriers[0]?.first_reported).toBe('2026-06-01');
    expect(eastern.preferences.best_contact_time).toBe('night (21:00-05:00)');
  });
});

describe('barriers', () => {
  const withCost = apply(undefined, {
    id: 'eng_1',
    answers: [{ at: '2026-06-01T13:30:00.000Z', text: 'too expensive', barriers: ['cost'] }],
    outcome: { adherence: 0.5, barriers: ['cost'] },
  }).memory;

  it('stay active when the patient stopped halfway (completion below 1)', () => {
    const partial = apply(withCost, {
      id: 'eng_2',
      answers: [{ at: '2026-06-08T13:30:00.000Z', text: 'yes' }],
      outcome: { adherence: 1, barriers: [], completion: 0.5 },
    });
    expect(partial.memory.active_barriers.map((b) => b.type)).toEqual(['cost']);
  });

  it('stay active after a check-in that did not ask about medication', () => {
    const screen = apply(withCost, {
      id: 'eng_2',
      answers: [{ at: '2026-06-08T13:30:00.000Z', text: 'not at all' }],
      outcome: { adherence: null, barriers: [] },
    });
    expect(screen.memory.active_barriers.map((b) => b.type)).toEqual(['cost']);
  });

  it('use a description when no answer carried the barrier', () => {
    const m = apply(undefined, {
      id: 'eng_1',
      answers: [{ at: '2026-06-01T13:30:00.000Z', text: 'yes' }],
      outcome: { adherence: 0.5, barriers: ['supply', 'Transport Problems'] },
    });
    expect(m.memory.active_barriers).toEqual([
      { type: 'supply', detail: 'Ran out of medication', first_reported: '2026-06-01' },
      { type: 'transport_problems', detail: 'Reported barrier: transport problems', first_reported: '2026-06-01' },
    ]);
    expect(ofType(m, 'patient.barrier_detected')).toHaveLength(2);
  });

  it('announce at most five new barriers per engagement, all of them kept', () => {
    const many = ['cost', 'access', 'forgetting', 'side_effects', 'confusion', 'supply'];
    const m = apply(undefined, { id: 'eng_1', answers: [{ at: '2026-06-01T13:30:00.000Z', text: 'everything' }], outcome: { adherence: 0.2, barriers: many } });
    expect(m.memory.active_barriers).toHaveLength(6);
    expect(ofType(m, 'patient.barrier_detected')).toHaveLength(5);
    expect(m.events.length).toBeLessThanOrEqual(9);
  });
});

describe('trends', () => {
  const checkIn = (id: string, day: number, outcome: OutcomeSpec): Step => ({
    id,
    answers: [{ at: `2026-06-${String(day).padStart(2, '0')}T13:30:00.000Z`, text: 'ok' }],
    outcome,
  });

  it('an adherence move of exactly 0.2 is a trend change; 0.1 is not', () => {
    let m = apply(undefined, checkIn('e1', 1, { adherence: 0.7 })).memory;
    const up = apply(m, checkIn('e2', 2, { adherence: 0.9 }));
    expect(ofType(up, 'patient.trend_change')[0]?.data).toMatchObject({ metric: 'medication_adherence', previous: 0.7, current: 0.9, change: 0.2, direction: 'improving' });
    m = up.memory;
    const small = apply(m, checkIn('e3', 3, { adherence: 0.8 }));
    expect(ofType(small, 'patient.trend_change')).toEqual([]);
  });

  it('the adherence series keeps the newest twelve values, newest last', () => {
    let m: PatientMemory | undefined;
    for (let day = 1; day <= 15; day++) m = apply(m, checkIn(`e${day}`, day, { adherence: day / 100 })).memory;
    expect(m?.longitudinal_trends.medication_adherence).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => n / 100));
    expect(m?.interaction_count).toBe(15);
    expect(m?.history.engagements.length).toBeLessThanOrEqual(24);
  });

  it('an engagement that ends late is placed by when it happened', () => {
    let m = apply(undefined, checkIn('e1', 1, { adherence: 0.5 })).memory;
    m = apply(m, checkIn('e3', 3, { adherence: 0.9 })).memory;
    const late = apply(m, checkIn('e2', 2, { adherence: 0.55 }));
    expect(late.memory.longitudinal_trends.medication_adherence).toEqual([0.5, 0.55, 0.9]);
    expect(late.memory.first_interaction).toBe('2026-06-01T13:30:00.000Z');
    expect(late.memory.last_interaction).toBe('2026-06-03T13:30:00.000Z');
  });

  it('mood declining after stable is a trend change, and improving again is another', () => {
    let m = apply(undefined, checkIn('e1', 1, { mood: 'good', sentiment: 'positive' })).memory;
    m = apply(m, checkIn('e2', 2, { mood: 'good', sentiment: 'positive' })).memory;
    expect(m.longitudinal_trends.mood_trend).toBe('stable');
    const low = apply(m, checkIn('e3', 3, { mood: 'low', sentiment: 'negative' }));
    expect(low.memory.longitudinal_trends.mood_trend).toBe('declining');
    expect(ofType(low, 'patient.trend_change')[0]?.data).toEqual({ engagement_id: 'e3', metric: 'mood_trend', previous: 'stable', current: 'declining' });
    const better = apply(low.memory, checkIn('e4', 4, { mood: 'good', sentiment: 'positive' }));
    expect(better.memory.longitudinal_trends.mood_trend).toBe('improving');
    expect(ofType(better, 'patient.trend_change')[0]?.data).toMatchObject({ metric: 'mood_trend', previous: 'declining', current: 'improving' });
  });

  it('engagement quality follows the mean score of the last three engagements', () => {
    let m = apply(undefined, checkIn('e1', 1, { score: 90 })).memory;
    expect(m.longitudinal_trends.engagement_quality).toBe('high');
    m = apply(m, checkIn('e2', 2, { score: 20 })).memory;
    m = apply(m, checkIn('e3', 3, { score: 20 })).memory;
    expect(m.longitudinal_trends.engagement_quality).toBe('medium'); // 43.3
    m = apply(m, checkIn('e4', 4, { score: 20 })).memory;
    expect(m.longitudinal_trends.engagement_quality).toBe('low');
  });
});

describe('communication preferences', () => {
  it('long replies make a detailed communicator; replies often not understood ask for simple language', () => {
    const m = apply(undefined, {
      id: 'e1',
      answers: [
        { at: '2026-06-01T18:00:00.000Z', text: 'I took them every morning with breakfast like the doctor said' },
        { at: '2026-06-01T18:01:00.000Z', text: 'what?', understood: false },
        { at: '2026-06-01T18:02:00.000Z', text: 'my knees hurt a little after walking the dog in the park' },
      ],
      outcome: { adherence: 1 },
    }).memory;
    expect(m.preferences.communication_style).toBe('detailed');
    expect(m.preferences.language_complexity).toBe('simple');
    const brief = apply(undefined, { id: 'e1', answers: [{ at: '2026-06-01T18:00:00.000Z', text: 'yes' }], outcome: { adherence: 1 } }).memory;
    expect(brief.preferences).toMatchObject({ communication_style: 'brief', language_complexity: 'standard' });
  });

  it('replies the engine did not record as answers count as not understood', () => {
    const m = apply(undefined, { id: 'e1', patientTurns: 4, answers: [{ at: '2026-06-01T18:00:00.000Z', text: 'yes' }], outcome: {} }).memory;
    expect(m.history.engagements[0]).toMatchObject({ replies: 4, not_understood: 3 });
    expect(m.preferences.language_complexity).toBe('simple');
  });

  it('the preferred channel is the one most engagements were answered on', () => {
    let m: PatientMemory | undefined;
    const channels: Channel[] = ['sms', 'whatsapp', 'sms', 'voice'];
    channels.forEach((channel, index) => {
      m = apply(m, { id: `e${index}`, channel, answers: [{ at: `2026-06-0${index + 1}T18:00:00.000Z`, text: 'ok' }] }).memory;
    });
    expect(m?.preferences.preferred_channel).toBe('sms');
  });
});
