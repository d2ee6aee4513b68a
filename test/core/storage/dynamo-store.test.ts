import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoStore, createTableInput } from '../../../functions/core/storage/dynamo-store';
import type { CapacityRecord } from '../../../functions/core/storage/port';
import { javaAvailable, startDynamoLocal, type DynamoLocal } from './dynamo-local';
import { describeStoreContract } from './store-contract';

if (!javaAvailable()) {
  const line = '!'.repeat(100);
  console.warn(
    `\n${line}\n!!! SKIPPED: the DynamoDB half of the storage contract did NOT run: no Java runtime ('java') was found,\n` +
      `!!! and DynamoDB Local needs one. Only the SQLite adapter was verified. Install a JRE (17+) to run it.\n${line}\n`,
  );
  describe('DynamoStore (DynamoDB Local)', () => {
    it.skip('storage contract SKIPPED: no Java runtime found for DynamoDB Local', () => {});
  });
} else {
  let local: DynamoLocal | undefined;
  let starting: Promise<DynamoLocal> | undefined;
  /** One DynamoDB Local and one fresh table for this file. */
  const tableName = `storage-${randomUUID()}`;
  const ready = () =>
    (starting ??= (async () => {
      local = await startDynamoLocal();
      await local.client().send(new CreateTableCommand(createTableInput(tableName)));
      return local;
    })());
  afterAll(async () => {
    await local?.stop();
  });

  describeStoreContract('DynamoStore (DynamoDB Local)', async () => {
    const dynamo = await ready();
    return { store: new DynamoStore({ tableName, client: dynamo.client() }) };
  });

  describe('DynamoStore specifics', () => {
    const records: CapacityRecord[] = [];
    let store: DynamoStore;
    beforeAll(async () => {
      const dynamo = await ready();
      store = new DynamoStore({ tableName, client: dynamo.client(), onCapacity: (r) => records.push(r) });
    });

    it('creates the table with both indexes (projection ALL) on demand', async () => {
      const dynamo = await ready();
      const { Table } = await dynamo.client().send(new DescribeTableCommand({ TableName: tableName }));
      expect(Table?.KeySchema).toEqual([
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ]);
      expect(Table?.GlobalSecondaryIndexes?.map((i) => [i.IndexName, i.Projection?.ProjectionType]).sort()).toEqual([
        ['gsi1', 'ALL'],
        ['gsi2', 'ALL'],
      ]);
      expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    });

    it('reports consumed capacity for every kind of call', async () => {
      records.length = 0;
      const key = { pk: `cap-${randomUUID()}`, sk: 'x' };
      await store.put({ ...key, entity: 'sample', gsi1pk: key.pk, gsi1sk: 'x' });
      await store.get(key, { consistent: true });
      await store.update(key, { add: { n: 1 } });
      await store.query({ partition: key.pk });
      await store.query({ index: 'gsi1', partition: key.pk, consistent: true });
      await store.transactWrite([{ check: key, condition: { exists: 'pk' } }, { put: { pk: key.pk, sk: 'y', entity: 'sample' } }]);
      await store.delete(key);
      expect(records.map((r) => r.operation)).toEqual([
        'PutItem',
        'GetItem',
        'UpdateItem',
        'Query',
        'Query',
        'TransactWriteItems',
        'DeleteItem',
      ]);
      for (const record of records) expect(record.capacityUnits).toBeGreaterThan(0);
    });
  });
}
