import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Stage } from '../core/config';

/**
 * API keys and webhook secrets: their format, generation and hashing. Pure (crypto only).
 * A key is `svc_sk_live_` or `svc_sk_test_` followed by 40 random base62 characters (about 238
 * bits); only its SHA-256 is stored. A plain hash is enough here because the secret is long and
 * random: there is no dictionary to try against it.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_RANDOM_LENGTH = 40;
const SECRET_RANDOM_LENGTH = 32;
export const KEY_PREFIX_LENGTH = 16;

export const KEY_PATTERN = /^svc_sk_(live|test)_[0-9A-Za-z]{32,128}$/;

/** Uniform base62 characters by rejection sampling (no modulo bias). */
export const randomBase62 = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
};

const environmentTag = (stage: Stage): 'live' | 'test' => (stage === 'production' ? 'live' : 'test');

export const generateApiKey = (stage: Stage): string => `svc_sk_${environmentTag(stage)}_${randomBase62(KEY_RANDOM_LENGTH)}`;

export const generateWebhookSecret = (stage: Stage): string =>
  `whsec_${environmentTag(stage)}_${randomBase62(SECRET_RANDOM_LENGTH)}`;

export const keyPrefix = (apiKey: string): string => apiKey.slice(0, KEY_PREFIX_LENGTH);

export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey, 'utf8').digest('hex');

/** The stage a well-formed key belongs to, or null for anything that is not a key. */
export const stageOfKey = (apiKey: string): Stage | null => {
  const match = KEY_PATTERN.exec(apiKey);
  if (!match) return null;
  return match[1] === 'live' ? 'production' : 'sandbox';
};

export const webhookSecretPrefix = (stage: Stage): string => `whsec_${environmentTag(stage)}_`;

/** Constant-time comparison of two hex digests of equal length. */
export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
};
