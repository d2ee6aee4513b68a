import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { capacityObservers } from '../functions/core/runtime';
import { createTableInput, DynamoStore } from '../functions/core/storage/dynamo-store';
import { javaAvailable, startDynamoLocal } from '../test/core/storage/dynamo-local';

/**
 * The benchmarks' DynamoDB: a table on DynamoDB Local whose consumed capacity reaches
 * `capacityObservers`. Undefined (with a warning) when no Java runtime can start it.
 */
export const startCapacityStore = async (tableName: string): Promise<{ store: DynamoStore; stop: () => Promise<void> } | undefined> => {
  if (!javaAvailable()) {
    console.warn('\nCapacity: SKIPPED — no Java runtime for DynamoDB Local.');
    return undefined;
  }
  const dynamo = await startDynamoLocal();
  const client = dynamo.client();
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  const store = new DynamoStore({ tableName, client, onCapacity: (record) => capacityObservers.forEach((observe) => observe(record)) });
  return { store, stop: () => dynamo.stop() };
};
