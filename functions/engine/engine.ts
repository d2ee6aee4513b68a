import { MESSAGES, introduction, localize, signOff } from './messages';
import { deriveOutcome } from './outcome';
import { criticalItemEscalation } from './scoring';
import type {
  AnswerRecord,
  Branding,
  Channel,
  ConversationState,
  EngineStep,
  Escalation,
  Interpretation,
  Language,
  ProtocolDefinition,
  Question,
  Turn,
} from './types';
import { LANGUAGES } from './types';
import { FOLLOW_UP_SUFFIX, findQuestion, promptText } from './questions';
import { reader } from './understand/vocabulary';

/**
 * A reply is read with its language's words and the reading code, both loaded with the language
 * (`understand/vocabulary.ts`): await `loadLanguage(state.language)` before `handleReply`,
 * `interpret` or `deriveOutcome` read a reply in it.
 */
export { loadEveryLanguage, loadLanguage } from './understand/vocabulary';

/**
 * The conversation engine: pure functions over a serializable state. No I/O, no clock: the caller
 * passes `now` (ISO 8601) and stores the returned state.
 *
 * Flow: a greeting precedes the first question; questions are asked in order; a boolean `false`
 * inserts the question's follow-up (`<id>__follow_up`, free text) next; a reply that is not
 * understood is asked again once with a "sorry" prefix, then recorded as not understood and the
 * engine moves on; a threshold, a keyword or the safety lexicon escalates and stops the
 * conversation with a closing message saying a clinician will call (plus an emergency line for a
 * safety escalation); after the last answer a thank-you closes.
 */

export { FOLLOW_UP_SUFFIX, findQuestion, promptText } from './questions';

export { deriveOutcome };
export { bandOf, scoringOf } from './scoring';

/**
 * Reads one reply to one question (no state). The protocol's scoring rule (a critical item such as
 * PHQ-9 item 9, `scoring.ts`) is applied in handleReply, which knows the protocol; a question carrying threshold 1 and severity critical
 * escalates here too.
 */
export function interpret(question: Question, text: string, language: Language): Interpretation {
  return reader().interpretReply(question, text, LANGUAGES.includes(language) ? language : 'en');
}

export function startConversation(
  protocol: ProtocolDefinition,
  options: { language: Language; channel: Channel; now: string; branding?: Branding },
): EngineStep {
  const language: Language = LANGUAGES.includes(options.language) ? options.language : 'en';
  const [first, ...rest] = protocol.questions;
  const greeting = joinSentences(introduction(options.branding, options.channel, language), localize(protocol.greeting, language) || MESSAGES.greeting[language]);
  const state: ConversationState = {
    protocol_id: protocol.id,
    language,
    channel: options.channel,
    status: first ? 'awaiting_reply' : 'completed',
    current_question_id: first ? first.id : null,
    queue: rest.map((q) => q.id),
    reprompts: 0,
    answers: [],
    escalation: null,
    patient_turns: 0,
    started_at: options.now,
    last_activity_at: options.now,
    ...(hasBranding(options.branding) ? { branding: options.branding } : {}),
  };
  const text = first
    ? `${greeting} ${promptText(first, language)}`
    : `${greeting} ${closingText(protocol, state)}`;
  return {
    state,
    agent_turn: agentTurn(state, text, options.now, first ? first.id : null),
    patient_turn: null,
    finished: !first,
  };
}

export function handleReply(
  protocol: ProtocolDefinition,
  state: ConversationState,
  text: string,
  options: { now: string },
): EngineStep {
  const now = options.now;
  const language = state.language;
  const next: ConversationState = {
    ...state,
    queue: [...state.queue],
    answers: [...state.answers],
    patient_turns: state.patient_turns + 1,
    last_activity_at: now,
  };

  const question = state.current_question_id ? findQuestion(protocol, state.current_question_id) : undefined;
  if (state.status !== 'awaiting_reply' || !question) {
    return lateReply(next, text, now);
  }

  const interpretation = interpret(question, text, language);
  applyProtocolRules(protocol, question, interpretation);
  const record: AnswerRecord = { question_id: question.id, topic: question.topic, text, interpretation, at: now };
  next.answers.push(record);
  const patientTurn = patientTurnOf(next, text, now, question.id, interpretation);

  if (interpretation.escalation) {
    return escalate(next, interpretation.escalation, patientTurn, now);
  }

  if (!interpretation.understood && state.reprompts < 1) {
    next.reprompts = state.reprompts + 1;
    const hint =
      question.response_type === 'numeric'
        ? ` ${MESSAGES.hintNumber[language]}`
        : question.response_type === 'boolean'
          ? ` ${MESSAGES.hintBoolean[language]}`
          : '';
    const reask = `${MESSAGES.sorry[language]} ${promptText(question, language)}${hint}`;
    return { state: next, agent_turn: agentTurn(next, reask, now, question.id), patient_turn: patientTurn, finished: false };
  }

  // Understood, or not understood twice: move on.
  next.reprompts = 0;
  if (
    interpretation.understood &&
    question.response_type === 'boolean' &&
    interpretation.value === false &&
    question.follow_up_if_false !== undefined &&
    !question.id.endsWith(FOLLOW_UP_SUFFIX)
  ) {
    next.queue.unshift(question.id + FOLLOW_UP_SUFFIX);
  }
  return advance(protocol, next, patientTurn, now);
}

