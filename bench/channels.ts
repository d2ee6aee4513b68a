/**
 * npm run bench:channels — what it costs to talk to a patient.
 *
 * For each built-in protocol and each language, the engine runs two representative conversations
 * with the sandbox's simulated patient: `well` (+15005550100 answers everything well) and
 * `follow-up` (the same patient, except that it answers "no" to the first yes/no question that has
 * a follow-up, and answers the follow-up). For each it counts the agent's messages (one SMS or
 * WhatsApp message per agent turn) and their SMS segments (functions/channels/segments.ts), the
 * patient's messages, and the voice call the same conversation would be (see VOICE_ASSUMPTIONS).
 * Telephony is priced with TELEPHONY_PRICES (list prices, US), next to the AWS infrastructure cost
 * of one engagement of the protocol metered end to end by bench/infrastructure-cost.ts.
 */
import { pathToFileURL } from 'node:url';
import { smsSegments } from '../functions/channels/segments';
import { endingTwiml, escalationTwiml, questionTwiml } from '../functions/channels/twilio/twiml';
import { findQuestion, handleReply, loadEveryLanguage, startConversation } from '../functions/engine/engine';
import { SANDBOX_NUMBERS, simulatedReply } from '../functions/engine/sandbox-patient';
import type { Channel, EngineStep, Language, ProtocolDefinition, Turn } from '../functions/engine/types';
import { LANGUAGES } from '../functions/engine/types';
import { builtinProtocols } from '../functions/protocols/library';
import { endToEnd, infrastructureDollars } from './infrastructure-cost';

// The engine reads a reply with its language's words, loaded per language (decision 184).
await loadEveryLanguage();

process.env.LOG_LEVEL = 'SILENT';
const INFRA_ENGAGEMENTS = Number(process.env.BENCH_ENGAGEMENTS ?? 40);

/**
 * Telephony list prices in USD, United States, as looked up on 2026-11-25. Carrier pass-through
 * fees on SMS (about $0.0025–0.0062 per segment, by carrier) and phone-number rental are not
 * included. Figures marked `assumption` could not be confirmed from a current source.
 */
export const TELEPHONY_PRICES = {
  /** Twilio SMS, US long code, outbound and inbound, per segment. Twilio's US SMS pricing page ("current as of October 2026", read 2026-11-09 by apis.io's Twilio pricing summary); the same $0.0083 in several 2026 breakdowns. */
  smsPerSegment: 0.0083,
  /** Twilio's own fee per WhatsApp message, sent or received. Assumption: Twilio's WhatsApp pricing page, figure not re-confirmed. */
  whatsappTwilioPerMessage: 0.005,
  /**
   * Meta's US (North America) utility rate per message. Assumption: the rate after Meta lowered
   * North American utility rates on 2026-01-01. Since 2026-10-01 Meta also bills service messages
   * (free-form replies inside the 24-hour window) and utility templates inside the window at the
   * market's utility rate; the first 1,000 service messages per sender number and month are free
   * (not counted here). Inbound messages are free at Meta.
   */
  whatsappMetaUtilityPerMessage: 0.0034,
  /** Twilio Programmable Voice, outbound to a US number, per minute (billed per started minute). Assumption: Twilio's US voice list price. */
  voiceOutboundPerMinute: 0.014,
  /** Twilio Answering Machine Detection, per call where `MachineDetection` is set. Assumption: the price Twilio announced with AMD's general availability (2019), not re-confirmed. */
  answeringMachineDetectionPerCall: 0.0075,
  /** `<Gather input="speech">`, per started 15 seconds of recognition. Twilio's speech recognition price; the same per-15-seconds structure and figure on compatible providers' pages (2026). */
  speechRecognitionPer15Seconds: 0.02,
} as const;

