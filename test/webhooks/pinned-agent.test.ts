/**
 * Deliveries connect only to the addresses the target check approved: a request through the
 * pinned agent reaches them even for a host name that DNS would resolve differently (or not at
 * all), so a name that changes between the check and the request cannot redirect a delivery.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedAgent, postPinned } from '../../functions/webhooks/pinned-agent';

let server: Server;
let port: number;
const received: { host?: string; body: string; length?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ host: req.headers.host, body, length: req.headers['content-length'] });
      if (req.url === '/slow') return; // never answers
      res.writeHead(req.url === '/moved' ? 302 : 204, req.url === '/moved' ? { location: '/elsewhere' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const LOOPBACK = [{ address: '127.0.0.1', family: 4 as const }];

describe('postPinned', () => {
  it('connects to the approved address whatever the name resolves to, and keeps the Host header', async () => {
    const status = await postPinned(`http://receiver.careloop.invalid:${port}/hook`, { headers: { 'Content-Type': 'application/json' }, body: '{"é":1}', signal: AbortSignal.timeout(2000), addresses: LOOPBACK });
    expect(status).toBe(204);
    expect(received.at(-1)).toEqual({ host: `receiver.careloop.invalid:${port}`, body: '{"é":1}', length: String(Buffer.byteLength('{"é":1}')) });
  });

  it('does not follow a redirect', async () => {
    const before = received.length;
    expect(await postPinned(`http://receiver.careloop.invalid:${port}/moved`, { headers: {}, body: '{}', signal: AbortSignal.timeout(2000), addresses: LOOPBACK })).toBe(302);
    expect(received.length).toBe(before + 1);
  });

  it('rejects with the TimeoutError of the signal when the receiver does not answer in time', async () => {
    await expect(postPinned(`http://receiver.careloop.invalid:${port}/slow`, { headers: {}, body: '{}', signal: AbortSignal.timeout(200), addresses: LOOPBACK })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('cannot connect when no approved address fits', async () => {
    // 127.0.0.1 is where the server listens; ::1 is the only approved address, and nothing listens there.
    await expect(
      postPinned(`http://v6only.careloop.invalid:${port}/`, { headers: {}, body: '{}', signal: AbortSignal.timeout(2000), addresses: [{ address: '::1', family: 6 }] }),
    ).rejects.toThrow();
  });
});

describe('pinnedAgent', () => {
  it('reuses one agent per scheme, host and address set', () => {
    const a = pinnedAgent(new URL('http://same.careloop.invalid/'), LOOPBACK);
    const b = pinnedAgent(new URL('http://same.careloop.invalid/other'), LOOPBACK);
    const c = pinnedAgent(new URL('http://same.careloop.invalid/'), [{ address: '127.0.0.2', family: 4 }]);
    const d = pinnedAgent(new URL('https://same.careloop.invalid/'), LOOPBACK);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).not.toBe(d);
  });
});
