import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Twilio-Signature`, computed as Twilio signs its webhooks
 * (https://www.twilio.com/docs/usage/webhooks/webhooks-security): the full URL Twilio requested
 * (scheme, host, path and query, exactly as configured), then every POST form parameter sorted by
 * name (case-sensitive, code-unit order), each name immediately followed by its value; HMAC-SHA1
 * keyed with the account's auth token; base64. A parameter sent several times contributes each of
 * its distinct values, sorted, like Twilio's own helper libraries.
 */

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

export type FormParameters = URLSearchParams | Record<string, string | readonly string[]>;

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const entriesOf = (params: FormParameters): Map<string, string[]> => {
  const values = new Map<string, string[]>();
  const add = (name: string, value: string) => values.set(name, [...(values.get(name) ?? []), value]);
  if (params instanceof URLSearchParams) for (const [name, value] of params) add(name, value);
  else for (const [name, value] of Object.entries(params)) for (const one of typeof value === 'string' ? [value] : value) add(name, one);
  return values;
};

/** The string Twilio signs: the URL, then name+value of each parameter in name order. */
export const signedPayload = (url: string, params: FormParameters): string => {
  const values = entriesOf(params);
  let payload = url;
  for (const name of [...values.keys()].sort(byCodeUnit)) {
    for (const value of [...new Set(values.get(name))].sort(byCodeUnit)) payload += name + value;
  }
  return payload;
};

export const twilioSignature = (authToken: string, url: string, params: FormParameters): string =>
  createHmac('sha1', authToken).update(signedPayload(url, params), 'utf8').digest('base64');

const sameSignature = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The URL as Twilio may have signed it: exactly as configured, and with the scheme's default port
 * added or removed (Twilio's libraries accept both, as its edge can present either form). Split by
 * hand, not with `new URL()`, which would re-encode characters of the path and query.
 */
const urlVariants = (url: string): string[] => {
  const match = /^(https?:\/\/)([^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)(:\d*)?(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme = '', userInfo = '', host = '', port = '', rest = ''] = match;
  const defaultPort = scheme.toLowerCase() === 'https://' ? ':443' : ':80';
  if (port !== '' && port !== defaultPort) return [url];
  return [url, `${scheme}${userInfo}${host}${rest}`, `${scheme}${userInfo}${host}${defaultPort}${rest}`];
};

/** True when `signature` is Twilio's for this request; compared in constant time. */
export const isValidTwilioSignature = (authToken: string, signature: string | undefined, url: string, params: FormParameters): boolean => {
  if (!signature || !authToken) return false;
  const candidates = [...new Set(urlVariants(url))];
  // Every candidate is computed and compared, so the time taken says nothing about which one matched.
  return candidates.map((candidate) => sameSignature(twilioSignature(authToken, candidate, params), signature)).includes(true);
};
