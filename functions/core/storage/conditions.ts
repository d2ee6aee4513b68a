/**
 * Pure code shared by the storage adapters: condition evaluation (local adapter), condition / key /
 * update expressions (DynamoDB adapter), update application, and the validation both adapters run
 * before touching storage, so that they reject the same inputs DynamoDB would (with a plain Error,
 * as DynamoDB's ValidationException is not a condition failure).
 */
import type { Condition, IndexName, Item, Key, SortKeyCondition, UpdateChanges, WriteOperation } from './port';

type Comparison = 'lt' | 'le' | 'gt' | 'ge';
const COMPARISONS: Record<Comparison, string> = { lt: '<', le: '<=', gt: '>', ge: '>=' };
const KEY_ATTRIBUTES = new Set(['pk', 'sk']);
const INDEX_KEY_ATTRIBUTES = new Set(['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);
export const MAX_TRANSACTION_OPERATIONS = 100;

// ---------------------------------------------------------------------------------------------
// Comparison semantics
// ---------------------------------------------------------------------------------------------

/** DynamoDB orders strings by their UTF-8 bytes (SQLite's BINARY collation does the same). */
export const compareStrings = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Numbers compare numerically and strings bytewise; anything else (missing, mixed types) is incomparable. */
const compare = (a: unknown, b: unknown): number | undefined => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  return undefined;
};

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality as DynamoDB compares values: lists in order, maps regardless of key order. */
export const valuesEqual = (a: unknown, b: unknown): boolean => {
  if (a === undefined || b === undefined) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => valuesEqual(x, b[i]));
  }
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => valuesEqual(a[k], b[k]));
  }
  return a === b;
};

const holds = (op: Comparison, order: number | undefined): boolean => {
  if (order === undefined || Number.isNaN(order)) return false;
  return op === 'lt' ? order < 0 : op === 'le' ? order <= 0 : op === 'gt' ? order > 0 : order >= 0;
};

const comparisonOf = (c: Condition): [Comparison, [string, string | number]] | undefined => {
  for (const op of Object.keys(COMPARISONS) as Comparison[]) {
    if (op in c) return [op, (c as Record<Comparison, [string, string | number]>)[op]];
  }
  return undefined;
};

const nonEmpty = (conditions: Condition[], op: string): Condition[] => {
  if (conditions.length === 0) throw new Error(`Condition "${op}" needs at least one operand`);
  return conditions;
};

// ---------------------------------------------------------------------------------------------
// Condition evaluation (local adapter)
// ---------------------------------------------------------------------------------------------

/**
 * Evaluates a condition against an item (undefined = absent) with DynamoDB semantics: a comparison
 * involving a missing attribute or mismatched types is false, `ne` (`<>`) is true in those cases.
 */
export function evaluateCondition(item: Record<string, unknown> | undefined, condition: Condition): boolean {
  const attr = (name: string): unknown => item?.[name];
  if ('and' in condition) return nonEmpty(condition.and, 'and').every((c) => evaluateCondition(item, c));
  if ('or' in condition) return nonEmpty(condition.or, 'or').some((c) => evaluateCondition(item, c));
  if ('not' in condition) return !evaluateCondition(item, condition.not);
  if ('exists' in condition) return attr(condition.exists) !== undefined;
  if ('notExists' in condition) return attr(condition.notExists) === undefined;
  if ('eq' in condition) return valuesEqual(attr(condition.eq[0]), condition.eq[1]);
  if ('ne' in condition) return !valuesEqual(attr(condition.ne[0]), condition.ne[1]);
  if ('beginsWith' in condition) {
    const value = attr(condition.beginsWith[0]);
    return typeof value === 'string' && value.startsWith(condition.beginsWith[1]);
  }
  const comparison = comparisonOf(condition);
  if (!comparison) throw new Error(`Unknown condition: ${JSON.stringify(condition)}`);
  const [op, [name, value]] = comparison;
  return holds(op, compare(attr(name), value));
}

/**
 * Rewrites a condition so that an expired item (ttl <= now) is judged as if it were absent, which
 * is what the local adapter does natively. DynamoDB deletes expired items only eventually; with
 * this rewrite a condition on a not-yet-deleted expired item behaves as after the deletion.
 */
