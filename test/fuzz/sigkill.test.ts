/**
 * SIGKILL in the middle of a load: 100 engagements pushed through the real local runtime
 * (`bin/local.ts`, a child process over a temporary DATA_DIR) with a webhook receiver, the runtime
 * killed with SIGKILL while the creations are still arriving and deliveries are in flight, then
 * started again on the same data. Creations the kill cut off are retried with their
 * Idempotency-Key, as a client would. In the end every one of the 100 engagements has completed
 * and every one of its events reached the receiver at least once (repeats allowed: at-least-once),
 * counted from the receiver's side per engagement, not only from the outbox.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventItem } from '../../functions/core/events/catalog';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import { repositoryRoot } from '../support/local-stage';
import { freePort, killHard, startCrashableSandbox } from '../support/runtime-process';

const ENGAGEMENTS = 100;
/** Two organizations share the load: the creation window is 100 a minute per organization, and the retries come on top. */
const ORGANIZATIONS = 2;
/** The kill comes once this many creations were acknowledged: mid-load. */
const KILL_AFTER = 40;
const CONCURRENCY = 8;
/** How long a crashed request holds its Idempotency-Key (functions/api/idempotency.ts). */
const IDEMPOTENCY_LEASE_MS = 60_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-sigkill-'));
/** What the receiver got: each delivery's event id, type and engagement. */
const deliveries: Array<{ id: string; event: string; engagementId: string }> = [];
let receiver: Server;
let receiverUrl: string;
let port: number;
let runtime: ChildProcess | undefined;

const startRuntime = async (): Promise<void> => {
  runtime = await startCrashableSandbox(port, dataDir);
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // A little slow, so that deliveries are in flight when the runtime is killed.
      setTimeout(() => {
        const event = JSON.parse(body) as { id: string; event: string; data: { engagement_id?: string } };
        deliveries.push({ id: event.id, event: event.event, engagementId: event.data.engagement_id ?? '' });
        res.writeHead(200).end();
      }, 30);
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

interface Organization {
  id: string;
  key: string;
}

const createOrganization = (name: string): Organization => {
  const created = spawnSync(process.execPath, ['bin/careloop.mjs', 'org', 'create', '--name', name], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(created.status, created.stderr).toBe(0);
  const parsed = JSON.parse(created.stdout) as { id: string; sandbox: { api_key: string } };
  return { id: parsed.id, key: parsed.sandbox.api_key };
};

const call = async (org: Organization, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${org.key}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as any };
};

/** One engagement of the load; its Idempotency-Key makes a retry after the crash safe. */
interface Submission {
  org: Organization;
  key: string;
  body: unknown;
  id?: string;
  /** The last status a try got without an id (a 409 while a crashed try's key lease lasts). */
  lastStatus?: number;
}

/** Submits what has no id yet, `CONCURRENCY` at a time; a submission the crash cut off stays without one. */
const submit = async (submissions: Submission[], onAcknowledged: () => void): Promise<void> => {
  const pending = submissions.filter((submission) => !submission.id);
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      try {
        const answer = await call(next.org, 'POST', '/v1/engagements', next.body, { 'idempotency-key': next.key });
        if (answer.status === 201 || answer.status === 200) {
          next.id = answer.body.id as string;
          onAcknowledged();
        } else next.lastStatus = answer.status;
      } catch {
        // The runtime died under this request: the client retries it later with the same key.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

const outboxOf = async (store: SqliteStore, orgId: string): Promise<EventItem[]> => {
  const events: EventItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ index: 'gsi1', partition: `ORG#${orgId}#EVTS`, cursor });
    events.push(...(page.items as EventItem[]));
    cursor = page.cursor;
  } while (cursor);
  return events;
};

