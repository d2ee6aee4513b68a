import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, newEvent, type EventItem, type EventType } from '../../functions/core/events/catalog';
import {
  EVENT_NAME_PATTERN,
  eventProtocol,
  eventRiskLevels,
  isKnownEventName,
  matchesProtocolPattern,
  matchesSubscription,
  type SubscriptionSelector,
} from '../../functions/webhooks/filters';

/** Subscription matching (SPEC Webhook subscription, DESIGN §9): names, protocol patterns, risk levels. */

const NOW = new Date('2026-02-03T04:05:06.000Z');

interface EventShape {
  type: EventType;
  protocol?: string;
  riskLevel?: string;
  data?: Record<string, unknown>;
}

const ev = ({ type, protocol, riskLevel, data = {} }: EventShape): EventItem =>
  newEvent({ orgId: 'org_t', type, data, protocol, riskLevel, engagementId: 'eng_1', now: NOW });

const completedCcm = ev({ type: 'engagement.completed', protocol: 'ccm_checkin', riskLevel: 'medium' });
const completedBhi = ev({ type: 'engagement.completed', protocol: 'bhi_screen', riskLevel: 'low' });
const escalatedHigh = ev({ type: 'engagement.escalated', protocol: 'ccm_checkin', data: { severity: 'high' } });
const escalatedCritical = ev({ type: 'engagement.escalated', data: { severity: 'critical', protocol: 'bhi_screen' } });
const health = ev({ type: 'system.health', data: { status: 'ok' } });
const barrier = ev({ type: 'patient.barrier_detected', data: { risk_level: 'medium' } });
const noProtocolAttr = ev({ type: 'engagement.completed', data: { protocol: 'care_gap', risk_level: 'HIGH' } });
const emptyProtocol = ev({ type: 'engagement.started', protocol: '' });

type Row = [label: string, subscription: SubscriptionSelector, event: EventItem, expected: boolean];

const rows: Row[] = [
  // event names
  ['exact name matches', { events: ['engagement.completed'] }, completedCcm, true],
  ['other name does not match', { events: ['engagement.failed'] }, completedCcm, false],
  ['* matches every event', { events: ['*'] }, health, true],
  ['* among names matches', { events: ['engagement.failed', '*'] }, barrier, true],
  ['one of several names', { events: ['engagement.failed', 'engagement.escalated'] }, escalatedHigh, true],
  ['no events subscribed: nothing', { events: [] }, completedCcm, false],
  ['prefix wildcard on names is not a thing', { events: ['engagement.*'] }, completedCcm, false],
  ['names are case sensitive', { events: ['Engagement.Completed'] }, completedCcm, false],
  // protocol filter
  ['protocol exact', { events: ['*'], filters: { protocol: ['ccm_checkin'] } }, completedCcm, true],
  ['protocol exact mismatch', { events: ['*'], filters: { protocol: ['ccm_checkin'] } }, completedBhi, false],
  ['protocol prefix wildcard', { events: ['*'], filters: { protocol: ['ccm_*'] } }, completedCcm, true],
  ['protocol prefix wildcard mismatch', { events: ['*'], filters: { protocol: ['ccm_*'] } }, completedBhi, false],
  ['protocol * alone matches all', { events: ['*'], filters: { protocol: ['*'] } }, completedBhi, true],
  ['protocol: one of several patterns', { events: ['*'], filters: { protocol: ['intake', 'bhi_*'] } }, completedBhi, true],
  ['protocol: prefix equal to whole name', { events: ['*'], filters: { protocol: ['ccm_checkin*'] } }, completedCcm, true],
  ['protocol: * only trailing (inner * is literal)', { events: ['*'], filters: { protocol: ['c*_checkin'] } }, completedCcm, false],
  ['protocol patterns are case sensitive', { events: ['*'], filters: { protocol: ['CCM_*'] } }, completedCcm, false],
  ['protocol filter passes an event without protocol', { events: ['*'], filters: { protocol: ['ccm_*'] } }, health, true],
  ['protocol filter passes an empty protocol', { events: ['*'], filters: { protocol: ['ccm_*'] } }, emptyProtocol, true],
  ['protocol read from data when the attribute is absent', { events: ['*'], filters: { protocol: ['care_*'] } }, noProtocolAttr, true],
  ['protocol from data can also mismatch', { events: ['*'], filters: { protocol: ['ccm_*'] } }, noProtocolAttr, false],
  ['empty protocol list filters nothing', { events: ['*'], filters: { protocol: [] } }, completedBhi, true],
  ['null protocol list filters nothing', { events: ['*'], filters: { protocol: null } }, completedBhi, true],
  // risk_level filter
  ['risk_level matches the risk_level attribute', { events: ['*'], filters: { risk_level: ['medium'] } }, completedCcm, true],
  ['risk_level mismatch', { events: ['*'], filters: { risk_level: ['high', 'critical'] } }, completedCcm, false],
  ['risk_level matches data.severity of an escalation', { events: ['*'], filters: { risk_level: ['high'] } }, escalatedHigh, true],
  ['risk_level vs severity mismatch', { events: ['*'], filters: { risk_level: ['critical'] } }, escalatedHigh, false],
  ['risk_level matches data.risk_level', { events: ['*'], filters: { risk_level: ['medium'] } }, barrier, true],
  ['risk_level is case-insensitive', { events: ['*'], filters: { risk_level: ['high'] } }, noProtocolAttr, true],
  ['risk_level filter passes an event without risk', { events: ['*'], filters: { risk_level: ['critical'] } }, health, true],
  ['empty risk_level list filters nothing', { events: ['*'], filters: { risk_level: [] } }, completedBhi, true],
  // combinations
  ['both filters pass', { events: ['engagement.escalated'], filters: { protocol: ['bhi_*'], risk_level: ['critical'] } }, escalatedCritical, true],
  ['protocol passes, risk fails', { events: ['*'], filters: { protocol: ['ccm_*'], risk_level: ['low'] } }, completedCcm, false],
  ['risk passes, protocol fails', { events: ['*'], filters: { protocol: ['bhi_*'], risk_level: ['medium'] } }, completedCcm, false],
  ['filters pass but the name does not', { events: ['engagement.failed'], filters: { protocol: ['ccm_*'] } }, completedCcm, false],
  ['both filters pass an event that carries neither field', { events: ['system.health'], filters: { protocol: ['x'], risk_level: ['high'] } }, health, true],
  ['filters: null', { events: ['*'], filters: null }, completedCcm, true],
  ['filters: {}', { events: ['*'], filters: {} }, completedCcm, true],
];

