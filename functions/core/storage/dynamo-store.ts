/**
 * The DynamoDB storage adapter: a thin translation of the port onto one table (pk/sk) with two
 * global secondary indexes (`gsi1`: gsi1pk/gsi1sk, `gsi2`: gsi2pk/gsi2sk, projection ALL).
 *
 * - Every call asks for ConsumedCapacity (TOTAL) and reports it through `onCapacity`.
 * - DynamoDB deletes expired items only eventually, so expired items are filtered out after reads,
 *   and conditions are rewritten (`expiryAwareCondition`) to judge an expired item as absent, as
 *   the local adapter does. One difference remains: an `update` of an expired item that DynamoDB
 *   has not deleted yet starts from the old attributes, where the local adapter starts from nothing.
 * - Queries read one item more than the page so that the last page has a null cursor (DynamoDB
 *   alone returns a LastEvaluatedKey whenever a page is full, leaving an empty page to fetch).
 */
import { DynamoDBClient, type ConsumedCapacity, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  ExpressionBuilder,
  expiryAwareCondition,
  keyAttributesOf,
  queryLimit,
  toDynamoExpression,
  toSortKeyExpression,
  toUpdateExpression,
  validateChanges,
  validateItem,
  validateKey,
  validateSortCondition,
  validateTransaction,
} from './conditions';
import { decodeCursor, encodeCursor } from './cursor';
import {
  ConditionFailedError,
  INDEXES,
  InvalidCursorError,
  TransactionCanceledError,
  isExpired,
  type CapacityRecord,
  type Condition,
  type Item,
  type Key,
  type Page,
  type QueryInput,
  type Store,
  type UpdateChanges,
  type WriteOperation,
} from './port';

export interface DynamoStoreOptions {
  tableName: string;
  client?: DynamoDBClient;
  onCapacity?: (record: CapacityRecord) => void;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const keyOf = (key: Key): Key => ({ pk: key.pk, sk: key.sk });
const errorName = (error: unknown): string | undefined => (error as { name?: string } | null)?.name;

/** Maps DynamoDB's condition failures onto the port's errors; anything else is rethrown as is. */
const translateError = (error: unknown): unknown => {
  if (errorName(error) === 'ConditionalCheckFailedException') return new ConditionFailedError();
  if (errorName(error) === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
    // Cancelled for another reason only (conflict, throughput...): not a condition failure.
    if (failed.length > 0) return new TransactionCanceledError(failed);
  }
  if (errorName(error) === 'ValidationException' && /starting key/i.test((error as Error).message)) {
    return new InvalidCursorError();
  }
  return error;
};

/** The CreateTable input of the store's table (tests and local tooling; the CDK stack mirrors it). */
export const createTableInput = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: ['pk', 'sk', ...INDEXES.flatMap((i) => [`${i}pk`, `${i}sk`])].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  })),
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: INDEXES.map((index) => ({
    IndexName: index,
    KeySchema: [
      { AttributeName: `${index}pk`, KeyType: 'HASH' },
      { AttributeName: `${index}sk`, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  })),
});

export class DynamoStore implements Store {
  private readonly doc: DynamoDBDocumentClient;
  private readonly tableName: string;
  private readonly onCapacity: (record: CapacityRecord) => void;