/** How a conversation is turned into call time (estimates, not measurements). */
export const VOICE_ASSUMPTIONS = {
  /** Polly neural voices at the default rate; the same rate for the five languages. */
  wordsPerMinuteSpoken: 150,
  /** Synchronous AMD listens before the first TwiML is asked for; billed as call time. */
  answeringMachineDetectionSeconds: 4,
  /** Between the end of a question and the patient starting to answer. */
  answerLatencySeconds: 1.5,
  /** The patient's answer at the same rate, then `speechTimeout="auto"` waits for this silence. */
  endOfSpeechSeconds: 1,
} as const;

const NO: Record<Language, string> = { en: 'No', it: 'No', es: 'No', de: 'Nein', fr: 'Non' };
type Scenario = 'well' | 'follow-up';

/** The conversation's turns, the engine driven by the sandbox patient (with one "no" in `follow-up`). */
export function converse(protocol: ProtocolDefinition, language: Language, channel: Channel, scenario: Scenario): Turn[] {
  const noTo = scenario === 'follow-up' ? protocol.questions.find((q) => q.response_type === 'boolean' && q.follow_up_if_false !== undefined)?.id : undefined;
  const turns: Turn[] = [];
  const keep = (step: EngineStep) => {
    if (step.patient_turn) turns.push(step.patient_turn);
    if (step.agent_turn) turns.push(step.agent_turn);
  };
  let step = startConversation(protocol, { language, channel, now: '2026-01-05T10:00:00.000Z' });
  keep(step);
  for (let turn = 0; turn < 100 && !step.finished; turn++) {
    const reply = step.state.current_question_id === noTo ? { kind: 'reply' as const, text: NO[language] } : simulatedReply({ engagementId: 'eng_bench', phone: SANDBOX_NUMBERS.allWell, protocol, state: step.state, language });
    if (reply.kind !== 'reply') break;
    step = handleReply(protocol, step.state, reply.text, { now: '2026-01-05T10:01:00.000Z' });
    keep(step);
  }
  return turns;
}

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const spokenSeconds = (text: string): number => (words(text) / VOICE_ASSUMPTIONS.wordsPerMinuteSpoken) * 60;
const SAY = /<Say[^>]*>([^<]*)<\/Say>/g;
const unescape = (xml: string) => xml.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** Everything the TwiML says, as the voice route would answer it. */
const said = (twiml: string): string => [...twiml.matchAll(SAY)].map((m) => unescape(m[1] as string)).join(' ');

/** The call the voice conversation would be: what Twilio bills for it. */
function voiceCall(protocol: ProtocolDefinition, language: Language, turns: Turn[], escalated: boolean) {
  let seconds = VOICE_ASSUMPTIONS.answeringMachineDetectionSeconds;
  let recognition15s = 0;
  const agentTurns = turns.filter((t) => t.speaker === 'agent');
  agentTurns.forEach((turn, index) => {
    const last = index === agentTurns.length - 1;
    const question = turn.question_id ? findQuestion(protocol, turn.question_id) : undefined;
    const twiml = question
      ? questionTwiml({ language, text: turn.text, expects: question.response_type, action: 'https://example.invalid/v1/channels/twilio/voice' })
      : escalated && last
        ? escalationTwiml(language, turn.text)
        : endingTwiml(language, turn.text);
    seconds += spokenSeconds(said(twiml));
  });
  for (const answer of turns.filter((t) => t.speaker === 'patient')) {
    const listening = VOICE_ASSUMPTIONS.answerLatencySeconds + spokenSeconds(answer.text) + VOICE_ASSUMPTIONS.endOfSpeechSeconds;
    recognition15s += Math.ceil(listening / 15);
    seconds += listening;
  }
  const minutes = Math.ceil(seconds / 60);
  const dollars = minutes * TELEPHONY_PRICES.voiceOutboundPerMinute + TELEPHONY_PRICES.answeringMachineDetectionPerCall + recognition15s * TELEPHONY_PRICES.speechRecognitionPer15Seconds;
  return { seconds, minutes, recognition15s, dollars };
}

