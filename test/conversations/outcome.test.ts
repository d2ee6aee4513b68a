/**
 * A conversation's outcome and its EHR write-back job, from items driven by the real engine (no
 * stage): PHQ-9/GAD-7 scored with their bands, PHQ-9 item 9 above zero escalating at critical, and
 * the job valid against the write-back contract.
 */
import { describe, expect, it } from 'vitest';
import { conversationEventWrites } from '../../functions/conversations/events';
import { conversationOutcome, writeBackJobOf } from '../../functions/conversations/outcome';
import { ConversationCreateSchema } from '../../functions/conversations/schemas';
import { newConversationItem } from '../../functions/conversations/store';
import { EVENT_DATA_SCHEMAS } from '../../functions/events/schemas';
import { ehrWriteBackJobSchema } from '../../functions/ehr/write-back-job';
import { deriveOutcome, handleReply, startConversation } from '../../functions/engine/engine';
import type { EngagementItem } from '../../functions/engagements/schemas';
import { engagementEvent } from '../../functions/engagements/store';
import { findBuiltinProtocol } from '../../functions/protocols/library';

const NOW = new Date('2026-03-02T14:30:00.000Z');

/** A bhi_screen conversation answered with `replies` in order, ended as the engine ends it. */
const screened = (replies: string[]): EngagementItem => {
  const protocol = findBuiltinProtocol('bhi_screen')!;
  const request = ConversationCreateSchema.parse({ patient_id: 'pat-1', protocol: 'bhi_screen', channel: 'sms' });
  const item = newConversationItem({ orgId: 'org_1', request, protocol, phone: '+14155550123', now: NOW });
  let step = startConversation(protocol, { language: 'en', channel: 'sms', now: NOW.toISOString() });
  for (const reply of replies) {
    if (step.finished) break;
    step = handleReply(protocol, step.state, reply, { now: NOW.toISOString() });
  }
  const outcome = deriveOutcome(protocol, step.state, { ended: step.state.status === 'escalated' ? 'escalated' : 'completed', now: '2026-03-02T14:36:00.000Z' });
  return { ...item, status: 'completed', conversation: step.state as unknown as EngagementItem['conversation'], outcome, started_at: NOW.toISOString(), completed_at: '2026-03-02T14:36:00.000Z' };
};

// 9 PHQ items, the difficulty question, 7 GAD items.
const PHQ_MODERATE = ['2', '2', '1', '2', '1', '1', '1', '1', '0'];
const GAD_MILD = ['1', '1', '1', '1', '1', '1', '0'];

describe('conversation outcome', () => {
  it('scores PHQ-9 and GAD-7 the standard way, with their bands, and counts the goals', () => {
    const outcome = conversationOutcome(screened([...PHQ_MODERATE, '1', ...GAD_MILD]))!;
    expect(outcome.extracted_data.phq9).toEqual({ total: 11, severity: 'moderate', items_answered: 9, item9_positive: false });
    expect(outcome.extracted_data.gad7).toEqual({ total: 6, severity: 'mild', items_answered: 7 });
    expect(outcome.extracted_data.phq9_2).toBe(2);
    expect(outcome).toMatchObject({ goals_completed: outcome.goals_total, escalated: false, risk_level: 'medium' });
  });

  it('PHQ-9 item 9 answered above zero escalates at critical and stops the screen', () => {
    const outcome = conversationOutcome(screened([...PHQ_MODERATE.slice(0, 8), '1', '0', ...GAD_MILD]))!;
    expect(outcome).toMatchObject({ escalated: true, risk_level: 'critical', requires_human_review: true, escalation: { type: 'safety', severity: 'critical', question_id: 'phq9_9' } });
    expect(outcome.extracted_data.phq9).toMatchObject({ total: 12, severity: 'moderate', item9_positive: true });
    expect(outcome.extracted_data.gad7).toEqual({ total: null, severity: null, items_answered: 0 });
    expect(outcome.goals_completed).toBeLessThan(outcome.goals_total);
  });

  it('is null while the conversation has no outcome', () => {
    expect(conversationOutcome({ ...screened([]), outcome: null })).toBeNull();
  });
});

