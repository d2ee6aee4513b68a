import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../functions/channels/segments';
import { agentTexts } from '../../functions/engine/agent-texts';
import { MESSAGES } from '../../functions/engine/messages';
import { LANGUAGES } from '../../functions/engine/types';
import { builtinProtocols } from '../../functions/protocols/library';
import { BRAND, EXCEPTIONS, UCS2_LETTERS, WHITE_LABELLED, budgetKey } from './segment-budget';

const textsOf = (protocolId: string, language: (typeof LANGUAGES)[number]) => {
  const protocol = builtinProtocols.find((p) => p.id === protocolId);
  if (!protocol) throw new Error(protocolId);
  return [
    ...agentTexts(protocol, { language, channel: 'sms' }).map((text) => ({ text, key: budgetKey(text, false) })),
    ...agentTexts(protocol, { language, channel: 'sms', branding: BRAND })
      .filter((text) => WHITE_LABELLED.has(text.kind))
      .map((text) => ({ text, key: budgetKey(text, true) })),
  ];
};

describe('SMS segment budget of the built-in agent texts (docs/channels.md, "Cost")', () => {
  for (const protocol of builtinProtocols) {
    for (const language of LANGUAGES) {
      it(`${protocol.id} (${language}): every agent text within its budget (1 unless listed)`, () => {
        const texts = textsOf(protocol.id, language);
        expect(texts.map((t) => t.text.kind)).toEqual(expect.arrayContaining(['opening', 'closing', 'safety_escalation']));
        const over = texts
          .map(({ text, key }) => ({ key, segments: smsSegments(text.text).segments, budget: EXCEPTIONS[protocol.id]?.[language]?.[key] ?? 1, text: text.text }))
          .filter((t) => t.segments > t.budget);
        expect(over).toEqual([]);
      });

      it(`${protocol.id} (${language}): no listed exception is stale`, () => {
        const segments = new Map(textsOf(protocol.id, language).map(({ text, key }) => [key, smsSegments(text.text).segments]));
        const stale = Object.entries(EXCEPTIONS[protocol.id]?.[language] ?? {}).filter(([key, budget]) => (segments.get(key) ?? 0) < budget);
        expect(stale).toEqual([]);
      });

      it(`${protocol.id} (${language}): only the language's own letters make a text UCS-2`, () => {
        const allowed = new Set(UCS2_LETTERS[language]);
        const foreign = textsOf(protocol.id, language).flatMap(({ key, text }) =>
          [...text.text].filter((character) => smsSegments(character).encoding === 'UCS-2' && !allowed.has(character)).map((character) => `${key}: ${character}`),
        );
        expect(foreign).toEqual([]);
      });
    }
  }

  it('the emergency line is part of every safety closing, in every language', () => {
    for (const language of LANGUAGES) {
      const safety = textsOf('medication_adherence', language).find((t) => t.text.kind === 'safety_escalation');
      expect(safety?.text.text).toContain(MESSAGES.emergency[language]);
    }
  });

  it('the segment arithmetic the budget relies on: a typographic apostrophe halves the room', () => {
    expect(smsSegments("Merci, c'est tout pour cette semaine.").encoding).toBe('GSM-7');
    expect(smsSegments('Merci, c’est tout pour cette semaine.').encoding).toBe('UCS-2');
  });
});