  constructor(options: DynamoStoreOptions) {
    this.tableName = options.tableName;
    this.onCapacity = options.onCapacity ?? (() => {});
    this.doc = DynamoDBDocumentClient.from(options.client ?? new DynamoDBClient({}), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }

  async get(key: Key, options?: { consistent?: boolean }): Promise<Item | undefined> {
    validateKey(key);
    const result = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: keyOf(key),
        ConsistentRead: options?.consistent ?? false,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    this.report('GetItem', result.ConsumedCapacity);
    const item = result.Item as Item | undefined;
    return item && !isExpired(item) ? item : undefined;
  }

  async put(item: Item, options?: { condition?: Condition }): Promise<void> {
    validateItem(item);
    const builder = new ExpressionBuilder();
    const result = await this.call(() =>
      this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: item,
          ...this.conditionParams(options?.condition, builder),
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
    this.report('PutItem', result.ConsumedCapacity);
  }

  async update(key: Key, changes: UpdateChanges, options?: { condition?: Condition }): Promise<Item> {
    validateKey(key);
    validateChanges(changes);
    const result = await this.call(() =>
      this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          ...this.updateParams(key, changes, options?.condition),
          ReturnValues: 'ALL_NEW',
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
    this.report('UpdateItem', result.ConsumedCapacity);
    return result.Attributes as Item;
  }

  async delete(key: Key, options?: { condition?: Condition }): Promise<void> {
    validateKey(key);
    const result = await this.call(() =>
      this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: keyOf(key),
          ...this.conditionParams(options?.condition, new ExpressionBuilder()),
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
    this.report('DeleteItem', result.ConsumedCapacity);
  }

  async transactWrite(operations: WriteOperation[]): Promise<void> {
    validateTransaction(operations);
    if (operations.length === 0) return;
    const result = await this.call(() =>
      this.doc.send(
        new TransactWriteCommand({
          TransactItems: operations.map((op) => this.transactItem(op)),
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
    this.report('TransactWriteItems', result.ConsumedCapacity);
  }

  async query(input: QueryInput): Promise<Page> {
    const limit = queryLimit(input.limit);
    validateSortCondition(input.sort);
    const attributes = keyAttributesOf(input.index);
    const builder = new ExpressionBuilder();
    const partition = `${builder.name(attributes.partition)} = ${builder.value(input.partition)}`;
    const sort = input.sort ? ` AND ${toSortKeyExpression(attributes.sort, input.sort, builder).expression}` : '';
    const startKey = input.cursor != null ? decodeCursor(input.cursor, input.partition, input.index) : undefined;
    const result = await this.call(() =>
      this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: input.index,
          KeyConditionExpression: partition + sort,
          ...builder.params(),
          ExclusiveStartKey: startKey,
          ScanIndexForward: !input.descending,
          // Indexes are eventually consistent only; DynamoDB rejects ConsistentRead on a GSI.
          ConsistentRead: input.index ? undefined : (input.consistent ?? false),
          Limit: limit + 1,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
    this.report('Query', result.ConsumedCapacity);
    const read = (result.Items ?? []) as Item[];
    const page = read.slice(0, limit);
    const last = page[page.length - 1];
    const cursor =
      read.length > limit && last
        ? encodeCursor(last, input.index)
        : result.LastEvaluatedKey
          ? encodeCursor(result.LastEvaluatedKey, input.index)
          : null;
    const now = nowSeconds();
    return { items: page.filter((item) => !isExpired(item, now)), cursor };
  }

  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw translateError(error);
    }
  }

  private report(operation: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): void {
    if (!consumed) return;
    const records = Array.isArray(consumed) ? consumed : [consumed];
    const capacityUnits = records.reduce((sum, record) => sum + (record.CapacityUnits ?? 0), 0);
    this.onCapacity({ operation, capacityUnits });
  }

  /** ConditionExpression (expiry-aware) plus the builder's names/values, or nothing. */
  private conditionParams(condition: Condition | undefined, builder: ExpressionBuilder) {
    const expression = condition
      ? toDynamoExpression(expiryAwareCondition(condition, nowSeconds()), builder).expression
      : undefined;
    return { ...(expression ? { ConditionExpression: expression } : {}), ...builder.params() };
  }

  private updateParams(key: Key, changes: UpdateChanges, condition: Condition | undefined) {
    const builder = new ExpressionBuilder();
    const update = toUpdateExpression(changes, builder).expression;
    return { Key: keyOf(key), UpdateExpression: update, ...this.conditionParams(condition, builder) };
  }

  private transactItem(op: WriteOperation): TransactItem {
    const TableName = this.tableName;
    if ('put' in op) return { Put: { TableName, Item: op.put, ...this.conditionParams(op.condition, new ExpressionBuilder()) } };
    if ('update' in op) return { Update: { TableName, ...this.updateParams(op.update, op.changes, op.condition) } };
    if ('delete' in op) {
      return { Delete: { TableName, Key: keyOf(op.delete), ...this.conditionParams(op.condition, new ExpressionBuilder()) } };
    }
    const params = this.conditionParams(op.condition, new ExpressionBuilder());
    return { ConditionCheck: { TableName, Key: keyOf(op.check), ConditionExpression: params.ConditionExpression ?? '', ...params } };
  }
}
