import { localize } from './messages';
import type { Language, ProtocolDefinition, Question } from './types';

/**
 * A protocol's questions as stored: their ids, labels and prompts. Apart from the engine so that
 * modules reading a finished conversation (conversations/outcome.ts) do not load, and bundle, the
 * reply understanding (the lexicons of five languages).
 */

export const FOLLOW_UP_SUFFIX = '__follow_up';

/** Label used in reasons and summaries. */
export const questionLabel = (q: Question): string => q.label ?? q.id.replace(/__follow_up$/, ' (follow-up)').replace(/_/g, ' ');

/** The question's prompt in the language, else English, else the single string. */
export function promptText(question: Question, language: Language): string {
  return localize(question.prompt, language);
}

/** Resolves a question id of the protocol, including follow-ups (`<id>__follow_up`). */
export function findQuestion(protocol: ProtocolDefinition, id: string): Question | undefined {
  if (id.endsWith(FOLLOW_UP_SUFFIX)) {
    const base = protocol.questions.find((q) => q.id === id.slice(0, -FOLLOW_UP_SUFFIX.length));
    if (!base || base.follow_up_if_false === undefined) return undefined;
    const followUp: Question = {
      id,
      topic: base.topic,
      prompt: base.follow_up_if_false,
      response_type: 'text',
      label: `${questionLabel(base)} (follow-up)`,
    };
    if (base.escalation_keywords) followUp.escalation_keywords = base.escalation_keywords;
    if (base.escalation_severity) followUp.escalation_severity = base.escalation_severity;
    return followUp;
  }
  return protocol.questions.find((q) => q.id === id);
}
