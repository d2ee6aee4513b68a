import { describe, expect, it } from 'vitest';
import {
  ExpressionBuilder,
  applyUpdate,
  evaluateCondition,
  expiryAwareCondition,
  toDynamoExpression,
  toUpdateExpression,
  validateChanges,
  validateItem,
} from '../../../functions/core/storage/conditions';
import { decodeCursor, encodeCursor } from '../../../functions/core/storage/cursor';
import { InvalidCursorError, type Condition } from '../../../functions/core/storage/port';

describe('toDynamoExpression', () => {
  it('generates placeholders, reusing a name placeholder for the same attribute', () => {
    const result = toDynamoExpression({
      and: [{ notExists: 'pk' }, { or: [{ eq: ['status', 'open'] }, { not: { ge: ['status', 'x'] } }] }, { beginsWith: ['ttl', 'a'] }],
    });
    expect(result).toEqual({
      expression: '(attribute_not_exists(#n0) AND (#n1 = :v0 OR (NOT #n1 >= :v1)) AND begins_with(#n2, :v2))',
      names: { '#n0': 'pk', '#n1': 'status', '#n2': 'ttl' },
      values: { ':v0': 'open', ':v1': 'x', ':v2': 'a' },
    });
  });

  it('merges with an update expression through one builder', () => {
    const builder = new ExpressionBuilder();
    const update = toUpdateExpression(
      { set: { a: 1, skipped: undefined }, setIfAbsent: { b: 2 }, remove: ['c'], add: { version: 1 } },
      builder,
    );
    const condition = toDynamoExpression({ eq: ['version', 3] }, builder);
    expect(update.expression).toBe('SET #n0 = :v0, #n1 = if_not_exists(#n1, :v1) REMOVE #n2 ADD #n3 :v2');
    expect(condition.expression).toBe('#n3 = :v3');
    expect(builder.params()).toEqual({
      ExpressionAttributeNames: { '#n0': 'a', '#n1': 'b', '#n2': 'c', '#n3': 'version' },
      ExpressionAttributeValues: { ':v0': 1, ':v1': 2, ':v2': 1, ':v3': 3 },
    });
  });

  it('omits empty attribute maps, which DynamoDB rejects', () => {
    const builder = new ExpressionBuilder();
    toDynamoExpression({ exists: 'pk' }, builder);
    expect(builder.params()).toEqual({ ExpressionAttributeNames: { '#n0': 'pk' } });
  });

  it('rejects an empty and/or', () => {
    expect(() => toDynamoExpression({ and: [] })).toThrow();
    expect(() => evaluateCondition({}, { or: [] })).toThrow();
  });
});

describe('expiryAwareCondition', () => {
  const expired = { pk: 'p', sk: 's', ttl: 10, v: 1 };
  const live = { pk: 'p', sk: 's', ttl: 1000, v: 1 };
  it.each<Condition>([{ notExists: 'pk' }, { exists: 'pk' }, { eq: ['v', 1] }, { ne: ['v', 1] }])(
    'judges an expired item as absent and a live one as itself: %j',
    (condition) => {
      const rewritten = expiryAwareCondition(condition, 100);
      expect(evaluateCondition(expired, rewritten)).toBe(evaluateCondition(undefined, condition));
      expect(evaluateCondition(live, rewritten)).toBe(evaluateCondition(live, condition));
      expect(evaluateCondition({ ...live, ttl: 'soon' }, rewritten)).toBe(evaluateCondition(live, condition));
    },
  );
});

describe('applyUpdate', () => {
  it('does not let setIfAbsent see attributes set by the same update, and adds to absent as 0', () => {
    expect(applyUpdate(undefined, { pk: 'p', sk: 's' }, { set: { a: 1 }, setIfAbsent: { b: 2 }, add: { n: 3 } })).toEqual({
      pk: 'p',
      sk: 's',
      a: 1,
      b: 2,
      n: 3,
    });
  });
});

describe('cursor', () => {
  it('round-trips the key of a table or index query and keeps only key attributes', () => {
    const item = { pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'x', other: 1 };
    expect(decodeCursor(encodeCursor(item), 'p')).toEqual({ pk: 'p', sk: 's' });
    expect(decodeCursor(encodeCursor(item, 'gsi1'), 'g', 'gsi1')).toEqual({ pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'x' });
    expect(encodeCursor(item)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('throws InvalidCursorError for garbage, another partition or another index', () => {
    const table = encodeCursor({ pk: 'p', sk: 's' });
    for (const [cursor, partition, index] of [
      ['%%%', 'p', undefined],
      [Buffer.from('[1]').toString('base64url'), 'p', undefined],
      [Buffer.from('{"pk":"p","sk":""}').toString('base64url'), 'p', undefined],
      [Buffer.from('{"pk":"p","sk":"s","x":"y"}').toString('base64url'), 'p', undefined],
      [table, 'q', undefined],
      [table, 'p', 'gsi1'],
    ] as const) {
      expect(() => decodeCursor(cursor, partition, index)).toThrow(InvalidCursorError);
    }
  });
});

describe('validateItem and validateChanges', () => {
  class Money {
    constructor(readonly cents: number) {}
  }

  it('accept nested JSON-like values and name the first unstorable one by its path', () => {
    const nested = { answers: [{ value: 1, tags: ['a', null] }, { value: 2 }], flags: {} };
    expect(() => validateItem({ pk: 'p', sk: 's', entity: 'e', state: nested, done: false })).not.toThrow();
    expect(() => validateItem({ pk: 'p', sk: 's', entity: 'e', state: { answers: [{ value: 1 }, { value: Number.NaN }] } })).toThrow(
      'Attribute "state.answers[1].value" is not a finite number',
    );
    expect(() => validateChanges({ set: { state: { total: new Money(5) } } })).toThrow('Attribute "state.total" is not a storable value');
    expect(() => validateChanges({ setIfAbsent: { when: [new Date(0)] } })).toThrow('Attribute "when[0]" is not a storable value');
  });
});
