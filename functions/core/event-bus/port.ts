/**
 * The stage's event bus: every event is also published there, so consumers inside AWS can
 * subscribe with EventBridge rules instead of webhooks (DESIGN §9).
 */
export interface BusEvent {
  /** The event name, e.g. `engagement.completed` (EventBridge DetailType). */
  type: string;
  /** Envelope variant A (EventBridge Detail). */
  detail: Record<string, unknown>;
  time: string;
}

export interface EventBus {
  publish(events: BusEvent[]): Promise<void>;
}

export const EVENT_SOURCE = 'careloop';
