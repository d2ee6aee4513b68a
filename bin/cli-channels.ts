/** `careloop channels …`: an organization's Twilio account and senders in the production stage (DESIGN §11). */
import * as z from 'zod/mini';
import {
  AccountSidSchema,
  type ChannelSettingsInput,
  ChannelSettingsChangedError,
  channelSecretName,
  ContentSidSchema,
  describeChannelSettings,
  getChannelSecret,
  getChannelSettings,
  putChannelSettings,
  SenderNumberTakenError,
  TimeZoneSchema,
  InboundProtocolSchema,
} from '../functions/channels/settings';
import { PhoneSchema } from '../functions/core/phone';
import { CommandError, existingOrganization, type Options, required, secretFrom, type Stores, UsageError } from './cli-common';

const STAGE = 'production' as const;
const TOKEN_VARIABLE = 'CARELOOP_TWILIO_AUTH_TOKEN';
/** Twilio auth tokens are 32 hexadecimal characters; anything printable is accepted, and never echoed. */
const AUTH_TOKEN = /^[\x21-\x7e]{8,256}$/;

const authTokenOf = (options: Options): string => {
  const token = secretFrom(options['auth-token-file'], TOKEN_VARIABLE, 'auth-token-file');
  if (!AUTH_TOKEN.test(token)) throw new UsageError('the auth token must be 8 to 256 printable characters without spaces');
  return token;
};

const optional = <T>(value: string | undefined, flag: string, schema: z.ZodMiniType<T>): T | undefined =>
  value === undefined ? undefined : required(value, flag, schema);

const settingsOf = (options: Options): ChannelSettingsInput => ({
  account_sid: required(options['account-sid'], 'account-sid', AccountSidSchema),
  sms_from: optional(options['sms-from'], 'sms-from', PhoneSchema),
  whatsapp_from: optional(options['whatsapp-from'], 'whatsapp-from', PhoneSchema),
  voice_from: optional(options['voice-from'], 'voice-from', PhoneSchema),
  whatsapp_template_sid: optional(options['whatsapp-template-sid'], 'whatsapp-template-sid', ContentSidSchema),
  timezone: optional(options.timezone, 'timezone', TimeZoneSchema),
  inbound_protocol: optional(options['inbound-protocol'], 'inbound-protocol', InboundProtocolSchema),
});

/** Replaces the settings: a sender not named is released. */
export const channelsSet = async (options: Options, stores: Stores) => {
  const { orgId, store } = await existingOrganization(options, stores, STAGE, 'channels');
  const settings = settingsOf(options);
  const token = authTokenOf(options);
  try {
    const written = await putChannelSettings(store, stores.secrets(STAGE), STAGE, orgId, settings, token);
    return { stage: STAGE, configured: true, ...describeChannelSettings(written, true), secret_name: channelSecretName(STAGE, orgId) };
  } catch (error) {
    if (error instanceof SenderNumberTakenError || error instanceof ChannelSettingsChangedError) throw new CommandError(error.message);
    throw error;
  }
};

export const channelsShow = async (options: Options, stores: Stores) => {
  const { orgId, store } = await existingOrganization(options, stores, STAGE, 'channels');
  const settings = await getChannelSettings(store, orgId);
  if (!settings) return { stage: STAGE, org_id: orgId, configured: false };
  const secret = await getChannelSecret(stores.secrets(STAGE), STAGE, orgId);
  return { stage: STAGE, configured: true, ...describeChannelSettings(settings, secret?.account_sid === settings.account_sid), secret_name: channelSecretName(STAGE, orgId) };
};
