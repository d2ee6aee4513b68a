import { newId } from '../../core/ids';
import { rateLimitExceeded } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { IDEMPOTENCY_RETENTION_SECONDS, idempotencyKeyOf, idempotentId, withOptionalIdempotency } from '../../api/idempotency';
import { callerOf } from '../../api/types';
import { toFieldError } from '../../api/validation';
import { rateLimitHeaders } from '../../api/rate-limit/arithmetic';
import { consumeWindow } from '../../api/rate-limit/limiter';
import { ENGAGEMENT_WINDOW_LIMITS } from '../../api/rate-limit/policies';
import { ports } from '../../core/runtime';
import { ConditionFailedError, type Store } from '../../core/storage/port';
import { engagementRoutes as routes } from '../routes';
import { acceptBatch, batchKey, batchStatusOf, newBatchItem, stageEngagements } from '../batches';
import { prepareEngagement } from '../create';
import type { EngagementItem } from '../schemas';
import { type EngagementCreate, EngagementCreateSchema } from '../request-schemas';
import { BatchCreateSchema } from '../schemas';

const validateAll = (items: unknown[]): EngagementCreate[] =>
  items.map((item, index) => {
    const result = EngagementCreateSchema.safeParse(item);
    if (!result.success) throw toFieldError(result.error.issues, item, `engagements[${index}]`);
    return result.data;
  });

/** Each engagement of a batch counts as one creation (DESIGN §5); the request itself paid for one. */
const chargeExtraCreations = async (store: Store, orgId: string, count: number): Promise<void> => {
  if (count <= 0) return;
  const decision = await consumeWindow(store, `org#${orgId}#creation`, ENGAGEMENT_WINDOW_LIMITS.creation, Date.now(), count);
  if (!decision.allowed) {
    const error = rateLimitExceeded(decision.retryAfterSeconds ?? 60);
    Object.assign(error.headers, rateLimitHeaders(decision));
    throw error;
  }
};

/**
 * The batch's id: with an Idempotency-Key, the one every retry of this request gets, so that a
 * retry after a failure finishes the same batch instead of creating another.
 */
const batchIdOf = (request: { headers: Record<string, string>; body: unknown }, orgId: string, now: Date): string => {
  const key = idempotencyKeyOf(request.headers);
  return key ? `bat_${idempotentId({ orgId, routeId: routes.createBatch.id, key, body: request.body }, 26)}` : newId('bat', now.getTime());
};

const accepted = (batchId: string, total: number) => ({ status: 202, body: { id: batchId, status: 'processing', total } });

/**
 * Stages every engagement, then accepts the batch in one conditional write (functions/engagements/batches.ts):
 * a failure before the acceptance leaves nothing that could start; a retry finishes the staged batch.
 */
export const handler = createHandler(routes.createBatch, { body: BatchCreateSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const requests = validateAll(request.body.engagements);
  const create = async () => {
    const now = new Date();
    let batchId = batchIdOf(request, orgId, now);
    let existing = await store.get(batchKey(orgId, batchId), { consistent: true });
    if (existing && batchStatusOf(existing) === 'accepted') {
      const age = now.getTime() - Date.parse(existing.created_at as string);
      if (age < IDEMPOTENCY_RETENTION_SECONDS * 1000) return accepted(batchId, requests.length);
      // The key's day is over: the same key and body again is a new batch.
      batchId = newId('bat', now.getTime());
      existing = undefined;
    }
    // A retry of a staged batch has paid for its engagements already.
    if (!existing) await chargeExtraCreations(store, orgId, requests.length - 1);
    const engagements: EngagementItem[] = [];
    for (const [index, item] of requests.entries()) {
      engagements.push((await prepareEngagement(store, orgId, item, now, batchId, `engagements[${index}].protocol`)).engagement);
    }
    try {
      await store.put(newBatchItem(orgId, batchId, requests.length, now), { condition: { or: [{ notExists: 'pk' }, { eq: ['status', 'staging'] }] } });
    } catch (error) {
      if (error instanceof ConditionFailedError) return accepted(batchId, requests.length); // accepted meanwhile by a concurrent retry
      throw error;
    }
    await stageEngagements(store, orgId, batchId, engagements, now);
    if (!(await acceptBatch(store, orgId, batchId, now))) {
      const batch = await store.get(batchKey(orgId, batchId), { consistent: true });
      if (!batch || batchStatusOf(batch) !== 'accepted') throw new Error(`Batch ${batchId} was neither staging nor accepted`);
    }
    return accepted(batchId, requests.length);
  };
  return withOptionalIdempotency(store, request, { orgId, routeId: routes.createBatch.id }, create);
});
