/**
 * A separate process racing on a shared SQLite store file (spawned by sqlite-store.test.ts).
 * Usage: race-worker.ts <file> <worker id> <rounds>. Prints "ready", waits for a line on stdin,
 * then per round tries to claim key k<round> with a conditional put and increments a shared
 * counter; prints the rounds it won as JSON.
 */
import { once } from 'node:events';
import { ConditionFailedError } from '../../../functions/core/storage/port';
import { SqliteStore } from '../../../functions/core/storage/sqlite-store';

const [file, worker, rounds] = process.argv.slice(2);
if (!file || !worker || !rounds) throw new Error('usage: race-worker.ts <file> <worker id> <rounds>');
const store = SqliteStore.open(file);
process.stdout.write('ready\n');
await once(process.stdin, 'data');

const won: number[] = [];
for (let round = 0; round < Number(rounds); round++) {
  try {
    await store.put({ pk: 'race', sk: `k${round}`, entity: 'claim', worker }, { condition: { notExists: 'pk' } });
    won.push(round);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  await store.update({ pk: 'race', sk: 'counter' }, { setIfAbsent: { entity: 'counter' }, add: { n: 1 } });
}
store.close();
process.stdout.write(`${JSON.stringify(won)}\n`);
process.stdin.destroy();
