import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Stage, config, resetConfig } from '../functions/core/config';
import { logger } from '../functions/core/logger';
import { installPorts } from '../functions/core/runtime';
import type { Store } from '../functions/core/storage/port';
import { SqliteStore } from '../functions/core/storage/sqlite-store';
import { type RouteDefinition, stageRoutes } from '../functions/routes';
import { allQueueConsumers, allStreamConsumers, queueDefinitions, recurringSchedules } from '../functions/consumers';
import { type Poller, QueueWakeups, startQueuePoller, startStreamPoller } from './pollers';
import type { Meter } from './meter';
import { SqliteQueues } from '../functions/core/queue/sqlite-queues';
import { installQueues } from '../functions/core/runtime-queues';
import { installScheduler } from '../functions/core/runtime-scheduler';
import { LocalScheduler } from '../functions/core/scheduler/local-scheduler';
import { FileBus } from '../functions/core/event-bus/file-bus';
import { installEventBus } from '../functions/core/runtime-event-bus';
import { type LocalApi, startLocalApi } from './api-gateway';
import { FileSecretStore } from '../functions/core/secrets/file-secrets';
import { installSecrets } from '../functions/core/runtime-secrets';
import { seedSandboxOrganizations } from '../functions/ehr/seeding';
import { type EmfDocument, EmfMetrics } from '../functions/core/metrics/emf-metrics';
import { MetricTotals } from '../functions/core/metrics/totals';
import { installMetrics } from '../functions/core/runtime-metrics';

/**
 * One stage of the local runtime in this process: the embedded adapters under
 * `DATA_DIR/<stage>`, installed as the handlers' ports, and the API-Gateway-shaped server.
 * A process serves one stage, as a Lambda container belongs to one stack.
 */

export interface LocalStageOptions {
  stage: Stage;
  port: number;
  host: string;
  dataDir: string;
  /** Repository root (route entries are relative to it). */
  root: string;
  /** Defaults to every route; tests may add their own. */
  routes?: RouteDefinition[];
  /** Another store instead of the embedded one (benchmarks run the stage over DynamoDB Local). */
  store?: Store;
  /** Counts store, queue and function use in billing units (benchmarks). */
  meter?: Meter;
  /** Another clock than the system's for the handlers (`Ports.now`) and the seeding (tests of date-dependent behaviour). */
  now?: () => Date;
  /** Wraps the store the handlers get, keeping the embedded change feed (tests inject failures). */
  wrapStore?: (store: Store) => Store;
}

export interface LocalStage extends LocalApi {
  stage: Stage;
  store: Store;
  bus: FileBus;
  queues: SqliteQueues;
  scheduler: LocalScheduler;
}

const SWEEP_INTERVAL_MS = 60_000;

export const storeFile = (dataDir: string, stage: Stage): string => path.join(dataDir, stage, 'store.db');

/** Where the local secret store keeps a stage's secrets (EHR credentials). */
export const secretsDirectory = (dataDir: string, stage: Stage): string => path.join(dataDir, stage, 'secrets');

/** Set when the local runtime chose `PUBLIC_BASE_URL` itself (so a later run on another port chooses again). */
const DEFAULTED = 'CARELOOP_PUBLIC_BASE_URL_DEFAULTED';

/**
 * Production's `PUBLIC_BASE_URL` (where Twilio calls back, and what its signatures are checked
 * against) is, unless configured, the local stage's own address `http://HOST:PORT`.
 */
const defaultPublicBaseUrl = (stage: Stage, url: string): void => {
  if (stage !== 'production' || (process.env.PUBLIC_BASE_URL && !process.env[DEFAULTED])) return;
  process.env.PUBLIC_BASE_URL = url;
  process.env[DEFAULTED] = '1';
  resetConfig();
};

/**
 * Where a local stage's metrics go: into the running totals `GET /local/metrics` serves, and as
 * EMF lines on stdout (what Lambda writes) only at LOG_LEVEL=DEBUG, to keep the terminal readable.
 */
const localMetricsWriter = (totals: MetricTotals) => {
  const printed = config().LOG_LEVEL === 'DEBUG';
  return (document: EmfDocument): void => {
    totals.record(document);
    if (printed) process.stdout.write(`${JSON.stringify(document)}\n`);
  };
};

export const startLocalStage = async (options: LocalStageOptions): Promise<LocalStage> => {
  process.env.STAGE = options.stage;
  resetConfig();
  logger.appendPersistentKeys({ stage: options.stage });
  mkdirSync(path.join(options.dataDir, options.stage), { recursive: true });
  const embedded = options.store ? undefined : SqliteStore.open(storeFile(options.dataDir, options.stage));
  const meter = options.meter;
  const unmeteredStore = options.store ?? (embedded as SqliteStore);
  const meteredStore = meter ? meter.store(unmeteredStore) : unmeteredStore;
  const store = options.wrapStore ? options.wrapStore(meteredStore) : meteredStore;
  installPorts({ stage: options.stage, store, ...(options.now ? { now: options.now } : {}) });
  const stageDir = path.join(options.dataDir, options.stage);
  const queues = SqliteQueues.open(path.join(stageDir, 'queues.db'), queueDefinitions());
  // Messages a previous run of this stage had received and not finished: that run is gone.
  const released = queues.releaseInFlight();
  if (released) logger.info('Released messages left in flight by the previous run', { released });
  const wakeups = new QueueWakeups();
  const meteredQueues = wakeups.wrap(meter ? meter.queues(queues) : queues);
  installQueues(meteredQueues);
  const scheduler = new LocalScheduler({ file: path.join(stageDir, 'schedules.db'), queues: meteredQueues });
  installScheduler(scheduler);
  for (const recurring of recurringSchedules) {
    if (!(await scheduler.get(recurring.name))) await scheduler.create(recurring);
  }
  scheduler.start();
  const bus = new FileBus(path.join(stageDir, 'event-bus.jsonl'));
  installEventBus(bus);
  installSecrets(new FileSecretStore(secretsDirectory(options.dataDir, options.stage)));
  const metricTotals = new MetricTotals(options.stage);
  installMetrics(new EmfMetrics({ stage: options.stage, write: localMetricsWriter(metricTotals) }));
  if (options.stage === 'sandbox') {
    const seeding = await seedSandboxOrganizations(store, options.now?.());
    if (seeding.seeded) logger.info('Synthetic EHR panel seeded', seeding);
  }
  const onInvocation = meter ? (id: string, ms: number) => meter.invocation(id, ms) : undefined;
  const api = await startLocalApi({
    routes: options.routes ?? stageRoutes(options.stage),
    root: options.root,
    port: options.port,
    host: options.host,
    onInvocation,
    localEndpoints: { 'GET /local/metrics': () => metricTotals.snapshot() },
  });
  defaultPublicBaseUrl(options.stage, api.url);
  const pollers: Poller[] = await Promise.all([
    ...allQueueConsumers().map((consumer) => startQueuePoller({ root: options.root, queues: meteredQueues, consumer, onInvocation, wakeups })),
    ...(embedded
      ? allStreamConsumers().map((consumer) => startStreamPoller({ root: options.root, store, feed: embedded, consumer, onInvocation }))
      : []),
  ]);
  const sweeper = setInterval(() => void embedded?.sweepExpired(), SWEEP_INTERVAL_MS);
  sweeper.unref();
  return {
    ...api,
    stage: options.stage,
    store,
    queues,
    scheduler,
    bus,
    close: async () => {
      clearInterval(sweeper);
      await api.close();
      await Promise.all(pollers.map((poller) => poller.stop()));
      await scheduler.close();
      queues.close();
      embedded?.close();
    },
  };
};
