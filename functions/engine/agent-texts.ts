import { FOLLOW_UP_SUFFIX, handleReply, startConversation } from './engine';
import { SANDBOX_NUMBERS, simulatedReply } from './sandbox-patient';
import type { Branding, Channel, ConversationState, EngineStep, Language, ProtocolDefinition } from './types';

/**
 * Every text the engine can send for a protocol, found by driving the engine itself (so the
 * composition of greeting + first question, reprompts and closings is the engine's own): what
 * the SMS segment budget (docs/channels.md, "Cost") is checked against.
 */
export type AgentTextKind = 'opening' | 'question' | 'follow_up' | 'reprompt' | 'closing' | 'escalation' | 'safety_escalation';

export interface AgentText {
  kind: AgentTextKind;
  /** The question asked (or asked again); null for closings. */
  question_id: string | null;
  text: string;
}

const NOW = '2026-01-05T10:00:00.000Z';
/** No lexicon reads this as a number, a yes/no or a crisis. */
const NOT_UNDERSTOOD = 'qqq zzz';

/** What a sandbox patient answers in this state: the well-answering one, or the one in crisis. */
const sandboxAnswer = (protocol: ProtocolDefinition, state: ConversationState, phone: string): string => {
  const reply = simulatedReply({ engagementId: 'eng_agent_texts', phone, protocol, state, language: state.language });
  if (reply.kind !== 'reply') throw new Error(`the sandbox patient ${phone} did not answer ${state.current_question_id}`);
  return reply.text;
};

/** A state waiting for the answer to `questionId`, nothing queued after it. */
const waitingFor = (opened: EngineStep, questionId: string): ConversationState => ({
  ...opened.state,
  status: 'awaiting_reply',
  current_question_id: questionId,
  queue: [],
  reprompts: 0,
});

const textOf = (step: EngineStep): string => step.agent_turn?.text ?? '';

export function agentTexts(
  protocol: ProtocolDefinition,
  options: { language: Language; channel: Channel; branding?: Branding },
): AgentText[] {
  const opened = startConversation(protocol, { ...options, now: NOW });
  const texts: AgentText[] = [{ kind: 'opening', question_id: opened.state.current_question_id, text: textOf(opened) }];
  const reply = (questionId: string, text: string) => handleReply(protocol, waitingFor(opened, questionId), text, { now: NOW });
  const answer = (questionId: string, phone: string) => sandboxAnswer(protocol, waitingFor(opened, questionId), phone);
  const ids = protocol.questions.flatMap((q) => (q.follow_up_if_false === undefined ? [q.id] : [q.id, q.id + FOLLOW_UP_SUFFIX]));
  for (const id of ids) {
    const followUp = id.endsWith(FOLLOW_UP_SUFFIX);
    if (id !== protocol.questions[0]?.id) texts.push({ kind: followUp ? 'follow_up' : 'question', question_id: id, text: promptOf(protocol, opened, id) });
    const reprompted = reply(id, NOT_UNDERSTOOD);
    if (!reprompted.finished && reprompted.agent_turn?.question_id === id) texts.push({ kind: 'reprompt', question_id: id, text: textOf(reprompted) });
  }
  const last = protocol.questions[protocol.questions.length - 1];
  if (last) texts.push({ kind: 'closing', question_id: null, text: textOf(reply(last.id, answer(last.id, SANDBOX_NUMBERS.allWell))) });
  const clinical = clinicalEscalation(protocol, opened);
  if (clinical) texts.push({ kind: 'escalation', question_id: null, text: clinical });
  if (protocol.questions[0]) texts.push({ kind: 'safety_escalation', question_id: null, text: textOf(reply(protocol.questions[0].id, answer(protocol.questions[0].id, SANDBOX_NUMBERS.crisis))) });
  return texts;
}

/** The text the engine sends when it moves on to `id`: the answer before it, understood. */
function promptOf(protocol: ProtocolDefinition, opened: EngineStep, id: string): string {
  const state: ConversationState = { ...waitingFor(opened, protocol.questions[0]!.id), queue: [id] };
  return textOf(handleReply(protocol, state, sandboxAnswer(protocol, state, SANDBOX_NUMBERS.allWell), { now: NOW }));
}

/** The non-safety escalation closing, reached by answering the first threshold question above its threshold. */
function clinicalEscalation(protocol: ProtocolDefinition, opened: EngineStep): string | undefined {
  const question = protocol.questions.find((q) => q.response_type === 'numeric' && q.escalation_threshold !== undefined);
  if (!question) return undefined;
  const value = Math.min(question.scale?.max ?? Infinity, (question.escalation_threshold as number) + 1);
  const step = handleReply(protocol, waitingFor(opened, question.id), String(value), { now: NOW });
  return step.state.escalation?.type === 'clinical_risk' ? textOf(step) : undefined;
}