describe('matchesSubscription truth table', () => {
  it('has at least 20 rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows)('%s', (_label, subscription, event, expected) => {
    expect(matchesSubscription(subscription, event)).toBe(expected);
  });
});

describe('filter helpers', () => {
  it('matchesProtocolPattern', () => {
    expect(matchesProtocolPattern('*', '')).toBe(true);
    expect(matchesProtocolPattern('ccm*', 'ccm')).toBe(true);
    expect(matchesProtocolPattern('ccm', 'ccm_checkin')).toBe(false);
  });

  it('eventProtocol prefers the attribute, then data.protocol', () => {
    expect(eventProtocol(completedCcm)).toBe('ccm_checkin');
    expect(eventProtocol(noProtocolAttr)).toBe('care_gap');
    expect(eventProtocol(health)).toBeNull();
  });

  it('eventRiskLevels gathers risk_level, data.risk_level and data.severity', () => {
    expect(eventRiskLevels(completedCcm)).toEqual(['medium']);
    expect(eventRiskLevels(escalatedHigh)).toEqual(['high']);
    expect(eventRiskLevels(noProtocolAttr)).toEqual(['high']);
    expect(eventRiskLevels(health)).toEqual([]);
  });
});

describe('event name validation', () => {
  it('knows every catalog event and *', () => {
    for (const type of EVENT_TYPES) expect(isKnownEventName(type)).toBe(true);
    expect(isKnownEventName('*')).toBe(true);
    expect(EVENT_NAME_PATTERN.test('engagement.escalated')).toBe(true);
  });

  it('refuses unknown names, partial names, wildcards other than *, and non-strings', () => {
    for (const name of ['engagement.*', 'engagement', 'engagement.completed ', ' *', '**', 'engagementXcompleted', 'ENGAGEMENT.COMPLETED', 'patient.deleted', '', 'engagement.completed\n']) {
      expect(isKnownEventName(name), name).toBe(false);
    }
    expect(isKnownEventName(42)).toBe(false);
    expect(isKnownEventName(undefined)).toBe(false);
  });
});
