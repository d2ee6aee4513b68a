/**
 * The reply understanding (its words and the code that reads a reply) is loaded with the reply's
 * language (decisions 184, 208): a conversation starts, and the simulated patient answers, with
 * nothing loaded; a reply read before `loadLanguage` throws instead of being misread. Each test
 * imports the engine afresh (`vi.resetModules`), as a cold start would, since the setup file loaded
 * every language into the shared modules.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProtocolDefinition } from '../../functions/engine/types';

const NOW = '2026-03-01T09:00:00.000Z';

const protocol: ProtocolDefinition = {
  id: 'cold_start',
  name: 'Cold start',
  frequency: 'one_time',
  channels: ['sms'],
  source: 'custom',
  questions: [{ id: 'missed', topic: 'medication_adherence', prompt: { en: 'How many days missed (0-7)?', it: 'Quanti giorni saltati (0-7)?' }, response_type: 'numeric', scale: { min: 0, max: 7 } }],
};

/** The engine and the simulated patient as a fresh process imports them: no language loaded. */
const freshEngine = async () => {
  vi.resetModules();
  const engine = await import('../../functions/engine/engine');
  const sandbox = await import('../../functions/engine/sandbox-patient');
  return { ...engine, simulatedReply: sandbox.simulatedReply };
};

describe('the reply understanding, loaded with the reply language', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('is not needed to start a conversation or for the simulated patient to answer', async () => {
    const { startConversation, simulatedReply } = await freshEngine();
    const start = startConversation(protocol, { language: 'it', channel: 'sms', now: NOW });
    expect(start.agent_turn?.text).toContain('Quanti giorni saltati');
    expect(simulatedReply({ engagementId: 'eng_1', phone: '+15005550100', protocol, state: start.state, language: 'it' })).toMatchObject({ kind: 'reply' });
  });

  it('is needed to read a reply: before loadLanguage it throws, after it the reply is read', async () => {
    const { startConversation, handleReply, loadLanguage } = await freshEngine();
    const { state } = startConversation(protocol, { language: 'it', channel: 'sms', now: NOW });
    expect(() => handleReply(protocol, state, 'due giorni', { now: NOW })).toThrow(/the reply understanding is not loaded/);
    await loadLanguage('it');
    expect(handleReply(protocol, state, 'due giorni', { now: NOW }).state.answers[0]?.interpretation).toMatchObject({ understood: true, value: 2 });
  });
});
