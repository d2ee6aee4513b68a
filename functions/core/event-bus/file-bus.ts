import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { type BusEvent, EVENT_SOURCE, type EventBus } from './port';

/** The local runtime's bus: one JSON line per event in DATA_DIR/<stage>/event-bus.jsonl. */
export class FileBus implements EventBus {
  constructor(private readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
  }

  async publish(events: BusEvent[]): Promise<void> {
    if (!events.length) return;
    appendFileSync(this.file, events.map((event) => JSON.stringify({ source: EVENT_SOURCE, 'detail-type': event.type, time: event.time, detail: event.detail })).join('\n') + '\n');
  }

  read(): Array<{ source: string; 'detail-type': string; time: string; detail: Record<string, unknown> }> {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  }
}
