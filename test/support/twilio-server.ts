import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for Twilio's REST API (2010-04-01) for tests: it answers the requests careloop
 * makes as Twilio does (status codes, JSON bodies, error codes) and records each one.
 *
 * - `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`: 201 `{sid: 'SM…', status: 'queued', …}`;
 *   400 with code 21610 for a number marked opted out, 21211 for a malformed `To`, 21602-21604 for
 *   a missing field, 21606 (SMS) or 63007 (WhatsApp) for a `From` the account does not own.
 * - `POST …/Calls.json`: 201 `{sid: 'CA…', status: 'queued', …}`; 21217 for a malformed `To`.
 * - `POST …/Calls/{CallSid}.json` with `Status=completed`: 200 with the call completed; 21220 for a
 *   call that has already ended; 404 (20404) for an unknown call.
 * - An unknown account in the path: 404 (20404). A wrong or missing auth token: 401 (20003).
 *
 * `signedTwilioRequest` and `postAsTwilio` send webhooks the other way, signed as Twilio signs them.
 */

export interface TwilioTestAccount {
  sid: string;
  token: string;
  /** The account's phone numbers; when given, any other `From` is refused as Twilio does. */
  numbers?: string[];
}

export interface RecordedTwilioRequest {
  method: string;
  /** The path and query, e.g. /2010-04-01/Accounts/AC…/Messages.json */
  path: string;
  /** The Basic credentials sent, null without them. */
  auth: { username: string; password: string } | null;
  contentType: string | undefined;
  /** The form fields; a field sent several times (StatusCallbackEvent) is an array. */
  form: Record<string, string | string[]>;
}

export interface TwilioTestServer {
  /** The base URL, to be given as TWILIO_API_BASE_URL (no trailing slash). */
  url: string;
  requests: RecordedTwilioRequest[];
  /** Marks a patient number as opted out (messages to it get error 21610, as after STOP). */
  optOut(number: string): void;
  /** The next `count` requests get this answer instead (a Twilio outage, a rate limit). */
  failNext(status: number, body: unknown, count?: number): void;
  /** While true, requests are read and never answered (a hung API). */
  setHanging(hanging: boolean): void;
  /** The far end hung up: ending the call again gets 21220. */
  endCall(sid: string): void;
  stop(): Promise<void>;
}

const ACCOUNT_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages\.json|Calls\.json|Calls\/([^/]+)\.json)$/;
const E164 = /^\+[1-9]\d{6,14}$/;

const sid = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