describe('writeBackJobOf', () => {
  it('gives a job valid against the write-back contract: summary, extracted data, scores and every question asked', () => {
    const item = screened([...PHQ_MODERATE, '1', ...GAD_MILD]);
    const job = writeBackJobOf(item, 'sandbox')!;
    expect(ehrWriteBackJobSchema.safeParse(job).success).toBe(true);
    expect(job).toMatchObject({
      organization_id: 'org_1',
      stage: 'sandbox',
      conversation_id: item.id,
      patient_id: 'pat-1',
      protocol: 'bhi_screen',
      completed_at: '2026-03-02T14:36:00.000Z',
      scores: { phq9: { total: 11, severity: 'moderate' }, gad7: { total: 6, severity: 'mild' } },
    });
    expect(job.answers.map((answer) => answer.question_id)).toEqual([...Array.from({ length: 9 }, (_, i) => `phq9_${i + 1}`), 'phq9_difficulty', ...Array.from({ length: 7 }, (_, i) => `gad7_${i + 1}`)]);
    expect(job.answers[0]).toMatchObject({ value: 2, text: expect.stringContaining('interest or pleasure') });
    expect(job.summary).toBe((item.outcome as { clinical_note: { summary: string } }).clinical_note.summary);
  });

  it('leaves the scores out when the screen did not finish, and the question not answered is null', () => {
    const job = writeBackJobOf(screened(['1', '2']), 'production')!;
    expect(ehrWriteBackJobSchema.safeParse(job).success).toBe(true);
    expect(job.scores).toBeUndefined();
    expect(job.answers.at(-1)).toMatchObject({ question_id: 'phq9_3', value: null });
  });

  it('gives nothing for a conversation without an outcome', () => {
    expect(writeBackJobOf({ ...screened([]), outcome: null, completed_at: null }, 'sandbox')).toBeUndefined();
  });

  it("PHQ-9's lowest band is 'none' and its fourth 'moderately_severe', as the contract names them", () => {
    const low = writeBackJobOf(screened([...Array(9).fill('0'), '0', ...Array(7).fill('0')]), 'sandbox')!;
    expect(low.scores).toEqual({ phq9: { total: 0, severity: 'none' }, gad7: { total: 0, severity: 'none' } });
    const high = writeBackJobOf(screened([...['3', '3', '2', '2', '2', '2', '2', '1'], '0', '2', ...GAD_MILD]), 'sandbox')!;
    expect(high.scores?.phq9).toEqual({ total: 17, severity: 'moderately_severe' });
  });
});

describe('conversation events', () => {
  it("replaces the worker's engagement events with conversation events, and drops those a conversation does not emit", () => {
    const item = screened([...PHQ_MODERATE.slice(0, 8), '2']);
    const outcome = item.outcome as { escalation: { type: string; severity: string; reason: string } };
    const escalated = engagementEvent(item, 'engagement.escalated', {
      escalation_type: outcome.escalation.type,
      severity: outcome.escalation.severity,
      reason: outcome.escalation.reason,
      action_taken: 'Automated conversation stopped; the clinic escalation protocol applies',
      requires_human_review: true,
      contact_info: { phone: item.patient.phone, last_channel: 'sms' },
    }, NOW, 'critical');
    const note = engagementEvent(item, 'clinical_note.ready', {}, NOW);
    const unrelated = { put: { pk: 'x', sk: 'y', entity: 'event', engagement_id: 'eng_other', type: 'engagement.completed' } };
    const writes = conversationEventWrites(item, [{ put: escalated }, { put: note }, unrelated]);
    expect(writes).toHaveLength(2);
    const translated = (writes[0] as { put: Record<string, any> }).put;
    expect(translated).toMatchObject({ id: escalated.id, type: 'conversation.escalated', priority: 'escalation', callback_url: null, protocol: 'bhi_screen' });
    expect(EVENT_DATA_SCHEMAS['conversation.escalated'].safeParse(translated.data).success).toBe(true);
    expect(translated.data).toMatchObject({ conversation_id: item.id, channel: 'sms', severity: 'critical' });
    expect(writes[1]).toBe(unrelated);
  });
});
