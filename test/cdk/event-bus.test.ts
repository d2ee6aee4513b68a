/**
 * The stage's event bus: one per stack, archived, and only functions whose definition publishes
 * may put events, on their own stack's bus only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { streamConsumers } from '../../functions/consumers';
import { EVENT_SOURCE } from '../../functions/core/event-bus/port';
import { STAGES, type Stage } from '../../lib/stage';
import {
  type Synthesized,
  actionsOf,
  arnOf,
  environmentOf,
  functionStatements,
  identityStatements,
  logicalId,
  resourcesOf,
  resourcesOfStatement,
  synthesizeApp,
  synthesizeEverything,
  synthesizeStack,
} from './template';

/** The functions that publish today: the two outbox relays (every event; engagement.escalated alone). */
const PUBLISHERS = ['EscalationRelay', 'WebhookRelay'];
const ARCHIVE_DAYS: Record<Stage, number> = { production: 30, sandbox: 7 };

let everything: Record<Stage, Synthesized>;
let app: Record<Stage, Synthesized>;

beforeAll(() => {
  everything = synthesizeEverything();
  app = synthesizeApp();
});

const json = (value: unknown): string => JSON.stringify(value);
const busOf = (s: Synthesized) => s.stack.eventBus.bus.node.defaultChild;
const busRef = (s: Synthesized) => ({ Ref: logicalId(s, busOf(s)) });
const busArn = (s: Synthesized) => arnOf(s, busOf(s));
const eventsStatements = (s: Synthesized, statements = identityStatements(s)) =>
  statements.filter((st) => actionsOf(st).some((a) => a.startsWith('events:')));
const publishers = (s: Synthesized) => s.stack.functions.filter((fn) => fn.definition.publishesEvents === true);

describe.each(STAGES)('%s stack', (stage) => {
  const s = () => everything[stage];

  it(`has one bus, careloop-${stage}, ${stage === 'production' ? 'retained' : 'deleted'} with the stack`, () => {
    const buses = resourcesOf(s(), 'AWS::Events::EventBus');
    expect(buses).toHaveLength(1);
    const [id, bus] = buses[0]!;
    expect(id).toBe(logicalId(s(), busOf(s())));
    expect(bus.Properties!.Name).toBe(`careloop-${stage}`);
    // Not a partner event source bus, and no resource policy letting anyone else in.
    expect(bus.Properties!).not.toHaveProperty('EventSourceName');
    expect(bus.Properties!).not.toHaveProperty('Policy');
    expect(resourcesOf(s(), 'AWS::Events::EventBusPolicy')).toEqual([]);
    expect(bus.DeletionPolicy).toBe(stage === 'production' ? 'Retain' : 'Delete');
  });

  it(`archives the stage's events for ${ARCHIVE_DAYS[stage]} days, for replays`, () => {
    const archives = resourcesOf(s(), 'AWS::Events::Archive');
    expect(archives).toHaveLength(1);
    const [, archive] = archives[0]!;
    const p = archive.Properties!;
    expect(p.SourceArn).toEqual(busArn(s()));
    expect(p.RetentionDays).toBe(ARCHIVE_DAYS[stage]);
    expect(p.EventPattern).toEqual({ source: [EVENT_SOURCE] });
    expect(p.ArchiveName).toBe(`careloop-${stage}`);
    expect(archive.DeletionPolicy).toBe(stage === 'production' ? 'Retain' : 'Delete');
  });

  it('outputs EventBusName and EventBusArn', () => {
    const outputs = s().json.Outputs ?? {};
    expect(outputs.EventBusName.Value).toEqual(busRef(s()));
    expect(outputs.EventBusArn.Value).toEqual(busArn(s()));
  });

  it('functions that publish (and only they) may put events, on this bus only, and know its name', () => {
    expect(publishers(s()).map((fn) => fn.definition.id).sort()).toEqual(PUBLISHERS);
    for (const fn of s().stack.functions) {
      const statements = eventsStatements(s(), functionStatements(s(), fn));
      const env = environmentOf(s(), fn);
      if (fn.definition.publishesEvents) {
        expect(statements, fn.definition.id).toEqual([{ Effect: 'Allow', Action: 'events:PutEvents', Resource: busArn(s()) }]);
        // What functions/core/runtime-event-bus.ts reads.
        expect(env.EVENT_BUS_NAME, fn.definition.id).toEqual(busRef(s()));
      } else {
        expect(statements, fn.definition.id).toEqual([]);
        expect(env, fn.definition.id).not.toHaveProperty('EVENT_BUS_NAME');
      }
    }
  });
});

describe.each([
  ['every definition', () => everything],
  ['as deployed', () => app],
] as const)('no role may touch another bus (%s)', (_label, built) => {
  it.each(STAGES)('%s: the only EventBridge action anywhere is PutEvents, on the stack’s own bus', (stage) => {
    const s = built()[stage];
    const statements = eventsStatements(s);
    expect(statements.length).toBe(publishers(s).length);
    expect(statements.length).toBeGreaterThan(0);
    for (const st of statements) {
      expect(actionsOf(st)).toEqual(['events:PutEvents']);
      expect(resourcesOfStatement(st)).toEqual([busArn(s)]);
    }
  });
});

describe('publishing follows the definitions', () => {
  it('a consumer that publishes gets the grant and the name; one that stops loses both', () => {
    const s = synthesizeStack({
      stage: 'sandbox',
      streamConsumers: Object.values(streamConsumers).map((c) => ({ ...c, publishesEvents: c.id === 'EngagementStarter' })),
    });
    expect(publishers(s).map((fn) => fn.definition.id)).toEqual(['EngagementStarter']);
    for (const fn of s.stack.functions) {
      const granted = eventsStatements(s, functionStatements(s, fn)).length > 0;
      expect(granted, fn.definition.id).toBe(fn.definition.id === 'EngagementStarter');
      expect('EVENT_BUS_NAME' in environmentOf(s, fn), fn.definition.id).toBe(fn.definition.id === 'EngagementStarter');
    }
    // The bus and its archive exist whoever publishes.
    expect(resourcesOf(s, 'AWS::Events::EventBus')).toHaveLength(1);
    expect(resourcesOf(s, 'AWS::Events::Archive')).toHaveLength(1);
  });
});

describe('stages are separate (event buses)', () => {
  it('each stage has its own bus and archive, and publishes to it', () => {
    const [production, sandbox] = [everything.production, everything.sandbox];
    expect(production.stack.eventBus.bus).not.toBe(sandbox.stack.eventBus.bus);
    const names = STAGES.map((stage) => resourcesOf(everything[stage], 'AWS::Events::EventBus')[0]![1].Properties!.Name as string);
    expect(names).toEqual(['careloop-production', 'careloop-sandbox']);
    const archives = STAGES.map((stage) => resourcesOf(everything[stage], 'AWS::Events::Archive')[0]![1].Properties!.ArchiveName as string);
    expect(new Set(archives).size).toBe(2);
    for (const stage of STAGES) {
      const s = everything[stage];
      const other = stage === 'production' ? 'careloop-sandbox' : 'careloop-production';
      expect(json(s.json)).not.toContain(other);
      for (const fn of publishers(s)) expect(environmentOf(s, fn).EVENT_BUS_NAME).toEqual(busRef(s));
    }
  });
});