const errorBody = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const formOf = (body: string): Record<string, string | string[]> => {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const existing = form[name];
    form[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return form;
};

const basicAuth = (header: string | undefined): RecordedTwilioRequest['auth'] => {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export const startTwilioServer = async (accounts: TwilioTestAccount[]): Promise<TwilioTestServer> => {
  const requests: RecordedTwilioRequest[] = [];
  const optedOut = new Set<string>();
  const calls = new Map<string, { account: string; ended: boolean }>();
  const injected: { status: number; body: unknown }[] = [];
  const sockets = new Set<Socket>();
  let hanging = false;

  const messages = (res: ServerResponse, account: TwilioTestAccount, path: string, form: Record<string, string | string[]>) => {
    const to = one(form.To);
    const from = one(form.From);
    const body = one(form.Body);
    const contentSid = one(form.ContentSid);
    if (!to) return send(res, 400, errorBody(400, 21604, "A 'To' phone number is required."));
    if (!from) return send(res, 400, errorBody(400, 21603, "A 'From' phone number is required."));
    if (!body && !contentSid) return send(res, 400, errorBody(400, 21602, 'Message body is required.'));
    const whatsapp = to.startsWith('whatsapp:');
    const toNumber = to.replace(/^whatsapp:/, '');
    const fromNumber = from.replace(/^whatsapp:/, '');
    if (!E164.test(toNumber)) return send(res, 400, errorBody(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    if (account.numbers && !account.numbers.includes(fromNumber)) {
      return whatsapp
        ? send(res, 400, errorBody(400, 63007, `Twilio could not find a Channel with the specified From address`))
        : send(res, 400, errorBody(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`));
    }
    if (optedOut.has(toNumber)) return send(res, 400, errorBody(400, 21610, 'Attempt to send to unsubscribed recipient'));
    const messageSid = sid('SM');
    return send(res, 201, {
      account_sid: account.sid,
      api_version: '2010-04-01',
      body: body ?? '',
      date_created: new Date().toUTCString(),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_segments: '1',
      price: null,
      sid: messageSid,
      status: 'queued',
      to,
      uri: `${path.replace(/\.json$/, '')}/${messageSid}.json`,
    });
  };

  const createCall = (res: ServerResponse, account: TwilioTestAccount, path: string, form: Record<string, string | string[]>) => {
    const to = one(form.To);
    const from = one(form.From);
    if (!to) return send(res, 400, errorBody(400, 21201, "No 'To' number is specified"));
    if (!from) return send(res, 400, errorBody(400, 21213, "No 'From' number is specified"));
    if (!E164.test(to)) return send(res, 400, errorBody(400, 21217, 'Phone number does not appear to be valid'));
    if (!one(form.Url) && !one(form.Twiml)) return send(res, 400, errorBody(400, 21205, 'Url parameter is required.'));
    if (account.numbers && !account.numbers.includes(from)) return send(res, 400, errorBody(400, 21210, `The source phone number provided, ${from}, is not yet verified for your account.`));
    const callSid = sid('CA');
    calls.set(callSid, { account: account.sid, ended: false });
    return send(res, 201, { account_sid: account.sid, direction: 'outbound-api', from, sid: callSid, status: 'queued', to, uri: `${path.replace(/\.json$/, '')}/${callSid}.json` });
  };

  const updateCall = (res: ServerResponse, account: TwilioTestAccount, path: string, callSid: string, form: Record<string, string | string[]>) => {
    const call = calls.get(callSid);
    if (!call || call.account !== account.sid) return send(res, 404, errorBody(404, 20404, `The requested resource ${path} was not found`));
    if (call.ended) return send(res, 400, errorBody(400, 21220, 'Call is not in-progress. Cannot redirect.'));
    if (one(form.Status) === 'completed' || one(form.Status) === 'canceled') call.ended = true;
    return send(res, 200, { account_sid: account.sid, sid: callSid, status: call.ended ? 'completed' : 'in-progress' });
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const record: RecordedTwilioRequest = { method: req.method ?? 'GET', path, auth: basicAuth(req.headers.authorization), contentType: req.headers['content-type'], form: formOf(body) };
    requests.push(record);
    if (hanging) return;
    const failure = injected.shift();
    if (failure) return send(res, failure.status, failure.body);
    const match = ACCOUNT_PATH.exec(path.split('?')[0] as string);
    if (!match || record.method !== 'POST') return send(res, 404, errorBody(404, 20404, `The requested resource ${path} was not found`));
    const account = accounts.find((candidate) => candidate.sid === match[1]);
    if (!account) return send(res, 404, errorBody(404, 20404, `The requested resource ${path} was not found`));
    if (record.auth?.username !== account.sid || record.auth.password !== account.token) return send(res, 401, errorBody(401, 20003, 'Authenticate'));
    if (match[2] === 'Messages.json') return messages(res, account, path, record.form);
    if (match[2] === 'Calls.json') return createCall(res, account, path, record.form);
    return updateCall(res, account, path, match[3] as string, record.form);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    optOut: (number) => optedOut.add(number),
    failNext: (status, body, count = 1) => {
      for (let i = 0; i < count; i += 1) injected.push({ status, body });
    },
    setHanging: (value) => {
      hanging = value;
    },
    endCall: (callSid) => {
      const call = calls.get(callSid);
      if (call) call.ended = true;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/**
 * A webhook request as Twilio sends it: the parameters form-encoded, and `X-Twilio-Signature` =
 * base64 HMAC-SHA1, keyed with the auth token, of the URL followed by each parameter's name and
 * value in name order. Written here on its own (not with the service's code) so the tests check
 * the service against Twilio's rule, not against itself.
 */
export const signedTwilioRequest = (authToken: string, url: string, params: Record<string, string>) => {
  const signed = Object.keys(params)
    .sort()
    .reduce((payload, name) => payload + name + params[name], url);
  const signature = createHmac('sha1', authToken).update(Buffer.from(signed, 'utf8')).digest('base64');
  return {
    url,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    },
    signature,
  };
};

/** Posts a webhook to careloop as Twilio would (see `signedTwilioRequest`). */
export const postAsTwilio = (authToken: string, url: string, params: Record<string, string>): Promise<Response> => {
  const request = signedTwilioRequest(authToken, url, params);
  return fetch(request.url, request.init);
};
