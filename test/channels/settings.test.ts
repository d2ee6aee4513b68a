import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  channelSecretName,
  channelSettingsKey,
  getChannelSecret,
  getChannelSettings,
  organizationByNumber,
  putChannelSettings,
  SenderNumberTakenError,
  senderNumberKey,
  twilioAccountOf,
} from '../../functions/channels/settings';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import type { Store, WriteOperation } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';

const ORG_A = 'org_01jaaaaaaaaaaaaaaaaaaaaaaa';
const ORG_B = 'org_01jbbbbbbbbbbbbbbbbbbbbbbb';
const SID_A = 'AC0123456789abcdef0123456789abcdef';
const SID_B = 'ACfedcba9876543210fedcba9876543210';
const NUMBER_1 = '+14155550101';
const NUMBER_2 = '+14155550102';
const NUMBER_3 = '+14155550103';

let directory: string;
let store: SqliteStore;
let secrets: FileSecretStore;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'careloop-channels-'));
  store = SqliteStore.open(path.join(directory, 'store.sqlite'));
  secrets = new FileSecretStore(path.join(directory, 'secrets'));
});
afterEach(() => {
  store.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('channel settings', () => {
  it('keeps the token in the secret store (with its account SID) and the rest in the table', async () => {
    const written = await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, sms_from: NUMBER_1, voice_from: NUMBER_1, whatsapp_from: NUMBER_2, timezone: 'Europe/Rome' }, 'token-a-secret');
    expect(written).toMatchObject({ org_id: ORG_A, provider: 'twilio', account_sid: SID_A, sms_from: NUMBER_1, voice_from: NUMBER_1, whatsapp_from: NUMBER_2, timezone: 'Europe/Rome', version: 1 });
    expect(JSON.stringify(await store.get(channelSettingsKey(ORG_A)))).not.toContain('token-a-secret');
    expect(await secrets.get(channelSecretName('production', ORG_A))).toBe(JSON.stringify({ account_sid: SID_A, auth_token: 'token-a-secret' }));
    expect(channelSecretName('production', ORG_A)).toBe(`careloop/production/channels/${ORG_A}`);
    const account = twilioAccountOf(await getChannelSettings(store, ORG_A), await getChannelSecret(secrets, 'production', ORG_A));
    expect(account).toEqual({ accountSid: SID_A, authToken: 'token-a-secret', smsFrom: NUMBER_1, voiceFrom: NUMBER_1, whatsappFrom: NUMBER_2 });
  });

  it('finds the organization by its sender number, in E.164 or as a whatsapp: address', async () => {
    await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, sms_from: NUMBER_1, whatsapp_from: NUMBER_2 }, 'token-a');
    expect(await organizationByNumber(store, NUMBER_1)).toBe(ORG_A);
    expect(await organizationByNumber(store, `whatsapp:${NUMBER_2}`)).toBe(ORG_A);
    expect(await organizationByNumber(store, NUMBER_3)).toBeUndefined();
  });

  it("refuses a number another organization holds, and leaves that organization's and its own settings alone", async () => {
    await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, sms_from: NUMBER_1 }, 'token-a');
    await putChannelSettings(store, secrets, 'production', ORG_B, { account_sid: SID_B, voice_from: NUMBER_3 }, 'token-b');
    const attempt = putChannelSettings(store, secrets, 'production', ORG_B, { account_sid: SID_B, voice_from: NUMBER_1 }, 'token-b-new');
    await expect(attempt).rejects.toThrow(SenderNumberTakenError);
    await expect(attempt).rejects.toThrow(`the number ${NUMBER_1} is a sender of organization ${ORG_A}`);
    expect(await organizationByNumber(store, NUMBER_1)).toBe(ORG_A);
    expect(await getChannelSettings(store, ORG_B)).toMatchObject({ voice_from: NUMBER_3, version: 1 });
    expect(await getChannelSecret(secrets, 'production', ORG_B)).toEqual({ account_sid: SID_B, auth_token: 'token-b' });
  });

  it('releases the numbers a new setting no longer names, so another organization can take them', async () => {
    await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, sms_from: NUMBER_1, voice_from: NUMBER_2 }, 'token-a');
    const second = await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, voice_from: NUMBER_2 }, 'token-a');
    expect(second.version).toBe(2);
    expect(second.sms_from).toBeUndefined();
    expect(await store.get(senderNumberKey(NUMBER_1))).toBeUndefined();
    await putChannelSettings(store, secrets, 'production', ORG_B, { account_sid: SID_B, sms_from: NUMBER_1 }, 'token-b');
    expect(await organizationByNumber(store, NUMBER_1)).toBe(ORG_B);
    expect(await organizationByNumber(store, NUMBER_2)).toBe(ORG_A);
  });

  it('loses a race for a number cleanly: refused, and the token put back as it was', async () => {
    await putChannelSettings(store, secrets, 'production', ORG_B, { account_sid: SID_B, sms_from: NUMBER_3 }, 'token-b-old');
    // ORG_A claims NUMBER_1 between ORG_B's check and its transaction.
    const racing: Store = Object.assign(Object.create(store) as Store, {
      transactWrite: async (operations: WriteOperation[]) => {
        await store.put({ ...senderNumberKey(NUMBER_1), entity: 'channel_number', number: NUMBER_1, org_id: ORG_A, updated_at: new Date().toISOString() });
        return store.transactWrite(operations);
      },
    });
    await expect(putChannelSettings(racing, secrets, 'production', ORG_B, { account_sid: SID_B, sms_from: NUMBER_1 }, 'token-b-new')).rejects.toThrow(
      `the number ${NUMBER_1} is a sender of organization ${ORG_A}`,
    );
    expect(await getChannelSecret(secrets, 'production', ORG_B)).toEqual({ account_sid: SID_B, auth_token: 'token-b-old' });
    expect(await getChannelSettings(store, ORG_B)).toMatchObject({ sms_from: NUMBER_3, version: 1 });
    expect(await organizationByNumber(store, NUMBER_3)).toBe(ORG_B);
  });

  it('gives the adapter no account when the token belongs to another account SID or is missing', async () => {
    const settings = await putChannelSettings(store, secrets, 'production', ORG_A, { account_sid: SID_A, sms_from: NUMBER_1 }, 'token-a');
    expect(twilioAccountOf(settings, { account_sid: SID_B, auth_token: 'x' })).toBeUndefined();
    expect(twilioAccountOf(settings, undefined)).toBeUndefined();
    expect(twilioAccountOf(undefined, { account_sid: SID_A, auth_token: 'x' })).toBeUndefined();
  });
});