/** The protocol's own rule: a critical item of its scoring (PHQ-9 item 9) answered above 0 escalates. */
function applyProtocolRules(protocol: ProtocolDefinition, question: Question, interpretation: Interpretation): void {
  const escalation = criticalItemEscalation(protocol, question, interpretation);
  if (escalation) interpretation.escalation = escalation;
}

function advance(protocol: ProtocolDefinition, state: ConversationState, patientTurn: Turn, now: string): EngineStep {
  // Skip ids that do not resolve (a protocol edited under a stored state).
  while (state.queue.length > 0) {
    const id = state.queue.shift() as string;
    const q = findQuestion(protocol, id);
    if (q) {
      state.current_question_id = id;
      return {
        state,
        agent_turn: agentTurn(state, promptText(q, state.language), now, id),
        patient_turn: patientTurn,
        finished: false,
      };
    }
  }
  state.current_question_id = null;
  state.status = 'completed';
  return { state, agent_turn: agentTurn(state, closingText(protocol, state), now, null), patient_turn: patientTurn, finished: true };
}

/** The protocol's closing (or the default), then the white label's sign-off. */
function closingText(protocol: ProtocolDefinition, state: ConversationState): string {
  const closing = localize(protocol.closing, state.language) || MESSAGES.closing[state.language];
  return joinSentences(closing, signOff(state.branding, state.channel, state.language));
}

const joinSentences = (...parts: string[]): string => parts.filter((part) => part !== '').join(' ');

const hasBranding = (branding: Branding | undefined): branding is Branding =>
  branding !== undefined && Object.values(branding).some((value) => typeof value === 'string' && value !== '');

function escalate(state: ConversationState, escalation: Escalation, patientTurn: Turn, now: string): EngineStep {
  state.status = 'escalated';
  state.escalation = escalation;
  state.current_question_id = null;
  state.queue = [];
  state.reprompts = 0;
  const lang = state.language;
  const text =
    escalation.type === 'safety'
      ? `${MESSAGES.safety[lang]} ${MESSAGES.emergency[lang]}`
      : MESSAGES.escalated[lang];
  return { state, agent_turn: agentTurn(state, text, now, null), patient_turn: patientTurn, finished: true };
}

/**
 * A reply after the conversation ended is still read against the safety lexicon: a crisis said
 * late escalates (a conversation already escalated stays as it is). Nothing else changes.
 */
function lateReply(state: ConversationState, text: string, now: string): EngineStep {
  const probe: Question = { id: 'after_end', topic: 'after_end', prompt: '', response_type: 'text' };
  const interpretation = interpret(probe, text, state.language);
  const safety = interpretation.escalation?.type === 'safety' ? { ...interpretation.escalation, question_id: null } : null;
  const patientTurn = patientTurnOf(state, text, now, null, { ...interpretation, escalation: safety });
  if (safety && state.status !== 'escalated') return escalate(state, safety, patientTurn, now);
  state.current_question_id = null;
  return { state, agent_turn: null, patient_turn: patientTurn, finished: true };
}

function agentTurn(state: ConversationState, text: string, at: string, questionId: string | null): Turn {
  return { speaker: 'agent', text, channel: state.channel, at, question_id: questionId };
}

function patientTurnOf(
  state: ConversationState,
  text: string,
  at: string,
  questionId: string | null,
  i: Interpretation,
): Turn {
  return {
    speaker: 'patient',
    text,
    channel: state.channel,
    at,
    question_id: questionId,
    interpreted: {
      response_type: i.response_type,
      value: i.value,
      escalation: i.escalation,
      barriers: i.barriers,
      side_effects: i.side_effects,
      keywords: i.keywords,
    },
  };
}
