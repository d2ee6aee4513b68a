import { questionLabel } from '../questions';
import type { Escalation, Language, Question } from '../types';
import { keywordsMentioned } from './keywords';
import type { Analysis } from './read-reply';
import { DENIED_SELF_HARM_KEYWORD, SAFETY_REASONS } from './safety-lexicon';
import { originalWords, tokenOffsets } from './text';

/**
 * ESCALATION of one reply, first source wins:
 *
 * 1. safety (`safety.ts`): type `safety`, severity `critical`, on any question; the reason names
 *    every category and quotes the patient's words, `frame` and `matched` are the first match's;
 * 2. the question's escalation keywords, not denied (`keywords.ts`): type `clinical_risk`;
 * 3. a numeric answer at or above the question's `escalation_threshold`: type `clinical_risk`.
 *
 * Clinical risk has the question's `escalation_severity` (default `high`). The engine adds the
 * protocol's own rule on top (the critical item of a scoring, e.g. PHQ-9 item 9). The reply's
 * keywords record `safety:<category>` for each crisis, `denied:self_harm` for a denial, and the
 * question's keywords mentioned.
 */

export { questionLabel };

export interface EscalationRead {
  escalation: Escalation | null;
  keywords: string[];
}

export function escalationOf(
  question: Question,
  text: string,
  language: Language,
  a: Analysis,
  answer: { value: number | boolean | string | null; range?: [number, number] },
): EscalationRead {
  const keywords: string[] = [];
  let escalation = a.safety ? safetyEscalation(question, text, a, keywords) : null;
  if (a.deniedSelfHarm) keywords.push(DENIED_SELF_HARM_KEYWORD);
  const severity = question.escalation_severity ?? 'high';
  const listed = question.escalation_keywords;
  if (listed && listed.length > 0) {
    for (const k of keywordsMentioned(listed, a.tokens, language)) if (!keywords.includes(k)) keywords.push(k);
    const matched = keywords.filter((k) => listed.includes(k));
    if (!escalation && matched.length > 0) {
      escalation = {
        type: 'clinical_risk',
        severity,
        reason: `Reply to "${questionLabel(question)}" mentions ${matched.map((k) => `"${k}"`).join(', ')}`,
        question_id: question.id,
      };
    }
  }
  const { value, range } = answer;
  const threshold = question.escalation_threshold;
  if (!escalation && question.response_type === 'numeric' && typeof value === 'number' && threshold !== undefined && value >= threshold) {
    escalation = {
      type: 'clinical_risk',
      severity,
      reason: `${questionLabel(question)}: ${value}${range ? ` (said ${range[0]}–${range[1]})` : ''} is at or above the threshold ${threshold}`,
      question_id: question.id,
    };
  }
  return { escalation, keywords };
}

/** The safety escalation, quoting the patient's own words; adds `safety:<category>` to the keywords. */
function safetyEscalation(question: Question, text: string, a: Analysis, keywords: string[]): Escalation | null {
  const safety = a.safety;
  const first = safety?.matches[0];
  if (!safety || !first) return null;
  for (const category of safety.categories) keywords.push(`safety:${category}`);
  const offsets = tokenOffsets(text, a.tokens);
  const quotes = safety.matches.map((m) => originalWords(text, m.start, m.end, offsets));
  return {
    type: 'safety',
    severity: 'critical',
    reason: `Safety: ${safety.categories.map((c) => SAFETY_REASONS[c]).join('; ')} (patient said: "${quotes.join('", "')}")`,
    question_id: question.id,
    frame: first.frame,
    matched: quotes[0] as string,
  };
}
