import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, isValidCidr } from '../../functions/auth/ip-allowlist';
import { createKey } from '../../functions/auth/key-store';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { expectEngagementError, expectRateLimitHeaders } from './helpers';

/**
 * IP allowlists over HTTP (DESIGN §2): per organization and stage, IPv4 and IPv6 CIDRs, an empty
 * list disables it, a list that would lock out the caller is refused unless forced. The test
 * client reaches the stage from 127.0.0.1 (the socket's address is the source IP locally).
 */

let stage: TestStage;

beforeAll(async () => {
  stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0' } });
});
afterAll(() => stage.stop());

const getAllowlist = (key: string) => request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key });
const setAllowlist = (key: string, body: unknown) => request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key, body });
const DISABLED = { allowed_cidrs: [], enabled: false, updated_at: null };

describe('reading and setting', () => {
  let org: TestOrganization;
  beforeAll(async () => {
    org = await stage.onboard({ name: 'Allowlisted' });
  });

  it('is disabled by default: {allowed_cidrs: [], enabled: false, updated_at: null}', async () => {
    const result = await getAllowlist(org.apiKey);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual(DISABLED);
  });

  it("accepts a list with the caller's own address: 200 {allowed_cidrs, enabled: true, updated_at}; requests still work", async () => {
    const before = Date.now();
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['127.0.0.1/32'] });
    expect(result.status, result.text).toBe(200);
    expectRateLimitHeaders(result);
    expect(result.body).toEqual({ allowed_cidrs: ['127.0.0.1/32'], enabled: true, updated_at: expect.any(String) });
    expect(Date.parse(result.body.updated_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(result.body.updated_at)).toBeLessThanOrEqual(Date.now() + 1_000);
    const read = await getAllowlist(org.apiKey);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(result.body);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
  });

  it('refuses a list that would lock the caller out (400) and changes nothing', async () => {
    const before = (await getAllowlist(org.apiKey)).body;
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['10.0.0.0/8'] });
    expect(result.status, result.text).toBe(400);
    expect(result.body.error).toMatchObject({ status: 400, code: expect.stringMatching(/^invalid_(field|request)$/) });
    expect(result.body.error.message).toMatch(/force/);
    const forcedFalse = await setAllowlist(org.apiKey, { allowed_cidrs: ['10.0.0.0/8'], force: false });
    expect(forcedFalse.status).toBe(400);
    expect((await getAllowlist(org.apiKey)).body).toEqual(before);
  });

  it('accepts IPv6 CIDRs beside IPv4 ones', async () => {
    const cidrs = ['127.0.0.0/8', '::1/128', '2001:db8::/32', 'fd00::/8', '2001:db8:1:2:3:4:5:6/128'];
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: cidrs });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ allowed_cidrs: cidrs, enabled: true });
    expect((await getAllowlist(org.apiKey)).body.allowed_cidrs).toEqual(cidrs);
  });

  it('an IPv6-only list does not include the IPv4 caller: refused without force', async () => {
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['::1/128', '::/0'] });
    expect(result.status, result.text).toBe(400);
  });

  it('an empty array disables the allowlist', async () => {
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: [] });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ allowed_cidrs: [], enabled: false, updated_at: expect.any(String) });
    expect((await getAllowlist(org.apiKey)).body.enabled).toBe(false);
    // An empty list needs no force even though it "includes" no address.
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey })).status).toBe(200);
  });
});

