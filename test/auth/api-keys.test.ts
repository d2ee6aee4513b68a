import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  KEY_PATTERN,
  KEY_PREFIX_LENGTH,
  generateApiKey,
  generateWebhookSecret,
  hashApiKey,
  keyPrefix,
  sameDigest,
  stageOfKey,
} from '../../functions/auth/api-keys';

/** Key format, generation and hashing (DESIGN §2), without a server. */

const LIVE = /^svc_sk_live_[0-9A-Za-z]{32,}$/;
const TEST = /^svc_sk_test_[0-9A-Za-z]{32,}$/;

describe('API key format', () => {
  it('production keys are svc_sk_live_ + at least 32 base62 characters, sandbox keys svc_sk_test_', () => {
    for (let i = 0; i < 50; i++) {
      const live = generateApiKey('production');
      const test = generateApiKey('sandbox');
      expect(live).toMatch(LIVE);
      expect(test).toMatch(TEST);
      expect(live).toMatch(KEY_PATTERN);
      expect(test).toMatch(KEY_PATTERN);
    }
  });

  it('KEY_PATTERN accepts both environments and rejects everything else', () => {
    const body = 'A'.repeat(32);
    expect(KEY_PATTERN.test(`svc_sk_live_${body}`)).toBe(true);
    expect(KEY_PATTERN.test(`svc_sk_test_${body}`)).toBe(true);
    for (const bad of [
      `svc_sk_prod_${body}`,
      `svc_sk_live_${'A'.repeat(31)}`, // too short
      `svc_sk_live_${'A'.repeat(31)}-`, // not base62
      `svc_sk_live_${'A'.repeat(31)}_`,
      `svc_sk_live_${'A'.repeat(31)}é`,
      ` svc_sk_live_${body}`,
      `svc_sk_live_${body} `,
      `svc_sk_live_${body}\n`,
      `SVC_SK_LIVE_${body}`,
      `whsec_live_${body}`,
      '',
    ]) {
      expect(KEY_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('stageOfKey maps live to production, test to sandbox, anything else to null', () => {
    expect(stageOfKey(generateApiKey('production'))).toBe('production');
    expect(stageOfKey(generateApiKey('sandbox'))).toBe('sandbox');
    expect(stageOfKey('svc_sk_live_short')).toBeNull();
    expect(stageOfKey('Bearer svc_sk_live_' + 'a'.repeat(40))).toBeNull();
  });

  it('keyPrefix is the first 16 characters, which never include more than 4 secret characters', () => {
    expect(KEY_PREFIX_LENGTH).toBe(16);
    const key = generateApiKey('production');
    expect(keyPrefix(key)).toHaveLength(16);
    expect(keyPrefix(key)).toBe(key.slice(0, 16));
    expect(keyPrefix(key).startsWith('svc_sk_live_')).toBe(true);
    expect(keyPrefix(generateApiKey('sandbox')).startsWith('svc_sk_test_')).toBe(true);
  });

  it('1,000 generated keys are distinct, and so are their prefixes almost always', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey('production'));
    expect(new Set(keys).size).toBe(1000);
    // 4 random base62 characters in the prefix: 62^4 ≈ 14.8 M values; 1,000 draws collide rarely.
    expect(new Set(keys.map(keyPrefix)).size).toBeGreaterThan(990);
  });

  it('the random part uses the whole base62 alphabet roughly uniformly', () => {
    const counts = new Map<string, number>();
    const samples = 2000;
    for (let i = 0; i < samples; i++) {
      for (const char of generateApiKey('sandbox').slice('svc_sk_test_'.length)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const expected = total / 62;
    for (const [char, count] of counts) {
      expect(Math.abs(count - expected) / expected, char).toBeLessThan(0.2);
    }
  });

  it('webhook secrets are whsec_live_ / whsec_test_ + random base62', () => {
    expect(generateWebhookSecret('production')).toMatch(/^whsec_live_[0-9A-Za-z]{32,}$/);
    expect(generateWebhookSecret('sandbox')).toMatch(/^whsec_test_[0-9A-Za-z]{32,}$/);
    expect(generateWebhookSecret('production')).not.toBe(generateWebhookSecret('production'));
  });
});

describe('hashApiKey and sameDigest', () => {
  it('hashApiKey is the lowercase hex SHA-256 of the key', () => {
    const key = generateApiKey('production');
    const hash = hashApiKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hash).not.toContain(key.slice(12));
  });

  it('different keys hash differently; the same key hashes the same', () => {
    const a = generateApiKey('production');
    const b = generateApiKey('production');
    expect(hashApiKey(a)).toBe(hashApiKey(a));
    expect(hashApiKey(a)).not.toBe(hashApiKey(b));
  });

  it('sameDigest is true only for equal, non-empty digests', () => {
    const a = hashApiKey('one');
    const b = hashApiKey('two');
    expect(sameDigest(a, a)).toBe(true);
    expect(sameDigest(a, a.toUpperCase())).toBe(true); // hex is case-insensitive
    expect(sameDigest(a, b)).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest(a, '')).toBe(false);
    expect(sameDigest('', a)).toBe(false);
    expect(sameDigest(a, a.slice(0, 62))).toBe(false); // shorter
    expect(sameDigest(a, `${a}00`)).toBe(false); // longer
    expect(sameDigest('zz', 'zz')).toBe(false); // not hex: decodes to nothing
  });
});
