import { expect } from 'vitest';
import { getEngagement } from '../../functions/engagements/store';
import { SANDBOX_NUMBERS, simulatedReply } from '../../functions/engine/sandbox-patient';
import type { ConversationState, ProtocolDefinition } from '../../functions/engine/types';
import { putChannelSettings, type ChannelSettingsInput } from '../../functions/channels/settings';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { type RecordedTwilioRequest, type TwilioTestServer, postAsTwilio } from '../support/twilio-server';
import type { TestStage } from '../support/local-stage';

/** A Twilio account for one test file (its own SID, so files never share one). */
export const testAccount = (seed: string) => ({ sid: `AC${seed.padEnd(32, '0')}`, token: `token-${seed}` });

export const twilioSid = (prefix: 'SM' | 'CA', n: number) => `${prefix}${n.toString(16).padStart(32, '0')}`;

/** A fixed-offset zone (Etc/GMT-N is UTC+N) where it is now `hour` o'clock: tests of any hour of the day. */
export const zoneWhereItIs = (hour: number): string => {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
};

/**
 * `careloop channels set` for an organization of a local production stage. The organization's
 * time zone is, unless given, one where it is now midday, so quiet hours never hold a test back.
 */
export const configureChannels = (stage: TestStage, orgId: string, account: { sid: string; token: string }, input: Omit<ChannelSettingsInput, 'account_sid'>) =>
  putChannelSettings(
    stage.store,
    new FileSecretStore(secretsDirectory(stage.dataDir, 'production')),
    'production',
    orgId,
    { account_sid: account.sid, timezone: zoneWhereItIs(12), ...input },
    account.token,
  );

/** The messages careloop asked Twilio to send to `to` (SMS `+…` or `whatsapp:+…`). */
export const messagesTo = (twilio: TwilioTestServer, to: string): RecordedTwilioRequest[] =>
  twilio.requests.filter((request) => request.path.endsWith('/Messages.json') && request.form.To === to);

export const waitForMessages = async (twilio: TwilioTestServer, to: string, count: number, timeout = 15_000): Promise<RecordedTwilioRequest[]> => {
  await expect.poll(() => messagesTo(twilio, to).length, { timeout, interval: 50 }).toBeGreaterThanOrEqual(count);
  return messagesTo(twilio, to);
};

let messageCount = 0;

/** The patient writes to the organization's number, as Twilio posts it (signed). */
export const patientWrites = (stage: TestStage, token: string, message: { accountSid: string; from: string; to: string; body: string }) =>
  postAsTwilio(token, `${stage.url}/v1/channels/twilio/messages`, {
    MessageSid: twilioSid('SM', ++messageCount + 1_000_000),
    AccountSid: message.accountSid,
    From: message.from,
    To: message.to,
    Body: message.body,
    NumMedia: '0',
  });

/** Twilio reports a message's status to the StatusCallback careloop gave it (signed). */
export const reportStatus = (token: string, sent: RecordedTwilioRequest, accountSid: string, status: string, errorCode?: number) =>
  postAsTwilio(token, sent.form.StatusCallback as string, {
    MessageSid: twilioSid('SM', ++messageCount + 2_000_000),
    AccountSid: accountSid,
    MessageStatus: status,
    From: sent.form.From as string,
    To: sent.form.To as string,
    ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
  });

/** A patient who answers every question well (the sandbox's +15005550100 answers, typed by hand); undefined when nothing is asked. */
export const goodAnswer = async (stage: TestStage, orgId: string, id: string): Promise<string | undefined> => {
  const engagement = (await getEngagement(stage.store, orgId, id))!;
  const reply = simulatedReply({
    engagementId: id,
    phone: SANDBOX_NUMBERS.allWell,
    protocol: engagement.protocol_definition as unknown as ProtocolDefinition,
    state: engagement.conversation as unknown as ConversationState,
    language: engagement.patient.language,
  });
  return reply.kind === 'reply' ? reply.text : undefined;
};