export const expiryAwareCondition = (condition: Condition, nowSeconds: number): Condition => {
  const expired: Condition = { le: ['ttl', nowSeconds] };
  return evaluateCondition(undefined, condition)
    ? { or: [condition, expired] }
    : { and: [condition, { not: expired }] };
};

/** Whether a sort key value satisfies a sort key condition. */
export const matchesSortKey = (value: string, sort: SortKeyCondition): boolean => {
  if ('beginsWith' in sort) return value.startsWith(sort.beginsWith);
  if ('between' in sort) return compareStrings(value, sort.between[0]) >= 0 && compareStrings(value, sort.between[1]) <= 0;
  if ('eq' in sort) return value === sort.eq;
  const [op, bound] = Object.entries(sort)[0] as [Comparison, string];
  return holds(op, compareStrings(value, bound));
};

// ---------------------------------------------------------------------------------------------
// DynamoDB expressions
// ---------------------------------------------------------------------------------------------

export interface DynamoExpression {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Generates placeholders (`#n0`, `:v0`, ...). Pass one builder to several expression functions
 * (an update expression and a condition, say) to merge their placeholders into one request;
 * `params()` then gives the ExpressionAttributeNames/Values for it (omitting empty maps, which
 * DynamoDB rejects).
 */
export class ExpressionBuilder {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly nameIds = new Map<string, string>();
  private valueCount = 0;

  name(attribute: string): string {
    let id = this.nameIds.get(attribute);
    if (!id) {
      id = `#n${this.nameIds.size}`;
      this.nameIds.set(attribute, id);
      this.names[id] = attribute;
    }
    return id;
  }

  value(value: unknown): string {
    const id = `:v${this.valueCount++}`;
    this.values[id] = value;
    return id;
  }

  result(expression: string): DynamoExpression {
    return { expression, names: this.names, values: this.values };
  }

