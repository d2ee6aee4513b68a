import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSecretName, channelSettingsKey, organizationByNumber } from '../../functions/channels/settings';
import { secretsDirectory, storeFile } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { cli, jsonOf } from '../support/cli';

/**
 * `careloop channels …` as a child process over a temporary DATA_DIR: the settings land in the
 * production store without the token, the token in an owner-only file, a sender number belongs to
 * one organization, and the token is never printed.
 */

const TOKEN = '0f9e8d7c6b5a49382716afbecd012345';
const OTHER_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const SID = 'AC0123456789abcdef0123456789abcdef';
const TEMPLATE = 'HX0123456789abcdef0123456789abcdef';
let dataDir: string;
let orgA: string;
let orgB: string;
let tokenFile: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-cli-channels-'));
  tokenFile = path.join(dataDir, 'twilio-token.txt');
  writeFileSync(tokenFile, `${TOKEN}\n`);
  orgA = jsonOf(await cli(dataDir, 'org', 'create', '--name', 'Clinic A')).id;
  orgB = jsonOf(await cli(dataDir, 'org', 'create', '--name', 'Clinic B')).id;
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const withStore = async <T>(use: (store: SqliteStore) => Promise<T>): Promise<T> => {
  const store = SqliteStore.open(storeFile(dataDir, 'production'));
  try {
    return await use(store);
  } finally {
    store.close();
  }
};

const refused = async (args: string[], code: number, message: RegExp) => {
  const result = await cli(dataDir, 'channels', ...args);
  expect(result.code, result.stdout).toBe(code);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
  return result;
};

