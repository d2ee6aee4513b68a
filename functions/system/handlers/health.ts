import { unavailable } from '../../core/errors';
import { proxyOk } from '../../api/envelopes';
import { createHandler } from '../../api/handler';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { systemRoutes as routes } from '../routes';
import { SERVICE_VERSION } from '../version';
import { withDeadline } from '../../core/deadline';

/** A store that does not answer within this is reported unavailable (never a hang). */
const STORE_DEADLINE_MS = 2_000;

/** Reads one well-known key: proves the stage's store answers, shows no tenant data. */
export const handler = createHandler(routes.health, {}, async () => {
  const { store, stage } = ports();
  try {
    await withDeadline(store.get({ pk: 'HEALTH', sk: 'HEALTH' }), STORE_DEADLINE_MS, 'store health check');
  } catch (error) {
    logger.error('Store unreachable', { reason: (error as Error).name });
    throw unavailable('The service cannot reach its data store');
  }
  const data = { service: 'careloop', stage, version: SERVICE_VERSION, time: new Date().toISOString(), checks: { store: 'ok' } };
  return { status: 200, body: proxyOk(data) };
});
