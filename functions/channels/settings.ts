import * as z from 'zod/mini';
import type { Stage } from '../core/config';
import type { SecretStore } from '../core/secrets/port';
import { type Item, type Store, TransactionCanceledError, type WriteOperation } from '../core/storage/port';
import { isTimeZone } from './quiet-hours';
import type { TwilioAccount } from './twilio/adapter';
import { numberOfAddress } from './twilio/urls';

/**
 * An organization's channel settings in the production stage (DESIGN §11), set by the CLI.
 *
 * - The settings item (`ORG#<org>` / `CHANNEL_SETTINGS`) holds the non-secret half: the Twilio
 *   account SID, the sender numbers, the WhatsApp template and the organization's time zone.
 * - The secret `careloop/<stage>/channels/<org>` holds `{account_sid, auth_token}` together, so a
 *   token is never paired with another account's SID.
 * - Each sender number has a claim item (`CHANNEL_NUMBER#<e164>`) naming its organization: a number
 *   belongs to one organization (a conditional write refuses a number another one holds), and the
 *   inbound routes find the organization, hence the token to check the signature with, by number.
 */

const E164 = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/));
export const AccountSidSchema = z.string().check(z.regex(/^AC[0-9a-fA-F]{32}$/));
export const ContentSidSchema = z.string().check(z.regex(/^HX[0-9a-fA-F]{32}$/));
/**
 * The protocol a patient calling the voice number talks through: a built-in conversation protocol
 * by name, or one of the organization's own protocols by id (`prt_…`).
 */
export const InboundProtocolSchema = z.union([
  z.enum(['intake', 'follow_up', 'ccm_checkin', 'bhi_screen', 'care_gap']),
  z.string().check(z.regex(/^prt_[A-Za-z0-9_-]{1,64}$/)),
]);
export const TimeZoneSchema = z.string().check(z.refine(isTimeZone, { message: 'Expected an IANA time zone such as Europe/Rome' }));

export const ChannelSettingsSchema = z.object({
  pk: z.string(),
  sk: z.literal('CHANNEL_SETTINGS'),
  entity: z.literal('channel_settings'),
  org_id: z.string(),
  provider: z.literal('twilio'),
  account_sid: AccountSidSchema,
  sms_from: z.optional(E164),
  whatsapp_from: z.optional(E164),
  voice_from: z.optional(E164),
  whatsapp_template_sid: z.optional(ContentSidSchema),
  /** The organization's time zone, for quiet hours when a patient profile has none. */
  timezone: z.optional(TimeZoneSchema),
  /** The inbound protocol (docs/decisions.md 98); without it a call in is answered politely and hung up. */
  inbound_protocol: z.optional(InboundProtocolSchema),
  /** Bumped on every change, so containers drop a cached copy. */
  version: z.number(),
  updated_at: z.string(),
});
export type ChannelSettings = z.infer<typeof ChannelSettingsSchema>;

export type ChannelSettingsInput = Pick<ChannelSettings, 'account_sid' | 'sms_from' | 'whatsapp_from' | 'voice_from' | 'whatsapp_template_sid' | 'timezone' | 'inbound_protocol'>;

export const ChannelSecretSchema = z.object({ account_sid: AccountSidSchema, auth_token: z.string().check(z.minLength(1)) });
export type ChannelSecret = z.infer<typeof ChannelSecretSchema>;

export const SenderNumberSchema = z.object({
  pk: z.string(),
  sk: z.literal('CHANNEL_NUMBER'),
  entity: z.literal('channel_number'),
  number: E164,
  org_id: z.string(),
  updated_at: z.string(),
});

export const channelSettingsKey = (orgId: string) => ({ pk: `ORG#${orgId}`, sk: 'CHANNEL_SETTINGS' as const });
export const senderNumberKey = (number: string) => ({ pk: `CHANNEL_NUMBER#${number}`, sk: 'CHANNEL_NUMBER' as const });
export const channelSecretName = (stage: Stage, orgId: string): string => `careloop/${stage}/channels/${orgId}`;

/** A sender number another organization holds. */
export class SenderNumberTakenError extends Error {
  override readonly name = 'SenderNumberTakenError';
  constructor(readonly number: string, readonly holder: string | undefined) {
    super(`the number ${number} is a sender of ${holder ? `organization ${holder}` : 'another organization'}; release it there first`);
  }
}

/** Somebody else changed the organization's settings between our read and our write. */
export class ChannelSettingsChangedError extends Error {
  override readonly name = 'ChannelSettingsChangedError';
  constructor() {
    super('the channel settings changed while they were being written; run the command again');
  }
}

export const getChannelSettings = async (store: Store, orgId: string, options: { consistent?: boolean } = {}): Promise<ChannelSettings | undefined> => {
  const item = await store.get(channelSettingsKey(orgId), options);
  return item ? ChannelSettingsSchema.parse(item) : undefined;
};

export const getChannelSecret = async (secrets: SecretStore, stage: Stage, orgId: string): Promise<ChannelSecret | undefined> => {
  const value = await secrets.get(channelSecretName(stage, orgId));
  return value === undefined ? undefined : ChannelSecretSchema.parse(JSON.parse(value));
};

