import { describe, expect, it } from 'vitest';
import { deriveOutcome, handleReply, promptText, startConversation } from '../../functions/engine/engine';
import { MESSAGES, localize } from '../../functions/engine/messages';
import { simulatedReply } from '../../functions/engine/sandbox-patient';
import { type Branding, type Channel, LANGUAGES, type Language, type ProtocolDefinition } from '../../functions/engine/types';
import { builtinProtocols } from '../../functions/protocols/library';

const NOW = '2026-03-01T09:00:00.000Z';
const medication = builtinProtocols.find((p) => p.id === 'medication_adherence') as ProtocolDefinition;
const plain: ProtocolDefinition = { ...medication, id: 'plain', greeting: undefined, closing: undefined };
const FULL: Branding = { brand_name: 'Acme Health', agent_name: 'Anna', support_phone: '+14155550123' };

/** The whole conversation with the patient who answers everything well: every agent turn, and the outcome. */
const converse = (protocol: ProtocolDefinition, language: Language, channel: Channel, branding?: Branding) => {
  let step = startConversation(protocol, { language, channel, now: NOW, ...(branding ? { branding } : {}) });
  const turns = [step.agent_turn?.text as string];
  while (!step.finished) {
    const reply = simulatedReply({ engagementId: 'eng_wl', phone: '+15005550100', protocol, state: step.state, language });
    if (reply.kind !== 'reply') throw new Error('the simulated patient stopped');
    step = handleReply(protocol, step.state, reply.text, { now: NOW });
    if (step.agent_turn) turns.push(step.agent_turn.text);
  }
  return { turns, outcome: deriveOutcome(protocol, step.state, { ended: 'completed', now: NOW }) };
};

describe('white label', () => {
  it.each(LANGUAGES.flatMap((language) => (['voice', 'sms'] as const).map((channel) => [language, channel] as const)))(
    '%s on %s: introduction, sign-off and note header name the brand, the agent and the support number',
    (language, channel) => {
      const { turns, outcome } = converse(medication, language, channel, FULL);
      const first = turns[0] as string;
      const last = turns.at(-1) as string;
      expect(first).toMatch(/^[^.]*Anna[^.]*Acme Health/);
      expect(first).toContain(localize(medication.greeting, language));
      expect(first.endsWith(promptText(medication.questions[0] as never, language))).toBe(true);
      expect(last.startsWith(localize(medication.closing, language))).toBe(true);
      expect(last).toContain('+14155550123');
      expect(last).toMatch(/Acme Health\.?$/);
      expect(turns.slice(1, -1).join(' ')).not.toContain('Acme Health');
      expect(turns.join(' ')).not.toMatch(/[{}]/);
      expect(outcome.clinical_note.summary.startsWith('Medication adherence check-in on behalf of Acme Health (')).toBe(true);
    },
  );

  it('speaks of calling on voice and of writing in messages', () => {
    expect(converse(plain, 'en', 'voice', { brand_name: 'Acme Health' }).turns[0]).toMatch(/^This is an automated call on behalf of Acme Health\. Hello/);
    expect(converse(plain, 'en', 'sms', { brand_name: 'Acme Health' }).turns[0]).toMatch(/^This is an automated message on behalf of Acme Health\. Hello/);
    expect(converse(plain, 'de', 'voice', { agent_name: 'Anna', brand_name: 'Acme' }).turns[0]).toMatch(/^Hier spricht Anna, ein automatischer Assistent, im Auftrag von Acme\. /);
  });

  it('an agent name without a brand speaks on behalf of the care team, and signs off with no brand', () => {
    const { turns, outcome } = converse(plain, 'it', 'whatsapp', { agent_name: 'Giulia' });
    expect(turns[0]).toMatch(/^Sono Giulia, un assistente automatico che le scrive per conto del suo team di cura\. Buongiorno/);
    expect(turns.at(-1)).toBe(MESSAGES.closing.it);
    expect(outcome.clinical_note.summary).not.toContain('on behalf of');
  });

  it('a support number alone is added to the closing only', () => {
    const { turns } = converse(plain, 'fr', 'sms', { support_phone: '+33123456789' });
    expect(turns[0]?.startsWith(MESSAGES.greeting.fr)).toBe(true);
    expect(turns.at(-1)).toBe(`${MESSAGES.closing.fr} Pour toute question, appelez le +33123456789.`);
  });

  it.each(LANGUAGES)('without a white label (%s) the default greeting and closing stay as they were', (language) => {
    for (const branding of [undefined, {}]) {
      const { turns, outcome } = converse(plain, language, 'sms', branding);
      expect(turns[0]).toBe(`${MESSAGES.greeting[language]} ${promptText(plain.questions[0] as never, language)}`);
      expect(turns.at(-1)).toBe(MESSAGES.closing[language]);
      expect(outcome.clinical_note.summary.startsWith(`${plain.name} (sms, ${language}).`)).toBe(true);
    }
    const state = startConversation(plain, { language, channel: 'sms', now: NOW, branding: {} }).state;
    expect(state).not.toHaveProperty('branding');
  });
});
