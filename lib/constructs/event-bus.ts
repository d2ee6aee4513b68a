import { RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '../../functions/core/event-bus/port';
import { type Stage, stageSettings } from '../stage';
import { allow } from './permissions';
import type { ServiceFunction } from './service-function';

/** What a publishing function may do to the stage's bus, and nothing else. */
export const PUBLISH_ACTIONS = ['events:PutEvents'] as const;

/** `careloop-<stage>`: the bus and its archive (names are unique per account and region). */
export const eventBusName = (stage: Stage): string => `careloop-${stage}`;

export interface CareloopEventBusProps {
  stage: Stage;
}

/**
 * The stage's custom EventBridge event bus (DESIGN §9): every outbox event is also published here
 * (source `careloop`, detail type = the event name), so consumers inside AWS can subscribe with
 * rules instead of webhooks. Its archive keeps the stage's events (30 days in production, 7 in the
 * sandbox) so they can be replayed onto the bus from AWS (`aws events start-replay`) too.
 * Functions whose definition has `publishesEvents` are connected here.
 */
export class CareloopEventBus extends Construct {
  readonly bus: events.EventBus;
  readonly archive: events.Archive;

  constructor(scope: Construct, id: string, props: CareloopEventBusProps) {
    super(scope, id);
    const { stage } = props;
    const name = eventBusName(stage);
    // Retained with production's other stateful resources: subscribers' rules live on the bus, and
    // deleting the archive deletes the events it holds.
    const removalPolicy = stage === 'production' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.bus = new events.EventBus(this, 'Bus', {
      eventBusName: name,
      description: `careloop ${stage}: every event of the stage (source ${EVENT_SOURCE})`,
    });
    this.bus.applyRemovalPolicy(removalPolicy);

    this.archive = this.bus.archive('Archive', {
      archiveName: name,
      description: `careloop ${stage}: events of the stage, for replay onto ${name}`,
      eventPattern: { source: [EVENT_SOURCE] },
      retention: stageSettings(stage).eventArchiveRetention,
    });
    this.archive.applyRemovalPolicy(removalPolicy);
  }

  /**
   * Lets a function publish to this bus, and only this one: `events:PutEvents` on its ARN, and its
   * name in `EVENT_BUS_NAME` (what functions/core/runtime-event-bus.ts reads).
   */
  connectPublisher(fn: ServiceFunction): void {
    allow(fn.role, PUBLISH_ACTIONS, [this.bus.eventBusArn]);
    fn.addEnvironment({ EVENT_BUS_NAME: this.bus.eventBusName });
  }
}
