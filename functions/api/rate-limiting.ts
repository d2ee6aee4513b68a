import type { RouteDefinition } from './route-definition';
import type { RateLimitDecision } from './rate-limit/arithmetic';
import { consumeBucket, consumeWindow } from './rate-limit/limiter';
import {
  ENGAGEMENT_WINDOW_LIMITS,
  FAILED_AUTH_LIMIT_PER_ADDRESS,
  PUBLIC_LIMIT_PER_ADDRESS,
  TIER_BUCKETS,
} from './rate-limit/policies';
import type { Store } from '../core/storage/port';
import type { ApiRequest } from './types';

/** Which counter a request is charged to (DESIGN §5). Counter names never hold a key. */

const addressCounter = (sourceIp: string, purpose: string): string => `ip#${sourceIp || 'unknown'}#${purpose}`;

export const enforceRateLimit = (
  store: Store,
  route: RouteDefinition,
  request: ApiRequest<unknown, unknown, unknown>,
  cost = 1,
): Promise<RateLimitDecision> => {
  const now = Date.now();
  if (route.rateLimit === 'public' || !request.caller) {
    return consumeWindow(store, addressCounter(request.sourceIp, 'public'), PUBLIC_LIMIT_PER_ADDRESS, now, cost);
  }
  const { orgId, tier } = request.caller;
  if (route.rateLimit === 'proxy') return consumeBucket(store, `org#${orgId}#proxy`, TIER_BUCKETS[tier], Date.now, cost);
  return consumeWindow(store, `org#${orgId}#${route.rateLimit}`, ENGAGEMENT_WINDOW_LIMITS[route.rateLimit], now, cost);
};

export const recordFailedAuthentication = (store: Store, sourceIp: string): Promise<RateLimitDecision> =>
  consumeWindow(store, addressCounter(sourceIp, 'auth-failures'), FAILED_AUTH_LIMIT_PER_ADDRESS, Date.now());