describe('validation', () => {
  let org: TestOrganization;
  beforeAll(async () => {
    org = await stage.onboard({ name: 'Validating' });
  });

  it('refuses invalid CIDRs: 400 invalid_field naming allowed_cidrs[i], with provided and expected', async () => {
    for (const bad of ['300.1.1.1/8', '10.0.0.0/33', 'hello', '::/129', '10.0.0.0/', '/8', '10.0.0.0/8/8', '2001:db8::g/32']) {
      const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['127.0.0.1/32', bad] });
      expectEngagementError(result, 400, 'invalid_field');
      expect(result.body.error.details, bad).toEqual({ field: 'allowed_cidrs[1]', provided: bad, expected: expect.any(String) });
    }
    expect((await getAllowlist(org.apiKey)).body).toEqual(DISABLED);
  });

  it('names the first invalid entry when several are invalid', async () => {
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['hello', '300.1.1.1/8'] });
    expectEngagementError(result, 400, 'invalid_field');
    expect(result.body.error.details).toMatchObject({ field: 'allowed_cidrs[0]', provided: 'hello' });
  });

  // Regression (fixed in 3d475e3): ipaddr.js reads the legacy inet_aton forms, so '010.0.0.0/8'
  // was accepted as octal, i.e. 8.0.0.0/8 (the netmask CVE-2021-28918 class of bug), and '1' or
  // '127.1' as single hosts. None is a CIDR: 400 invalid_field.
  it('refuses non-canonical IPv4 forms (leading zeros, octal, hex, fewer than four parts)', async () => {
    // Its own organization: an accepted entry (with force) would lock the caller out.
    const own = await stage.onboard({ name: 'Non-canonical' });
    for (const bad of ['010.0.0.0/8', '0x7f.0.0.1/32', '127.1', '1']) {
      const result = await setAllowlist(own.apiKey, { allowed_cidrs: ['127.0.0.0/8', bad] });
      expect(result.status, `${bad}: ${result.text}`).toBe(400);
    }
  });

  it('refuses a body that is not JSON: 400 invalid_request', async () => {
    const result = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', {
      key: org.apiKey,
      rawBody: '{"allowed_cidrs": [',
      headers: { 'content-type': 'application/json' },
    });
    expectEngagementError(result, 400, 'invalid_request');
  });

  it('refuses a missing body: 400', async () => {
    const result = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, headers: { 'content-type': 'application/json' } });
    expect(result.status, result.text).toBe(400);
    expect(result.body.error.status).toBe(400);
  });

  it('refuses another content type: 415 unsupported_media_type', async () => {
    const result = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', {
      key: org.apiKey,
      rawBody: JSON.stringify({ allowed_cidrs: [] }),
      headers: { 'content-type': 'text/plain' },
    });
    expectEngagementError(result, 415, 'unsupported_media_type');
  });

  it('accepts application/json with a charset', async () => {
    const result = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', {
      key: org.apiKey,
      rawBody: JSON.stringify({ allowed_cidrs: [] }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(result.status, result.text).toBe(200);
  });

  it('refuses an unknown field: 400 invalid_field naming it', async () => {
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: [], enable: true });
    expectEngagementError(result, 400, 'invalid_field');
    expect(result.body.error.details.field).toBe('enable');
  });

  it('refuses a missing or mistyped allowed_cidrs, and a non-boolean force', async () => {
    const missing = await setAllowlist(org.apiKey, {});
    expectEngagementError(missing, 400, 'missing_field');
    expect(missing.body.error.details.field).toBe('allowed_cidrs');
    const notArray = await setAllowlist(org.apiKey, { allowed_cidrs: '127.0.0.1/32' });
    expectEngagementError(notArray, 400, 'invalid_field');
    expect(notArray.body.error.details.field).toBe('allowed_cidrs');
    const notString = await setAllowlist(org.apiKey, { allowed_cidrs: [2130706433] });
    expectEngagementError(notString, 400, 'invalid_field');
    expect(notString.body.error.details.field).toBe('allowed_cidrs[0]');
    const force = await setAllowlist(org.apiKey, { allowed_cidrs: [], force: 'yes' });
    expectEngagementError(force, 400, 'invalid_field');
    expect(force.body.error.details.field).toBe('force');
    const array = await request(stage.url, 'POST', '/v1/auth/ip-allowlist', { key: org.apiKey, body: ['127.0.0.1/32'] });
    expect(array.status).toBe(400);
    expect((await getAllowlist(org.apiKey)).body).toMatchObject({ enabled: false, allowed_cidrs: [] });
  });
});