describe('a SIGKILL in the middle of a load of engagements', () => {
  it('loses no engagement and no event: after a restart all complete and every event reaches the webhook', async () => {
    await startRuntime();
    const organizations = Array.from({ length: ORGANIZATIONS }, (_unused, i) => createOrganization(`SIGKILL Clinic ${i}`));
    for (const [i, org] of organizations.entries()) {
      const secret = `whsec_test_sigkillsigkillsigkillsigkill0${i}`;
      expect((await call(org, 'POST', '/v1/webhooks', { url: receiverUrl, events: ['*'], secret })).status).toBe(201);
    }
    const submissions: Submission[] = Array.from({ length: ENGAGEMENTS }, (_unused, i) => ({
      org: organizations[i % ORGANIZATIONS] as Organization,
      key: `sigkill-load-${i}`,
      body: { patient: { id: `sigkill-${i}`, phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' },
    }));

    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    const load = submit(submissions, () => {
      acknowledged++;
      if (acknowledged === KILL_AFTER) killed = killHard(runtime);
    });
    await load;
    await killed;
    const beforeRestart = { acknowledged: submissions.filter((s) => s.id).length, delivered: deliveries.length };
    expect(beforeRestart.acknowledged, 'the kill came in the middle of the load').toBeLessThan(ENGAGEMENTS);

    await startRuntime();
    // A creation the kill cut off between taking its Idempotency-Key's lease and answering is a 409
    // (`idempotency_conflict`, still being processed) until the lease ends (60 s): the client
    // retries it, as that answer tells it to, and then gets the same engagement.
    const retriesEnd = Date.now() + IDEMPOTENCY_LEASE_MS + 30_000;
    await submit(submissions, () => undefined);
    while (submissions.some((s) => !s.id) && Date.now() < retriesEnd) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await submit(submissions, () => undefined);
    }
    expect(
      submissions.filter((s) => !s.id).map((s) => ({ key: s.key, lastStatus: s.lastStatus })),
      'every creation acknowledged after the retries',
    ).toEqual([]);
    const ids = new Set(submissions.map((s) => s.id as string));
    expect(ids.size, 'a retried creation is the same engagement, not a second one').toBe(ENGAGEMENTS);

    // Every engagement completes, and every event of each reaches the receiver.
    const store = SqliteStore.open(path.join(dataDir, 'sandbox', 'store.db'));
    try {
      const undelivered = async () => {
        const outbox = (await Promise.all(organizations.map((org) => outboxOf(store, org.id)))).flat();
        const received = new Set(deliveries.map((delivery) => delivery.id));
        const completedAt = new Set(deliveries.filter((d) => d.event === 'engagement.completed').map((d) => d.engagementId));
        return {
          engagementsNotCompleted: [...ids].filter((id) => !completedAt.has(id)).length,
          outboxEventsNotDelivered: outbox.filter((event) => !received.has(event.id)).length,
        };
      };
      await expect.poll(undelivered, { timeout: 150_000, interval: 500 }).toEqual({ engagementsNotCompleted: 0, outboxEventsNotDelivered: 0 });

      for (const id of ids) {
        const types = new Set(deliveries.filter((delivery) => delivery.engagementId === id).map((delivery) => delivery.event));
        expect([...types].sort(), `the events of ${id} the receiver got`).toEqual(expect.arrayContaining(['engagement.completed', 'engagement.scheduled', 'engagement.started']));
      }
      const outbox = (await Promise.all(organizations.map((org) => outboxOf(store, org.id)))).flat();
      // No event of another engagement than the 100 (a retry that made a second engagement would show here).
      expect(new Set(outbox.map((event) => event.engagement_id))).toEqual(ids);
      // The test means something only if the kill interrupted work that was not delivered yet.
      expect(beforeRestart.delivered).toBeLessThan(outbox.length);
      console.log(
        `killed after ${beforeRestart.acknowledged} of ${ENGAGEMENTS} creations and ${beforeRestart.delivered} deliveries; ` +
          `${outbox.length} events, ${deliveries.length} deliveries in all (${deliveries.length - new Set(deliveries.map((d) => d.id)).size} repeats)`,
      );
    } finally {
      store.close();
    }
  }, 360_000);
});