export const senderNumbers = (settings: Partial<ChannelSettingsInput> | undefined): string[] =>
  [...new Set([settings?.sms_from, settings?.whatsapp_from, settings?.voice_from].filter((number): number is string => !!number))];

/** The organization a sender number (or `whatsapp:` address) belongs to, if any. */
export const organizationByNumber = async (store: Store, address: string): Promise<string | undefined> => {
  const item = await store.get(senderNumberKey(numberOfAddress(address)));
  return item ? SenderNumberSchema.parse(item).org_id : undefined;
};

const holderOf = async (store: Store, number: string): Promise<string | undefined> => {
  const item = await store.get(senderNumberKey(number), { consistent: true });
  return typeof item?.org_id === 'string' ? item.org_id : undefined;
};

const claimWrites = (orgId: string, numbers: string[], released: string[], now: string): WriteOperation[] => [
  ...numbers.map(
    (number): WriteOperation => ({
      put: { ...senderNumberKey(number), entity: 'channel_number', number, org_id: orgId, updated_at: now },
      condition: { or: [{ notExists: 'pk' }, { eq: ['org_id', orgId] }] },
    }),
  ),
  ...released.map((number): WriteOperation => ({ delete: senderNumberKey(number), condition: { eq: ['org_id', orgId] } })),
];

/**
 * Replaces the organization's settings and token. A sender number held by another organization is
 * refused before anything is written; the claims, the releases of numbers no longer used and the
 * settings are then written in one transaction (the token just before it, so a container never
 * sees settings without their token; put back as it was if the transaction fails).
 */
export const putChannelSettings = async (
  store: Store,
  secrets: SecretStore,
  stage: Stage,
  orgId: string,
  input: ChannelSettingsInput,
  authToken: string,
): Promise<ChannelSettings> => {
  const existing = await getChannelSettings(store, orgId, { consistent: true });
  const numbers = senderNumbers(input);
  for (const number of numbers) {
    const holder = await holderOf(store, number);
    if (holder && holder !== orgId) throw new SenderNumberTakenError(number, holder);
  }
  const now = new Date().toISOString();
  const settings = ChannelSettingsSchema.parse({
    ...channelSettingsKey(orgId),
    entity: 'channel_settings',
    org_id: orgId,
    provider: 'twilio',
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    version: (existing?.version ?? 0) + 1,
    updated_at: now,
  });
  const secretName = channelSecretName(stage, orgId);
  const previousSecret = await secrets.get(secretName);
  await secrets.put(secretName, JSON.stringify(ChannelSecretSchema.parse({ account_sid: input.account_sid, auth_token: authToken })));
  const released = senderNumbers(existing).filter((number) => !numbers.includes(number));
  const writes: WriteOperation[] = [
    { put: settings as Item, condition: existing ? { eq: ['version', existing.version] } : { notExists: 'pk' } },
    ...claimWrites(orgId, numbers, released, now),
  ];
  try {
    await store.transactWrite(writes);
  } catch (error) {
    // The settings stay as they were, so the token must too.
    await (previousSecret === undefined ? secrets.delete(secretName) : secrets.put(secretName, previousSecret));
    if (!(error instanceof TransactionCanceledError)) throw error;
    const claim = error.failedConditions.find((index) => index >= 1 && index <= numbers.length);
    if (claim !== undefined) {
      const number = numbers[claim - 1] as string;
      throw new SenderNumberTakenError(number, await holderOf(store, number));
    }
    throw new ChannelSettingsChangedError();
  }
  return settings;
};

/** The adapter's account from the settings and the secret; undefined unless both are there and agree. */
export const twilioAccountOf = (settings: ChannelSettings | undefined, secret: ChannelSecret | undefined): TwilioAccount | undefined => {
  if (!settings || !secret || secret.account_sid !== settings.account_sid) return undefined;
  return {
    accountSid: settings.account_sid,
    authToken: secret.auth_token,
    ...(settings.sms_from ? { smsFrom: settings.sms_from } : {}),
    ...(settings.whatsapp_from ? { whatsappFrom: settings.whatsapp_from } : {}),
    ...(settings.voice_from ? { voiceFrom: settings.voice_from } : {}),
    ...(settings.whatsapp_template_sid ? { whatsappTemplateSid: settings.whatsapp_template_sid } : {}),
  };
};

/** What the CLI prints: the settings without the token (its presence only). */
export const describeChannelSettings = (settings: ChannelSettings, tokenStored: boolean) => ({
  org_id: settings.org_id,
  provider: settings.provider,
  account_sid: settings.account_sid,
  sms_from: settings.sms_from ?? null,
  whatsapp_from: settings.whatsapp_from ?? null,
  voice_from: settings.voice_from ?? null,
  whatsapp_template_sid: settings.whatsapp_template_sid ?? null,
  timezone: settings.timezone ?? null,
  inbound_protocol: settings.inbound_protocol ?? null,
  auth_token_stored: tokenStored,
  version: settings.version,
  updated_at: settings.updated_at,
});
