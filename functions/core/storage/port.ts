/**
 * The storage port: the only way handlers reach the stage's table.
 *
 * It is shaped after DynamoDB's single-table model (partition key `pk`, sort key `sk`, two global
 * secondary indexes, a `ttl` attribute) so that the DynamoDB adapter is a thin translation and the
 * local (SQLite) adapter can keep the same semantics: conditional writes, all-or-nothing
 * transactions, ordered queries with opaque cursors, expiry, and a change feed for outbox events.
 */

/** Every item is addressed by its partition and sort key. */
export interface Key {
  pk: string;
  sk: string;
}

/** Attribute values are JSON-compatible; numbers stay numbers, nested objects are maps. */
export type AttributeValue = string | number | boolean | null | AttributeValue[] | { [k: string]: AttributeValue };

/**
 * A stored item. Reserved attributes:
 * - `pk`, `sk`: primary key.
 * - `gsi1pk`/`gsi1sk`, `gsi2pk`/`gsi2sk`: index keys (an item without them is not in the index).
 * - `ttl`: epoch seconds after which the item is expired and may be deleted by the store.
 * - `entity`: the item's kind; the change feed carries items whose entity is `event`.
 */
export interface Item extends Key {
  entity: string;
  ttl?: number;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  [attribute: string]: unknown;
}

export const INDEXES = ['gsi1', 'gsi2'] as const;
export type IndexName = (typeof INDEXES)[number];

/** A structured condition over an item's top-level attributes. */
export type Condition =
  | { exists: string }
  | { notExists: string }
  | { eq: [attribute: string, value: AttributeValue] }
  | { ne: [attribute: string, value: AttributeValue] }
  | { lt: [attribute: string, value: string | number] }
  | { le: [attribute: string, value: string | number] }
  | { gt: [attribute: string, value: string | number] }
  | { ge: [attribute: string, value: string | number] }
  | { beginsWith: [attribute: string, prefix: string] }
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition };

/** A condition on the sort key (or the index sort key) of a query. */
export type SortKeyCondition =
  | { eq: string }
  | { lt: string }
  | { le: string }
  | { gt: string }
  | { ge: string }
  | { beginsWith: string }
  | { between: [low: string, high: string] };

/** Changes applied by an update; top-level attributes only. */
export interface UpdateChanges {
  /** Attributes to set (created if absent). */
  set?: Record<string, unknown>;
  /** Attributes to set only if the item does not have them yet. */
  setIfAbsent?: Record<string, unknown>;
  /** Attributes to remove. */
  remove?: string[];
  /** Numeric attributes to increment (an absent attribute counts as 0). */
  add?: Record<string, number>;
}

export type WriteOperation =
  | { put: Item; condition?: Condition }
  | { update: Key; changes: UpdateChanges; condition?: Condition }
  | { delete: Key; condition?: Condition }
  | { check: Key; condition: Condition };

export interface QueryInput {
  /** Query the table (default) or one of its indexes. */
  index?: IndexName;
  /** The partition key value (`pk`, or the index's partition key). */
  partition: string;
  sort?: SortKeyCondition;
  /** Items per page, 1..1000 (default 100). */
  limit?: number;
  /** Opaque cursor from a previous page of the same query. */
  cursor?: string | null;
  /** Ascending sort key order by default. */
  descending?: boolean;
  /** Strongly consistent read (table only; indexes are eventually consistent). */
  consistent?: boolean;
}

export interface Page {
  items: Item[];
  /** Null on the last page. */
  cursor: string | null;
}

/** Read/write capacity an operation consumed, as DynamoDB reports it (the local store reports none). */
export interface CapacityRecord {
  operation: string;
  capacityUnits: number;
}

export interface Store {
  get(key: Key, options?: { consistent?: boolean }): Promise<Item | undefined>;
  /** Writes the whole item. Throws ConditionFailedError if `condition` does not hold. */
  put(item: Item, options?: { condition?: Condition }): Promise<void>;
  /** Updates (or creates) the item and returns it as it is after the update. */
  update(key: Key, changes: UpdateChanges, options?: { condition?: Condition }): Promise<Item>;
  /** Deletes the item (no error if absent, unless a condition says otherwise). */
  delete(key: Key, options?: { condition?: Condition }): Promise<void>;
  query(input: QueryInput): Promise<Page>;
  /**
   * Applies up to 100 operations on distinct items atomically: all or none.
   * Throws TransactionCanceledError naming the operations whose condition failed.
   */
  transactWrite(operations: WriteOperation[]): Promise<void>;
  /** Expired items (ttl in the past) are hidden from get and query by both adapters. */
}

export class ConditionFailedError extends Error {
  override readonly name = 'ConditionFailedError';
  constructor(message = 'The conditional request failed') {
    super(message);
  }
}

export class TransactionCanceledError extends Error {
  override readonly name = 'TransactionCanceledError';
  /** Indexes (into the operations array) whose condition failed. */
  constructor(readonly failedConditions: number[], message = 'Transaction cancelled') {
    super(message);
  }
}

/** A cursor that is malformed or belongs to another query. */
export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
  constructor(message = 'The cursor is not valid for this query') {
    super(message);
  }
}

/** One record of the change feed: an outbox event item as it was written. */
export interface ChangeRecord {
  /** Monotonic position in the feed (opaque to consumers). */
  sequence: string;
  item: Item;
}

/**
 * The change feed carries every newly inserted item whose `entity` is `event` (the outbox).
 * In AWS it is the table's DynamoDB stream (filtered on entity = event, INSERT); locally it is a
 * durable log written in the same transaction as the item.
 */
export interface ChangeFeed {
  /**
   * Records after `after` (exclusive; null = from the start), oldest first; with `types`, only
   * event items of those types, and only up to `upTo` (inclusive) when given.
   */
  read(after: string | null, limit: number, filter?: { types?: readonly string[]; upTo?: string }): Promise<ChangeRecord[]>;
  /** The newest position of the feed (null when empty). */
  head(): Promise<string | null>;
}

export const isExpired = (item: { ttl?: unknown }, nowSeconds = Math.floor(Date.now() / 1000)): boolean =>
  typeof item.ttl === 'number' && item.ttl <= nowSeconds;
