import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '../../core/config';
import { logger } from '../../core/logger';
import { observed } from '../../core/observability';
import { ports } from '../../core/runtime';
import { organizationChannels, publicBaseUrl } from '../accounts';
import { organizationByNumber } from '../settings';
import { ourNumberOfForm } from '../twilio/inbound';
import { isValidTwilioSignature, TWILIO_SIGNATURE_HEADER } from '../twilio/signature';
import { emptyTwiml } from '../twilio/twiml';
import { TWILIO_ROUTES, type TwilioRoute } from '../twilio/urls';

/**
 * The frame of the three Twilio routes: no API key; the organization is found by its own number
 * in the form, and `X-Twilio-Signature` is checked against `PUBLIC_BASE_URL` + path + query with
 * that organization's auth token BEFORE anything else is read or done (403 otherwise). The answer
 * is TwiML (`text/xml`), as Twilio expects.
 */

export interface TwilioRequest {
  orgId: string;
  form: URLSearchParams;
  query: URLSearchParams;
  now: Date;
}

type Result = APIGatewayProxyStructuredResultV2;

const text = (statusCode: number, body: string): Result => ({ statusCode, headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
export const twiml = (body: string = emptyTwiml()): Result => ({ statusCode: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body });
/** A signed request whose form careloop cannot read (Twilio changed something): said plainly, nothing done. */
export const unreadable = (error: string): Result => text(400, `invalid_request: ${error}`);

const E164 = /^\+[1-9]\d{6,14}$/;

const bodyOf = (event: APIGatewayProxyEventV2): string =>
  event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/** The URL Twilio requested, as it signed it: `PUBLIC_BASE_URL` + path + the raw query. */
const signedUrl = (route: TwilioRoute, rawQuery: string): string =>
  `${publicBaseUrl(config().PUBLIC_BASE_URL).replace(/\/+$/, '')}${TWILIO_ROUTES[route]}${rawQuery ? `?${rawQuery}` : ''}`;

/** The organization whose token signed this request, or undefined (403). */
const signer = async (route: TwilioRoute, event: APIGatewayProxyEventV2, form: URLSearchParams): Promise<string | undefined> => {
  const number = ourNumberOfForm(route, form);
  if (!number || !E164.test(number)) return undefined;
  const orgId = await organizationByNumber(ports().store, number);
  const channels = orgId ? await organizationChannels(orgId) : null;
  if (!orgId || !channels) return undefined;
  return isValidTwilioSignature(channels.account.authToken, header(event, TWILIO_SIGNATURE_HEADER), signedUrl(route, event.rawQueryString ?? ''), form) ? orgId : undefined;
};

export const twilioWebhook =
  (route: TwilioRoute, handle: (request: TwilioRequest) => Promise<Result>) =>
  observed(async (event: APIGatewayProxyEventV2): Promise<Result> => {
    if (config().STAGE !== 'production') return text(404, 'not_found');
    const form = new URLSearchParams(bodyOf(event));
    const orgId = await signer(route, event, form);
    if (!orgId) {
      logger.warn('Twilio webhook refused: signature', { route });
      return text(403, 'forbidden: X-Twilio-Signature does not match');
    }
    return handle({ orgId, form, query: new URLSearchParams(event.rawQueryString ?? ''), now: ports().now?.() ?? new Date() });
  });
