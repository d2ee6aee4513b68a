/** The pure document parser: text (plain or Markdown) → protocol create request and warnings. */
import { describe, expect, it } from 'vitest';
import { inferResponseType, keywordsIn, parseProtocolDocument } from '../../functions/protocols/document-parser';
import { ProtocolCreateSchema } from '../../functions/protocols/schemas';

const KNEE_MARKDOWN = `# Knee recovery check-in

Objective: Follow the patient's knee recovery after surgery.
Frequency: weekly
Channels: SMS and voice

A short weekly call to catch problems early.

## Questions

1. How is your knee pain today, from 0 to 10?
   - Call the clinic if above 7.
2. Did you do your physiotherapy exercises this week?
   - If no, ask: What stopped you?
3. How many days did you miss your medication?
   - Escalate at 3 or more.
4. Is there anything else you would like to tell us?
   - Escalate if the patient mentions fever, redness or pus.
5. Rate your sleep (1-5)
   - Notify the nurse below 2

## Escalation

Escalate immediately if the patient mentions chest pain or shortness of breath.
`;

describe('parseProtocolDocument', () => {
  it('reads a Markdown protocol: title, fields, questions in order, thresholds, follow-up, keywords', () => {
    const { protocol, warnings } = parseProtocolDocument({ text: KNEE_MARKDOWN, filename: 'knee.md' });
    expect(protocol).toMatchObject({
      name: 'Knee recovery check-in',
      objective: "Follow the patient's knee recovery after surgery.",
      description: 'A short weekly call to catch problems early.',
      frequency: 'weekly',
      channels: ['voice', 'sms'],
    });
    expect(protocol.questions).toEqual([
      { id: 'pain', topic: 'pain', prompt: 'How is your knee pain today, from 0 to 10?', response_type: 'numeric', scale: { min: 0, max: 10 }, escalation_threshold: 8 },
      { id: 'activity', topic: 'activity', prompt: 'Did you do your physiotherapy exercises this week?', response_type: 'boolean', follow_up_if_false: 'What stopped you?' },
      { id: 'medication', topic: 'medication', prompt: 'How many days did you miss your medication?', response_type: 'numeric', escalation_threshold: 3 },
      {
        id: expect.any(String),
        topic: expect.any(String),
        prompt: 'Is there anything else you would like to tell us?',
        response_type: 'text',
        escalation_keywords: ['fever', 'redness', 'pus', 'chest pain', 'shortness of breath'],
        escalation_severity: 'critical',
      },
      { id: 'sleep', topic: 'sleep', prompt: 'Rate your sleep (1-5)', response_type: 'numeric', scale: { min: 1, max: 5 } },
    ]);
    // A low threshold cannot be expressed: said, not silently dropped.
    expect(warnings).toEqual([expect.stringMatching(/low value.*line 20: "Notify the nurse below 2"/)]);
    expect(ProtocolCreateSchema.safeParse(protocol).success).toBe(true);
  });

  it('reads plain text without headings (the text of a PDF): first short line as the title, numbering and inline rules', () => {
    const text = [
      'Heart failure weekly check',
      'Purpose: catch fluid build-up early',
      'Q1: What is your weight today in kg? Call the clinic if above 90.',
      'Q2. Are you short of breath when lying flat? (yes/no)',
      'If not, ask: Can you walk up one flight of stairs?',
      'Q3) Which of these do you have: swollen ankles, cough, tiredness?',
      'Q4 - How are you feeling overall?',
      'Escalate if the patient says "chest pain" or "fainted". Call 911 immediately.',
      'This line is junk.',
    ].join('\r\n');
    const { protocol, warnings } = parseProtocolDocument({ text });
    expect(protocol.name).toBe('Heart failure weekly check');
    expect(protocol.objective).toBe('catch fluid build-up early');
    expect(protocol.questions.map((q) => [q.prompt, q.response_type])).toEqual([
      ['What is your weight today in kg?', 'numeric'],
      ['Are you short of breath when lying flat?', 'boolean'],
      ['Which of these do you have: swollen ankles, cough, tiredness?', 'text'],
      ['How are you feeling overall?', 'text'],
    ]);
    expect(protocol.questions[0]).toMatchObject({ escalation_threshold: 90 });
    expect(protocol.questions[1]).toMatchObject({ follow_up_if_false: 'Can you walk up one flight of stairs?' });
    expect(protocol.questions[3]).toMatchObject({ escalation_keywords: ['chest pain', 'fainted'], escalation_severity: 'critical' });
    // "above 90" without a whole-number scale escalates at 90 (the engine's thresholds include their value): said.
    expect(warnings).toEqual([expect.stringContaining('escalates at 90 or more'), expect.stringContaining('line 9: "This line is junk."')]);
    expect(new Set(protocol.questions.map((q) => q.id)).size).toBe(4);
  });

  it('puts keywords found under a numeric or yes/no question on the free-text questions, and says when there is none', () => {
    const withText = parseProtocolDocument({ text: 'Do you have a fever?\nEscalate if the patient mentions rigors.\nAnything else to tell us?' });
    expect(withText.protocol.questions[0]).not.toHaveProperty('escalation_keywords');
    expect(withText.protocol.questions[1]).toMatchObject({ response_type: 'text', escalation_keywords: ['rigors'] });
    const without = parseProtocolDocument({ text: 'Do you have a fever?\nEscalate if the patient mentions rigors.' });
    expect(without.warnings).toEqual([expect.stringContaining('need a free-text question')]);
  });

  it('names the protocol after the file when the document has no title, and finds no question in prose', () => {
    const lifestyle = parseProtocolDocument({ text: 'Do you smoke?\nHow much alcohol do you drink per week?', filename: 'lifestyle_screen-v2.txt' });
    expect(lifestyle.protocol.name).toBe('Lifestyle screen v2');
    expect(lifestyle.protocol.questions.map((q) => [q.id, q.response_type])).toEqual([
      ['smoking', 'boolean'],
      ['alcohol', 'numeric'],
    ]);
    const prose = parseProtocolDocument({ text: 'Nothing here at all.\nJust prose.' });
    expect(prose.protocol.questions).toEqual([]);
    expect(prose.protocol.name).toBe('Uploaded protocol');
  });

  it('takes list items under a Questions heading as questions even without a question mark, and reads declared types', () => {
    const text = '# Diabetes\n## Questions\n- Fasting blood sugar this morning\n- Any hypos this week? [yes/no]\n- Any hypos last night?\n  - Type: free text\n';
    const { protocol, warnings } = parseProtocolDocument({ text });
    expect(protocol.questions.map((q) => [q.prompt, q.response_type])).toEqual([
      ['Fasting blood sugar this morning', 'numeric'],
      ['Any hypos this week?', 'boolean'],
      ['Any hypos last night?', 'text'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps at most 50 questions and says so; ids stay unique', () => {
    const text = Array.from({ length: 55 }, (_, i) => `How is your pain at point ${i + 1}, from 0 to 10?`).join('\n');
    const { protocol, warnings } = parseProtocolDocument({ text });
    expect(protocol.questions).toHaveLength(50);
    expect(new Set(protocol.questions.map((q) => q.id)).size).toBe(50);
    expect(protocol.questions[1]?.id).toBe('pain_2');
    expect(warnings).toContain('Only the first 50 questions are kept; 5 more were dropped');
    expect(ProtocolCreateSchema.safeParse(protocol).success).toBe(true);
  });

  it('warns about a threshold on a yes/no question instead of placing it', () => {
    const { protocol, warnings } = parseProtocolDocument({ text: 'Did you take your tablets?\nCall the clinic if above 3.' });
    expect(protocol.questions[0]).not.toHaveProperty('escalation_threshold');
    expect(warnings).toEqual([expect.stringContaining('numeric threshold on a boolean question')]);
  });
});

describe('inferResponseType', () => {
  it.each([
    ['How is your pain from 0 to 10?', 'numeric'],
    ['On a scale of 1-5, how tired are you?', 'numeric'],
    ['How many steps did you walk?', 'numeric'],
    ['What is your blood pressure today?', 'numeric'],
    ['Did you take your medication?', 'boolean'],
    ['Is the wound red or swollen?', 'boolean'],
    ['Would you say yes or no to more calls?', 'boolean'],
    ['Is your breathing better, the same, or worse?', 'text'],
    ['Which side effects did you notice?', 'text'],
    ['Have you had side effects? Please describe them', 'text'],
    ['How are you feeling today?', 'text'],
    ['Anything else?', 'text'],
  ] as const)('%s → %s', (prompt, expected) => {
    expect(inferResponseType(prompt)).toBe(expected);
  });

  it('prefers a declared type', () => {
    expect(inferResponseType('Your weight?', '(numeric)')).toBe('numeric');
    expect(inferResponseType('How many cigarettes?', 'free text')).toBe('text');
  });
});

describe('keywordsIn', () => {
  it.each([
    ['Escalate if the patient mentions chest pain', ['chest pain']],
    ['If the patient reports "bleeding", fainting or confusion, call the clinic', ['bleeding', 'fainting', 'confusion']],
    ['Call 911 if the patient has a seizure', ['seizure']],
    ['Call the clinic if above 7', []],
  ])('%s', (text, expected) => {
    expect(keywordsIn(text)).toEqual(expected);
  });
});
