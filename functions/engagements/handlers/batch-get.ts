import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { engagementRoutes as routes } from '../routes';
import { batchCounts, batchKey, batchStatusOf } from '../batches';
import { BatchIdParamsSchema } from '../schemas';

export const handler = createHandler(routes.getBatch, { params: BatchIdParamsSchema }, async (request) => {
  const batch = await ports().store.get(batchKey(callerOf(request).orgId, request.params.batch_id), { consistent: true });
  // A batch that was never accepted does not exist for its caller.
  if (!batch || batchStatusOf(batch) !== 'accepted') throw notFound('Batch');
  return {
    status: 200,
    body: {
      id: batch.id,
      status: batch.completed_at ? 'completed' : 'processing',
      total: batch.total,
      counts: batchCounts(batch),
      created_at: batch.created_at,
      completed_at: batch.completed_at ?? null,
    },
  };
});
