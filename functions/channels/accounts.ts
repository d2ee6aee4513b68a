import { config } from '../core/config';
import { ports } from '../core/runtime';
import { secrets } from '../core/runtime-secrets';
import { TtlCache } from '../core/ttl-cache';
import type { Channel } from '../engine/types';
import { type ChannelSettings, getChannelSecret, getChannelSettings, twilioAccountOf } from './settings';
import { type TwilioAccount, TwilioChannel } from './twilio/adapter';

/**
 * An organization's Twilio account in this container: its settings, its auth token and a channel
 * adapter built from them. Cached per container for at most a minute, so a `channels set` takes
 * effect everywhere within 60 s without a read of the secret on every message.
 */

export interface OrganizationChannels {
  settings: ChannelSettings;
  account: TwilioAccount;
  port: TwilioChannel;
}

export const ACCOUNT_CACHE_TTL_MS = 60_000;
const cache = new TtlCache<OrganizationChannels | null>(1_000);

/**
 * The channels an organization can be reached on: one per sender it has (WhatsApp also needs the
 * template that opens a conversation outside the 24-hour window).
 */
export const configuredChannels = (account: TwilioAccount): Channel[] => [
  ...(account.voiceFrom ? (['voice'] as const) : []),
  ...(account.smsFrom ? (['sms'] as const) : []),
  ...(account.whatsappFrom && account.whatsappTemplateSid ? (['whatsapp'] as const) : []),
];

const load = async (orgId: string): Promise<OrganizationChannels | null> => {
  const settings = await getChannelSettings(ports().store, orgId);
  if (!settings) return null;
  const account = twilioAccountOf(settings, await getChannelSecret(await secrets(), 'production', orgId));
  if (!account) return null;
  const { TWILIO_API_BASE_URL, PUBLIC_BASE_URL, TWILIO_TIMEOUT_MS } = config();
  const port = new TwilioChannel({ account, apiBaseUrl: TWILIO_API_BASE_URL, publicBaseUrl: publicBaseUrl(PUBLIC_BASE_URL), timeoutMs: TWILIO_TIMEOUT_MS });
  return { settings, account, port };
};

/** `PUBLIC_BASE_URL`, which the production stage cannot do without (the local runtime sets its own address). */
export const publicBaseUrl = (configured: string | undefined): string => {
  if (!configured) throw new Error('PUBLIC_BASE_URL is not set: Twilio cannot call back');
  return configured;
};

/** The organization's Twilio account, or null when it has no (complete) channel settings. */
export const organizationChannels = async (orgId: string): Promise<OrganizationChannels | null> => {
  const cached = cache.get(orgId);
  if (cached !== undefined) return cached;
  const loaded = await load(orgId);
  cache.set(orgId, loaded, ACCOUNT_CACHE_TTL_MS);
  return loaded;
};

