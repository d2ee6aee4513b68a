import { expect } from 'vitest';
import type { HttpResult } from '../support/local-stage';

/** Shared assertions for the auth tests. */

/** The engagement-interface error envelope with the given status and code. */
export const expectEngagementError = (result: HttpResult, status: number, code: string): void => {
  expect(result.status, result.text).toBe(status);
  expect(result.body).toEqual({
    error: { code, message: expect.any(String), status, details: expect.any(Object) },
  });
  expect(result.body.error.message.length).toBeGreaterThan(0);
};

/** X-RateLimit-Limit/Remaining/Reset present as non-negative integers (DESIGN §5). */
export const expectRateLimitHeaders = (result: HttpResult): void => {
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    const value = result.headers.get(name) ?? '(missing)';
    expect(value, `${name} on a ${result.status} (${result.text})`).toMatch(/^\d+$/);
  }
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const API_KEY_RECORD_FIELDS = ['created_at', 'environment', 'expires_at', 'id', 'last_used_at', 'prefix', 'scope'];
