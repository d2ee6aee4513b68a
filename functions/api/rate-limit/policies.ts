import type { RateLimitGroup } from '../route-definition';
import type { Tier } from '../types';
import type { BucketPolicy } from './arithmetic';

/** Per organization and stage, per one-minute window (SPEC "Limits"). */
export const ENGAGEMENT_WINDOW_LIMITS: Record<Exclude<RateLimitGroup, 'proxy' | 'public'>, number> = {
  creation: 100,
  patients: 200,
  reads: 500,
  management: 50,
};

/** Proxy tiers (SPEC "Limits"): refill rate per minute and burst. */
export const TIER_BUCKETS: Record<Tier, BucketPolicy> = {
  standard: { ratePerMinute: 60, burst: 100 },
  scale: { ratePerMinute: 300, burst: 500 },
  enterprise: { ratePerMinute: 1_000, burst: 2_000 },
};

/** Per client address and minute: routes that need no key. */
export const PUBLIC_LIMIT_PER_ADDRESS = 120;

/** Per client address and minute: requests that fail authentication (DESIGN §5). */
export const FAILED_AUTH_LIMIT_PER_ADDRESS = 60;
