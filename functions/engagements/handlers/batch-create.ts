import { newId } from '../../core/ids';
import { rateLimitExceeded } from '../../core/errors';
import { createHandler } from '../../core/http/handler';
import { withOptionalIdempotency } from '../../core/http/idempotency';
import { callerOf } from '../../core/http/types';
import { toFieldError } from '../../core/http/validation';
import { rateLimitHeaders } from '../../core/rate-limit/arithmetic';
import { consumeWindow } from '../../core/rate-limit/limiter';
import { ENGAGEMENT_WINDOW_LIMITS } from '../../core/rate-limit/policies';
import { ports } from '../../core/runtime';
import type { Store } from '../../core/storage/port';
import { routes } from '../../routes';
import { batchCreationWrite, newBatchItem } from '../batches';
import { type PreparedEngagement, prepareEngagement } from '../create';
import { type EngagementCreate, EngagementCreateSchema } from '../request-schemas';
import { BatchCreateSchema } from '../schemas';

/** Engagements per transaction: two writes each plus the batch counter, within DynamoDB's 100. */
const PER_TRANSACTION = 45;
const PARALLEL_TRANSACTIONS = 4;

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

const writeInChunks = async (store: Store, orgId: string, batchId: string, prepared: PreparedEngagement[]): Promise<void> => {
  const chunks: PreparedEngagement[][] = [];
  for (let i = 0; i < prepared.length; i += PER_TRANSACTION) chunks.push(prepared.slice(i, i + PER_TRANSACTION));
  for (let i = 0; i < chunks.length; i += PARALLEL_TRANSACTIONS) {
    await Promise.all(
      chunks.slice(i, i + PARALLEL_TRANSACTIONS).map((chunk) =>
        store.transactWrite([...chunk.flatMap((p) => p.writes), batchCreationWrite(orgId, batchId, chunk.length)]),
      ),
    );
  }
};

export const handler = createHandler(routes.createBatch, { body: BatchCreateSchema }, async (request) => {
  const { orgId } = callerOf(request);
  const { store } = ports();
  const requests = validateAll(request.body.engagements);
  const create = async () => {
    await chargeExtraCreations(store, orgId, requests.length - 1);
    const now = new Date();
    const batchId = newId('bat', now.getTime());
    const prepared: PreparedEngagement[] = [];
    for (const [index, item] of requests.entries()) {
      prepared.push(await prepareEngagement(store, orgId, item, now, batchId, `engagements[${index}].protocol`));
    }
    await store.put({ ...newBatchItem(orgId, batchId, requests.length, now) }, { condition: { notExists: 'pk' } });
    await writeInChunks(store, orgId, batchId, prepared);
    return { status: 202, body: { id: batchId, status: 'processing', total: requests.length } };
  };
  return withOptionalIdempotency(store, request, { orgId, routeId: routes.createBatch.id }, create);
});