describe('careloop channels', () => {
  it('shows an organization without settings as not configured', async () => {
    expect(jsonOf(await cli(dataDir, 'channels', 'show', '--org', orgA))).toEqual({ stage: 'production', org_id: orgA, configured: false });
  });

  it('sets the account and senders: the token goes to the secret store only, and is never printed', async () => {
    const set = await cli(
      dataDir, 'channels', 'set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile,
      '--sms-from', '+14155550101', '--voice-from', '+14155550101', '--whatsapp-from', '+14155550102',
      '--whatsapp-template-sid', TEMPLATE, '--timezone', 'America/Chicago', '--inbound-protocol', 'ccm_checkin',
    );
    expect(set.stdout + set.stderr).not.toContain(TOKEN);
    expect(jsonOf(set)).toMatchObject({
      stage: 'production', configured: true, org_id: orgA, provider: 'twilio', account_sid: SID,
      sms_from: '+14155550101', voice_from: '+14155550101', whatsapp_from: '+14155550102',
      whatsapp_template_sid: TEMPLATE, timezone: 'America/Chicago', inbound_protocol: 'ccm_checkin', auth_token_stored: true, version: 1,
      secret_name: `careloop/production/channels/${orgA}`,
    });
    await withStore(async (store) => {
      expect(JSON.stringify(await store.get(channelSettingsKey(orgA)))).not.toContain(TOKEN);
      expect(await organizationByNumber(store, '+14155550101')).toBe(orgA);
      expect(await organizationByNumber(store, 'whatsapp:+14155550102')).toBe(orgA);
    });
    const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
    expect(JSON.parse((await secrets.get(channelSecretName('production', orgA)))!)).toEqual({ account_sid: SID, auth_token: TOKEN });
    for (const file of readdirSync(secretsDirectory(dataDir, 'production'))) {
      expect(statSync(path.join(secretsDirectory(dataDir, 'production'), file)).mode & 0o077).toBe(0);
    }
    const shown = await cli(dataDir, 'channels', 'show', '--org', orgA);
    expect(shown.stdout).not.toContain(TOKEN);
    expect(jsonOf(shown)).toMatchObject({ configured: true, sms_from: '+14155550101', auth_token_stored: true, version: 1 });
  });

  it('reads the token from CARELOOP_TWILIO_AUTH_TOKEN when no file is given', async () => {
    process.env.CARELOOP_TWILIO_AUTH_TOKEN = OTHER_TOKEN;
    try {
      const set = await cli(dataDir, 'channels', 'set', '--org', orgB, '--account-sid', SID, '--sms-from', '+14155550199');
      expect(set.stdout + set.stderr).not.toContain(OTHER_TOKEN);
      expect(jsonOf(set)).toMatchObject({ org_id: orgB, sms_from: '+14155550199', voice_from: null, auth_token_stored: true });
    } finally {
      delete process.env.CARELOOP_TWILIO_AUTH_TOKEN;
    }
    const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
    expect(JSON.parse((await secrets.get(channelSecretName('production', orgB)))!).auth_token).toBe(OTHER_TOKEN);
  });

  it("refuses a sender number another organization holds, naming it, and changes nothing", async () => {
    await refused(['set', '--org', orgB, '--account-sid', SID, '--auth-token-file', tokenFile, '--voice-from', '+14155550101'], 1, new RegExp(`\\+14155550101 is a sender of organization ${orgA}`));
    expect(jsonOf(await cli(dataDir, 'channels', 'show', '--org', orgB))).toMatchObject({ sms_from: '+14155550199', voice_from: null, version: 1 });
    await withStore(async (store) => expect(await organizationByNumber(store, '+14155550101')).toBe(orgA));
    const secrets = new FileSecretStore(secretsDirectory(dataDir, 'production'));
    expect(JSON.parse((await secrets.get(channelSecretName('production', orgB)))!).auth_token).toBe(OTHER_TOKEN);
  });

  it('a new setting replaces the old one and releases the senders it no longer names', async () => {
    expect(jsonOf(await cli(dataDir, 'channels', 'set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile, '--whatsapp-from', '+14155550102'))).toMatchObject({
      sms_from: null, voice_from: null, whatsapp_from: '+14155550102', timezone: null, version: 2,
    });
    expect(jsonOf(await cli(dataDir, 'channels', 'set', '--org', orgB, '--account-sid', SID, '--auth-token-file', tokenFile, '--voice-from', '+14155550101'))).toMatchObject({
      org_id: orgB, voice_from: '+14155550101', version: 2,
    });
  });

  it('refuses bad settings with status 2', async () => {
    await refused(['set', '--org', orgA, '--account-sid', SID, '--sms-from', '+14155550101'], 2, /--auth-token-file \(or CARELOOP_TWILIO_AUTH_TOKEN\) is required/);
    await refused(['set', '--org', orgA, '--account-sid', 'AC123', '--auth-token-file', tokenFile], 2, /--account-sid/);
    await refused(['set', '--org', orgA, '--auth-token-file', tokenFile], 2, /--account-sid is required/);
    await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile, '--sms-from', '4155550101'], 2, /--sms-from/);
    await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile, '--whatsapp-template-sid', 'MG0123'], 2, /--whatsapp-template-sid/);
    await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile, '--timezone', 'Mars/Olympus'], 2, /--timezone/);
    await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token-file', tokenFile, '--inbound-protocol', 'custom'], 2, /--inbound-protocol/);
  }, 120_000);

  it('refuses the sandbox (status 2) and an unknown organization (status 1)', async () => {
    await refused(['set', '--org', orgA, '--env', 'sandbox', '--account-sid', SID, '--auth-token-file', tokenFile], 2, /production stage only/);
    await refused(['set', '--org', 'org_00000000000000000000000000', '--account-sid', SID, '--auth-token-file', tokenFile], 1, /does not exist/);
    await refused(['show', '--org', 'org_00000000000000000000000000'], 1, /does not exist/);
  }, 120_000);

  it('never echoes a token, and takes none from the command line', async () => {
    const badTokenFile = path.join(dataDir, 'bad-token.txt');
    writeFileSync(badTokenFile, 'has a space in it\n');
    const bad = await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token-file', badTokenFile], 2, /auth token/);
    expect(bad.stderr).not.toContain('has a space in it');
    // No --auth-token argument exists: a token cannot be given on the command line.
    const argument = await refused(['set', '--org', orgA, '--account-sid', SID, '--auth-token', TOKEN], 2, /Unknown option '--auth-token'/);
    expect(argument.stderr).not.toContain(TOKEN);
  }, 120_000);
});