export interface ChannelCost {
  protocol: string;
  language: Language;
  scenario: Scenario;
  messages: number;
  segments: number;
  gsm7Share: number;
  inbound: number;
  inboundSegments: number;
  sms: number;
  whatsapp: number;
  voiceSeconds: number;
  voiceBilledMinutes: number;
  voice: number;
}

/** Telephony of one conversation, in dollars per engagement. */
export function channelCost(protocol: ProtocolDefinition, language: Language, scenario: Scenario): ChannelCost {
  const text = converse(protocol, language, 'sms', scenario);
  const outbound = text.filter((t) => t.speaker === 'agent').map((t) => smsSegments(t.text));
  const inbound = text.filter((t) => t.speaker === 'patient').map((t) => smsSegments(t.text));
  const segments = outbound.reduce((sum, s) => sum + s.segments, 0);
  const inboundSegments = inbound.reduce((sum, s) => sum + s.segments, 0);
  // WhatsApp: the first message is the organization's utility template (outside the window), the
  // rest are service messages inside the window the patient's replies keep open.
  const whatsapp =
    (outbound.length + inbound.length) * TELEPHONY_PRICES.whatsappTwilioPerMessage + outbound.length * TELEPHONY_PRICES.whatsappMetaUtilityPerMessage;
  const voiceTurns = converse(protocol, language, 'voice', scenario);
  const call = voiceCall(protocol, language, voiceTurns, voiceTurns.some((t) => t.speaker === 'patient' && t.interpreted?.escalation));
  return {
    protocol: protocol.id,
    language,
    scenario,
    messages: outbound.length,
    segments,
    gsm7Share: outbound.filter((s) => s.encoding === 'GSM-7').length / outbound.length,
    inbound: inbound.length,
    inboundSegments,
    sms: (segments + inboundSegments) * TELEPHONY_PRICES.smsPerSegment,
    whatsapp,
    voiceSeconds: call.seconds,
    voiceBilledMinutes: call.minutes,
    voice: call.dollars,
  };
}

const per1000 = (dollars: number) => (dollars * 1000).toFixed(2);

// Run as a script only: bench/cost.ts imports channelCost.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\nbench:channels — Node ${process.version}`);
  console.log('Telephony list prices (USD, US):', TELEPHONY_PRICES);
  console.log('Voice estimate:', VOICE_ASSUMPTIONS);
  const infrastructure = new Map<string, number>();
  for (const protocol of builtinProtocols) {
    const e2e = await endToEnd({ engagements: INFRA_ENGAGEMENTS, protocol: protocol.id });
    infrastructure.set(protocol.id, infrastructureDollars(e2e.perEngagement).total);
  }
  for (const language of LANGUAGES) {
    console.log(`\n${language}: per engagement, and USD per 1,000 engagements (infrastructure: ${INFRA_ENGAGEMENTS} sandbox engagements of the protocol, metered end to end, English)`);
    console.table(
      builtinProtocols.flatMap((protocol) =>
        (['well', 'follow-up'] as const).map((scenario) => {
          const c = channelCost(protocol, language, scenario);
          return {
            protocol: c.protocol,
            conversation: c.scenario,
            'messages out/in': `${c.messages}/${c.inbound}`,
            'segments out/in': `${c.segments}/${c.inboundSegments}`,
            'GSM-7 share': `${Math.round(c.gsm7Share * 100)}%`,
            'SMS $/1k': per1000(c.sms),
            'WhatsApp $/1k': per1000(c.whatsapp),
            'voice (s, billed min)': `${Math.round(c.voiceSeconds)}, ${c.voiceBilledMinutes}`,
            'voice $/1k': per1000(c.voice),
            'infrastructure $/1k': ((infrastructure.get(protocol.id) as number) * 1000).toFixed(4),
          };
        }),
      ),
    );
  }
}
