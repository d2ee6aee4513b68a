/**
 * Deliveries connect only to the addresses the target check approved: a request through the
 * pinned agent reaches them even for a host name that DNS would resolve differently (or not at
 * all), so a name that changes between the check and the request cannot redirect a delivery.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedAgent } from '../../functions/webhooks/pinned-agent';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(204, { 'x-host': String(req.headers.host) }).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('pinnedAgent', () => {
  it('connects to the approved address whatever the name resolves to, and keeps the Host header', async () => {
    const agent = pinnedAgent('receiver.careloop.invalid', [{ address: '127.0.0.1', family: 4 }]);
    const response = await fetch(`http://receiver.careloop.invalid:${port}/hook`, { method: 'POST', body: '{}', dispatcher: agent });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-host')).toBe(`receiver.careloop.invalid:${port}`);
  });

  it('cannot connect when no approved address fits', async () => {
    const agent = pinnedAgent('v6only.careloop.invalid', [{ address: '::1', family: 6 }]);
    // 127.0.0.1 is where the server listens; ::1 is the only approved address, and nothing listens there.
    await expect(fetch(`http://v6only.careloop.invalid:${port}/`, { dispatcher: agent, signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });

  it('reuses one agent per host and address set', () => {
    const a = pinnedAgent('same.careloop.invalid', [{ address: '127.0.0.1', family: 4 }]);
    const b = pinnedAgent('same.careloop.invalid', [{ address: '127.0.0.1', family: 4 }]);
    const c = pinnedAgent('same.careloop.invalid', [{ address: '127.0.0.2', family: 4 }]);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
