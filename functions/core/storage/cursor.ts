/**
 * Opaque query cursors: the base64url JSON of the last evaluated key, exactly the shape of
 * DynamoDB's LastEvaluatedKey (`pk`, `sk`, plus the index keys for an index query), so that the
 * DynamoDB adapter can hand it back as ExclusiveStartKey and the local adapter can seek past it.
 */
import { keyAttributesOf } from './conditions';
import { InvalidCursorError, type IndexName } from './port';

export type CursorKey = Record<string, string>;

/** The attributes that make up the last evaluated key of a table or index query. */
export const cursorAttributes = (index?: IndexName): string[] =>
  index ? ['pk', 'sk', `${index}pk`, `${index}sk`] : ['pk', 'sk'];

/** Encodes the key of `item` (an item or a LastEvaluatedKey) for a query on `index` (or the table). */
export function encodeCursor(item: Record<string, unknown>, index?: IndexName): string {
  const key: Record<string, unknown> = {};
  for (const name of cursorAttributes(index)) key[name] = item[name];
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

const parse = (cursor: string): unknown => {
  if (typeof cursor !== 'string' || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Decodes a cursor of a query on `index` (or the table) for `expectedPartition`; throws
 * InvalidCursorError for garbage and for a cursor of another partition or index.
 */
export function decodeCursor(cursor: string, expectedPartition: string, index?: IndexName): CursorKey {
  const key = parse(cursor);
  const expected = cursorAttributes(index);
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key);
  const wellFormed =
    entries.length === expected.length &&
    entries.every(([name, value]) => expected.includes(name) && typeof value === 'string' && value.length > 0);
  if (!wellFormed) throw new InvalidCursorError();
  const result = key as CursorKey;
  if (result[keyAttributesOf(index).partition] !== expectedPartition) {
    throw new InvalidCursorError('The cursor belongs to another partition');
  }
  return result;
}