  params(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(this.nameIds.size > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(this.valueCount > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

const conditionText = (c: Condition, b: ExpressionBuilder): string => {
  const join = (cs: Condition[], op: string) => `(${cs.map((x) => conditionText(x, b)).join(` ${op} `)})`;
  if ('and' in c) return join(nonEmpty(c.and, 'and'), 'AND');
  if ('or' in c) return join(nonEmpty(c.or, 'or'), 'OR');
  if ('not' in c) return `(NOT ${conditionText(c.not, b)})`;
  if ('exists' in c) return `attribute_exists(${b.name(c.exists)})`;
  if ('notExists' in c) return `attribute_not_exists(${b.name(c.notExists)})`;
  if ('eq' in c) return `${b.name(c.eq[0])} = ${b.value(c.eq[1])}`;
  if ('ne' in c) return `${b.name(c.ne[0])} <> ${b.value(c.ne[1])}`;
  if ('beginsWith' in c) return `begins_with(${b.name(c.beginsWith[0])}, ${b.value(c.beginsWith[1])})`;
  const comparison = comparisonOf(c);
  if (!comparison) throw new Error(`Unknown condition: ${JSON.stringify(c)}`);
  const [op, [name, value]] = comparison;
  return `${b.name(name)} ${COMPARISONS[op]} ${b.value(value)}`;
};

/** A ConditionExpression for `condition`; placeholders come from (and accumulate in) `builder`. */
export const toDynamoExpression = (condition: Condition, builder = new ExpressionBuilder()): DynamoExpression =>
  builder.result(conditionText(condition, builder));

/** The sort key part of a KeyConditionExpression. */
export const toSortKeyExpression = (attribute: string, sort: SortKeyCondition, builder = new ExpressionBuilder()): DynamoExpression => {
  const name = builder.name(attribute);
  if ('beginsWith' in sort) return builder.result(`begins_with(${name}, ${builder.value(sort.beginsWith)})`);
  if ('between' in sort) {
    return builder.result(`${name} BETWEEN ${builder.value(sort.between[0])} AND ${builder.value(sort.between[1])}`);
  }
  if ('eq' in sort) return builder.result(`${name} = ${builder.value(sort.eq)}`);
  const [op, bound] = Object.entries(sort)[0] as [Comparison, string];
  return builder.result(`${name} ${COMPARISONS[op]} ${builder.value(bound)}`);
};

const defined = (record: Record<string, unknown> | undefined): [string, unknown][] =>
  Object.entries(record ?? {}).filter(([, v]) => v !== undefined);

/** An UpdateExpression (SET, SET if_not_exists, REMOVE, ADD) for validated `changes`. */
export const toUpdateExpression = (changes: UpdateChanges, builder = new ExpressionBuilder()): DynamoExpression => {
  const sets = [
    ...defined(changes.set).map(([k, v]) => `${builder.name(k)} = ${builder.value(v)}`),
    ...defined(changes.setIfAbsent).map(([k, v]) => {
      const name = builder.name(k);
      return `${name} = if_not_exists(${name}, ${builder.value(v)})`;
    }),
  ];
  const removes = (changes.remove ?? []).map((k) => builder.name(k));
  const adds = defined(changes.add).map(([k, v]) => `${builder.name(k)} ${builder.value(v)}`);
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
  ];
  return builder.result(clauses.filter(Boolean).join(' '));
};

// ---------------------------------------------------------------------------------------------
// Updates (local adapter)
// ---------------------------------------------------------------------------------------------

/**
 * Applies validated `changes` to `item` (undefined = absent, in which case the item is created from
 * the key). Attributes set to `undefined` are ignored, as the DynamoDB adapter drops them too.
 */
export function applyUpdate(item: Item | undefined, key: Key, changes: UpdateChanges): Item {
  const next: Record<string, unknown> = { ...item, pk: key.pk, sk: key.sk };
  // Loops over the keys rather than `defined(...)`'s entry arrays: this runs for every update.
  const { set, setIfAbsent, add } = changes;
  if (set) for (const k of Object.keys(set)) if (set[k] !== undefined) next[k] = set[k];
  if (setIfAbsent) for (const k of Object.keys(setIfAbsent)) if (setIfAbsent[k] !== undefined && next[k] === undefined) next[k] = setIfAbsent[k];
  for (const k of changes.remove ?? []) delete next[k];
  if (add) {
    for (const k of Object.keys(add)) {
      const v = add[k];
      if (v === undefined) continue;
      const current = next[k] ?? 0;
      if (typeof current !== 'number') throw new Error(`Cannot add to non-numeric attribute "${k}"`);
      next[k] = current + (v as number);
    }
  }
  return next as Item;
}

// ---------------------------------------------------------------------------------------------
// Validation (both adapters)
// ---------------------------------------------------------------------------------------------

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Values must be JSON-like (what both adapters store alike): no NaN, Dates, class instances... */
const isStorable = (value: unknown): boolean => {
  if (value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isStorable);
  if (!isMap(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) if (!isStorable(value[key])) return false;
  return true;
};

/**
 * Throws, naming the first value that is not storable. The walk that builds each value's path runs
 * only once `isStorable` found one: building the paths of every nested value of every written item
 * was a few percent of the local runtime's CPU.
 */
const assertAttributeValue = (value: unknown, path: string): void => {
  if (!isStorable(value)) explainUnstorable(value, path);
};

const explainUnstorable = (value: unknown, path: string): void => {
  if (value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Attribute "${path}" is not a finite number`);
    return;
  }
  if (Array.isArray(value)) return value.forEach((v, i) => explainUnstorable(v, `${path}[${i}]`));
  if (isMap(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.entries(value).forEach(([k, v]) => explainUnstorable(v, `${path}.${k}`));
  }
  throw new Error(`Attribute "${path}" is not a storable value`);
};

export function validateKey(key: Key): void {
  if (!isNonEmptyString(key?.pk) || !isNonEmptyString(key.sk)) throw new Error('pk and sk must be non-empty strings');
}

const assertIndexKey = (name: string, value: unknown): void => {
  if (INDEX_KEY_ATTRIBUTES.has(name) && value !== undefined && !isNonEmptyString(value)) {
    throw new Error(`Index key attribute "${name}" must be a non-empty string`);
  }
};

/** An item to put: pk, sk and entity are non-empty strings, index keys too when present. */
export function validateItem(item: Item): void {
  validateKey(item);
  if (!isNonEmptyString(item.entity)) throw new Error('entity must be a non-empty string');
  for (const [name, value] of Object.entries(item)) {
    assertIndexKey(name, value);
    assertAttributeValue(value, name);
  }
}

/** Rejects what DynamoDB rejects: no change, changing pk/sk, one attribute in two places, bad values. */
export function validateChanges(changes: UpdateChanges): void {
  // The same checks in the same order as over `defined(...)`'s entry arrays, with fewer arrays:
  // this runs for every update (each rate-limit counter, each engagement step).
  const set = definedKeys(changes.set);
  const setIfAbsent = definedKeys(changes.setIfAbsent);
  const removed = changes.remove ?? [];
  const added = definedKeys(changes.add);
  const count = set.length + setIfAbsent.length + removed.length + added.length;
  if (count === 0) throw new Error('An update needs at least one change');
  const named = new Set<string>();
  for (const names of [set, setIfAbsent, removed, added]) for (const k of names) named.add(k);
  if (named.size !== count) throw new Error('An update names the same attribute twice');
  for (const names of [set, setIfAbsent, removed, added]) {
    for (const k of names) if (KEY_ATTRIBUTES.has(k)) throw new Error(`Cannot update key attribute "${k}"`);
  }
  for (const k of set) {
    const v = (changes.set as Record<string, unknown>)[k];
    assertIndexKey(k, v);
    assertAttributeValue(v, k);
  }
  for (const k of setIfAbsent) {
    const v = (changes.setIfAbsent as Record<string, unknown>)[k];
    assertIndexKey(k, v);
    assertAttributeValue(v, k);
  }
  for (const k of added) {
    const v = (changes.add as Record<string, unknown>)[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || INDEX_KEY_ATTRIBUTES.has(k)) throw new Error(`Cannot add to "${k}"`);
  }
}

/** The keys of `record` whose values are not undefined, in order (what `defined` pairs with values). */
const definedKeys = (record: Record<string, unknown> | undefined): string[] => {
  const keys: string[] = [];
  if (record) for (const k of Object.keys(record)) if (record[k] !== undefined) keys.push(k);
  return keys;
};

export const keyOfOperation = (op: WriteOperation): Key =>
  'put' in op ? op.put : 'update' in op ? op.update : 'delete' in op ? op.delete : op.check;

/** At most 100 operations on distinct items, each valid on its own. */
export function validateTransaction(operations: WriteOperation[]): void {
  if (operations.length > MAX_TRANSACTION_OPERATIONS) {
    throw new Error(`A transaction has at most ${MAX_TRANSACTION_OPERATIONS} operations`);
  }
  const keys = new Set<string>();
  for (const op of operations) {
    const key = keyOfOperation(op);
    validateKey(key);
    if ('put' in op) validateItem(op.put);
    if ('update' in op) validateChanges(op.changes);
    if ('check' in op && !op.condition) throw new Error('A check operation needs a condition');
    const id = JSON.stringify([key.pk, key.sk]);
    if (keys.has(id)) throw new Error('Transaction request cannot include multiple operations on one item');
    keys.add(id);
  }
}

/** Validates a sort key condition (BETWEEN needs low <= high, as DynamoDB requires). */
export function validateSortCondition(sort: SortKeyCondition | undefined): void {
  if (sort && 'between' in sort && compareStrings(sort.between[0], sort.between[1]) > 0) {
    throw new Error('BETWEEN needs a lower bound less than or equal to the upper bound');
  }
}

export const DEFAULT_QUERY_LIMIT = 100;
export const MAX_QUERY_LIMIT = 1000;

export function queryLimit(limit: number | undefined): number {
  const value = limit ?? DEFAULT_QUERY_LIMIT;
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUERY_LIMIT) {
    throw new Error(`limit must be an integer from 1 to ${MAX_QUERY_LIMIT}`);
  }
  return value;
}

/** The partition and sort key attributes of the table or of an index. */
export const keyAttributesOf = (index: IndexName | undefined): { partition: string; sort: string } =>
  index ? { partition: `${index}pk`, sort: `${index}sk` } : { partition: 'pk', sort: 'sk' };
