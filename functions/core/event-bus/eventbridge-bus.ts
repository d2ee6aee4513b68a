import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { type BusEvent, EVENT_SOURCE, type EventBus } from './port';

/** PutEvents in chunks of 10 (the API's limit); a partially failed put is an error, so the caller retries. */
export class EventBridgeBus implements EventBus {
  constructor(
    private readonly busName: string,
    private readonly client = new EventBridgeClient({}),
  ) {}

  async publish(events: BusEvent[]): Promise<void> {
    for (let i = 0; i < events.length; i += 10) {
      const entries = events.slice(i, i + 10).map((event) => ({
        EventBusName: this.busName,
        Source: EVENT_SOURCE,
        DetailType: event.type,
        Detail: JSON.stringify(event.detail),
        Time: new Date(event.time),
      }));
      const result = await this.client.send(new PutEventsCommand({ Entries: entries }));
      if (result.FailedEntryCount) throw new Error(`EventBridge refused ${result.FailedEntryCount} of ${entries.length} events`);
    }
  }
}
