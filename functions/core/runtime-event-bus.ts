import { config } from './config';
import { EventBridgeBus } from './event-bus/eventbridge-bus';
import type { EventBus } from './event-bus/port';

/** The event bus adapter of this container (EventBridge in Lambda, a file locally). */
let installed: EventBus | undefined;

export const installEventBus = (bus: EventBus): void => {
  installed = bus;
};

export const eventBus = (): EventBus => {
  if (installed) return installed;
  config();
  const name = process.env.EVENT_BUS_NAME;
  if (!name) throw new Error('Invalid configuration: EVENT_BUS_NAME is required');
  installed = new EventBridgeBus(name);
  return installed;
};