describe('enforcement', () => {
  it('a forced list without the caller locks it out: 403 ip_not_allowed on every route, for every key of the organization', async () => {
    const org = await stage.onboard({ name: 'Locked out' });
    const other = await stage.onboard({ name: 'Neighbour' });
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'production');
    const result = await setAllowlist(org.apiKey, { allowed_cidrs: ['10.0.0.0/8'], force: true });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ allowed_cidrs: ['10.0.0.0/8'], enabled: true });

    for (const [method, path] of <[string, string][]>[
      ['GET', '/v1/auth/keys'],
      ['GET', '/v1/auth/ip-allowlist'],
      ['POST', `/v1/auth/keys/${org.keyId}/rotate`],
    ]) {
      expectEngagementError(await request(stage.url, method, path, { key: org.apiKey }), 403, 'ip_not_allowed');
    }
    expectEngagementError(await setAllowlist(org.apiKey, { allowed_cidrs: [] }), 403, 'ip_not_allowed');
    expectEngagementError(await getAllowlist(readOnly.api_key), 403, 'ip_not_allowed');
    expectEngagementError(
      await request(stage.url, 'GET', '/v1/auth/ip-allowlist', { key: org.apiKey, scheme: 'headers', orgId: org.id }),
      403,
      'ip_not_allowed',
    );
    // Another organization is not affected.
    expect((await getAllowlist(other.apiKey)).body).toEqual(DISABLED);
  });

  it('allowing the caller again through the store lets it back in', async () => {
    const org = await stage.onboard({ name: 'Back in' });
    expect((await setAllowlist(org.apiKey, { allowed_cidrs: ['192.0.2.0/24'], force: true })).status).toBe(200);
    expect((await getAllowlist(org.apiKey)).status).toBe(403);
    await stage.store.update(
      { pk: `ORG#${org.id}`, sk: 'ORG' },
      { set: { ip_allowlist: { allowed_cidrs: ['192.0.2.0/24', '127.0.0.0/8'], enabled: true, updated_at: new Date().toISOString() } } },
    );
    expect((await getAllowlist(org.apiKey)).status).toBe(200);
  });

  it('an address-matching list lets requests through with either scheme', async () => {
    const org = await stage.onboard({ name: 'Matching' });
    expect((await setAllowlist(org.apiKey, { allowed_cidrs: ['10.0.0.0/8', '127.0.0.0/8'] })).status).toBe(200);
    expect((await getAllowlist(org.apiKey)).status).toBe(200);
    expect((await request(stage.url, 'GET', '/v1/auth/keys', { key: org.apiKey, scheme: 'headers', orgId: org.id })).status).toBe(200);
  });

  // Regression (fixed in 3d475e3): an allowlist denial had no rate-limit decision, so no headers.
  it('an ip_not_allowed 403 carries the rate-limit headers', async () => {
    const org = await stage.onboard({ name: 'Headers' });
    expect((await setAllowlist(org.apiKey, { allowed_cidrs: ['10.0.0.0/8'], force: true })).status).toBe(200);
    const result = await getAllowlist(org.apiKey);
    expectEngagementError(result, 403, 'ip_not_allowed');
    expectRateLimitHeaders(result);
  });
});

describe('addressAllowed and isValidCidr (unit)', () => {
  it('matches an IPv4-mapped IPv6 client address as the IPv4 address it carries', () => {
    expect(addressAllowed('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(addressAllowed('::ffff:10.1.2.3', ['127.0.0.0/8'])).toBe(false);
    expect(addressAllowed('::ffff:7f00:1', ['127.0.0.0/8'])).toBe(true); // the same address in hex
  });

  it('matches an IPv4 client against an IPv4-mapped IPv6 range', () => {
    expect(addressAllowed('127.0.0.1', ['::ffff:127.0.0.0/104'])).toBe(true);
    expect(addressAllowed('10.0.0.1', ['::ffff:127.0.0.0/104'])).toBe(false);
  });

  it('never matches across families', () => {
    expect(addressAllowed('127.0.0.1', ['::/0'])).toBe(false);
    expect(addressAllowed('127.0.0.1', ['::1/128'])).toBe(false);
    expect(addressAllowed('::1', ['0.0.0.0/0'])).toBe(false);
    expect(addressAllowed('2001:db8::1', ['127.0.0.0/8'])).toBe(false);
  });

  it('matches IPv6 ranges and bare addresses', () => {
    expect(addressAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(addressAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(addressAllowed('::1', ['::1/128'])).toBe(true);
    expect(addressAllowed('::1', ['::1'])).toBe(true);
    expect(addressAllowed('192.0.2.7', ['192.0.2.7'])).toBe(true);
    expect(addressAllowed('192.0.2.8', ['192.0.2.7'])).toBe(false);
  });

  it('range boundaries', () => {
    expect(addressAllowed('10.255.255.255', ['10.0.0.0/8'])).toBe(true);
    expect(addressAllowed('11.0.0.0', ['10.0.0.0/8'])).toBe(false);
    expect(addressAllowed('203.0.113.1', ['0.0.0.0/0'])).toBe(true);
  });

  it('refuses an empty list, an unparsable source address and skips invalid entries', () => {
    expect(addressAllowed('127.0.0.1', [])).toBe(false);
    expect(addressAllowed('', ['0.0.0.0/0'])).toBe(false);
    expect(addressAllowed('not an ip', ['0.0.0.0/0'])).toBe(false);
    expect(addressAllowed('127.0.0.1', ['hello', '127.0.0.0/8'])).toBe(true);
    expect(addressAllowed('127.0.0.1', ['hello'])).toBe(false);
  });

  it('isValidCidr accepts IPv4 and IPv6 CIDRs and refuses invalid ones', () => {
    for (const good of ['10.0.0.0/8', '0.0.0.0/0', '255.255.255.255/32', '::/0', '::1/128', '2001:db8::/32']) expect(isValidCidr(good), good).toBe(true);
    for (const bad of ['300.1.1.1/8', '10.0.0.0/33', 'hello', '', '::/129', '10.0.0.0/-1', '1.2.3.4.5/8']) expect(isValidCidr(bad), bad).toBe(false);
  });
});
