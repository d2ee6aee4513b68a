/**
 * Nothing lost to a crash: the local runtime is killed with SIGKILL while engagements run and
 * their webhooks are in flight, then started again on the same data. Every event in the outbox
 * reaches the receiver at least once.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { repositoryRoot, request } from '../support/local-stage';
import { freePort, killHard, startCrashableSandbox } from '../support/runtime-process';

const ENGAGEMENTS = 25;
const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-crash-'));
const delivered = new Set<string>();
let receiver: Server;
let receiverUrl: string;
let port: number;
let runtime: ChildProcess | undefined;

const startRuntime = async (): Promise<void> => {
  runtime = await startCrashableSandbox(port, dataDir);
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // Slow enough that deliveries are still in flight when the runtime is killed.
      setTimeout(() => {
        delivered.add(String(req.headers['webhook-id']));
        res.writeHead(200).end();
      }, 200);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  port = await freePort();
});

afterAll(async () => {
  await killHard(runtime);
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a SIGKILL while deliveries are in flight', () => {
  it('loses no event: after a restart every outbox event is delivered at least once', async () => {
    await startRuntime();
    const onboarded = spawnSync(process.execPath, ['bin/careloop.mjs', 'org', 'create', '--name', 'Crash Clinic'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(onboarded.status, onboarded.stderr).toBe(0);
    const org = JSON.parse(onboarded.stdout) as { id: string; sandbox: { api_key: string } };
    const key = org.sandbox.api_key;
    const url = `http://127.0.0.1:${port}`;
    const secret = 'whsec_test_crashcrashcrashcrashcrash01';
    expect((await request(url, 'POST', '/v1/webhooks', { key, body: { url: receiverUrl, events: ['*'], secret } })).status).toBe(201);

    await Promise.all(
      Array.from({ length: ENGAGEMENTS }, (_unused, i) =>
        request(url, 'POST', '/v1/engagements', {
          key,
          body: { patient: { id: `crash-${i}`, phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
        }),
      ),
    );
    // Kill as soon as the first deliveries arrive: engagements are mid-conversation, deliveries mid-POST.
    await expect.poll(() => delivered.size, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
    const beforeKill = delivered.size;
    await killHard(runtime);
    await startRuntime();

    const store = SqliteStore.open(path.join(dataDir, 'sandbox', 'store.db'));
    const outbox = async (): Promise<string[]> => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await store.query({ index: 'gsi1', partition: `ORG#${org.id}#EVTS`, cursor });
        ids.push(...page.items.map((item) => item.id as string));
        cursor = page.cursor;
      } while (cursor);
      return ids;
    };
    // Until the engagements have written their events (not only until what is there so far was delivered).
    const undelivered = async (): Promise<number> => {
      const ids = await outbox();
      return ids.length < ENGAGEMENTS * 4 ? Infinity : ids.filter((id) => !delivered.has(id)).length;
    };
    await expect.poll(undelivered, { timeout: 60_000, interval: 250 }).toBe(0);
    const events = await outbox();
    // The test means something only if the kill interrupted work: events existed that had not been delivered yet.
    expect(beforeKill).toBeLessThan(events.length);
    expect(events.length).toBeGreaterThanOrEqual(ENGAGEMENTS * 4);
    store.close();
  }, 120_000);
});
