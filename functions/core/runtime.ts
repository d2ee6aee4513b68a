import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type Stage, ConfigError, config } from './config';
import { DynamoStore } from './storage/dynamo-store';
import type { CapacityRecord, Store } from './storage/port';

/**
 * The adapters behind the ports, chosen once per container. In Lambda they are the AWS adapters
 * built from the stack's environment; the local runtime installs its embedded adapters with
 * `installPorts` before it loads any handler.
 */
export interface Ports {
  stage: Stage;
  store: Store;
  /**
   * The clock for what depends on the date (which slots are past); the system's when absent.
   * Stores, queues and schedules keep the system's: their expiries are real time.
   */
  now?: () => Date;
}

let installed: Ports | undefined;

export const installPorts = (ports: Ports): void => {
  installed = ports;
};

/** Observers of DynamoDB consumed capacity (benchmarks). */
export const capacityObservers: Array<(record: CapacityRecord) => void> = [];

const awsPorts = (): Ports => {
  const { STAGE, TABLE_NAME, DYNAMODB_ENDPOINT } = config();
  if (!TABLE_NAME) throw new ConfigError('Invalid configuration: TABLE_NAME is required outside the local runtime');
  // Short timeouts: a slow or unreachable table must turn into an error, never a hanging request.
  const client = new DynamoDBClient({
    ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
  });
  const onCapacity = (record: CapacityRecord) => capacityObservers.forEach((observe) => observe(record));
  return { stage: STAGE, store: new DynamoStore({ tableName: TABLE_NAME, client, onCapacity }) };
};

export const ports = (): Ports => (installed ??= awsPorts());
