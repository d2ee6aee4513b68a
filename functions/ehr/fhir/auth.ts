import { createPrivateKey, createSign, type JsonWebKey, type KeyObject, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { FhirAuthError, FhirUnavailableError, toUnavailable } from './errors';

/**
 * How the client authenticates to a FHIR server (DESIGN §10): none, basic, bearer, or SMART
 * backend services (client credentials grant with a signed JWT assertion, RS384 or ES384).
 */
export type FhirAuthConfig =
  | { type: 'none' }
  | { type: 'basic'; username: string; password: string }
  | { type: 'bearer'; token: string }
  | SmartBackendAuthConfig;

export interface SmartBackendAuthConfig {
  type: 'smart';
  /** The authorization server's token endpoint; also the assertion's `aud`. */
  tokenUrl: string;
  clientId: string;
  /** PKCS#8 / SEC1 / PKCS#1 PEM, or a private JWK. RSA keys sign RS384, EC P-384 keys ES384. */
  privateKey: string | JsonWebKey;
  /** `kid` of the public key registered with the server (in its JWKS). */
  keyId?: string;
  /** Requested scopes, e.g. `system/*.read`. */
  scope?: string;
  /** Forces the algorithm; by default it follows the key type. */
  alg?: 'RS384' | 'ES384';
}

/** Supplies the Authorization header of each FHIR request. */
export interface FhirAuthProvider {
  /** Headers to add to a request; may fetch a token first. */
  headers(): Promise<Record<string, string>>;
  /** Called after the FHIR server answered 401: drop any cached token. Returns whether a retry can help. */
  invalidate(): boolean;
}

export interface AuthRuntime {
  fetch?: typeof fetch;
  /** Per-request timeout for the token endpoint, ms. */
  timeoutMs?: number;
  /** Clock, ms since the epoch (tests). */
  now?: () => number;
}

export const JWT_BEARER_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Lifetime of a client assertion, seconds: SMART allows at most five minutes. */
export const ASSERTION_LIFETIME_S = 300;
/** A cached token is renewed this many seconds before `expires_in` runs out (at most half its lifetime). */
export const TOKEN_EXPIRY_MARGIN_S = 30;
const DEFAULT_TOKEN_LIFETIME_S = 300;

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

const loadKey = (privateKey: string | JsonWebKey): KeyObject =>
  typeof privateKey === 'string' ? createPrivateKey(privateKey) : createPrivateKey({ key: privateKey, format: 'jwk' });

const algorithmFor = (key: KeyObject, forced?: 'RS384' | 'ES384'): 'RS384' | 'ES384' => {
  const type = key.asymmetricKeyType;
  const alg = forced ?? (type === 'ec' ? 'ES384' : 'RS384');
  if (alg === 'RS384' && type !== 'rsa') throw new FhirAuthError(`RS384 needs an RSA key, not ${type}`);
  if (alg === 'ES384' && (type !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'secp384r1')) {
    throw new FhirAuthError('ES384 needs an EC P-384 key');
  }
  return alg;
};

/** Signs a compact JWS (RS384, or ES384 with the raw r||s signature JWS requires). */
export const signJwt = (header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject, alg: 'RS384' | 'ES384'): string => {
  const input = `${base64url(JSON.stringify({ ...header, alg, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signer = createSign('SHA384');
  signer.update(input);
  const signature = alg === 'ES384' ? signer.sign({ key, dsaEncoding: 'ieee-p1363' }) : signer.sign(key);
  return `${input}.${base64url(signature)}`;
};

/** The client assertion of SMART backend services: iss = sub = client_id, aud = token URL, exp ≤ 5 min, unique jti. */
export const createClientAssertion = (config: SmartBackendAuthConfig, nowMs: number, key: KeyObject = loadKey(config.privateKey)): string => {
  const alg = algorithmFor(key, config.alg);
  const iat = Math.floor(nowMs / 1000);
  return signJwt(
    config.keyId ? { kid: config.keyId } : {},
    { iss: config.clientId, sub: config.clientId, aud: config.tokenUrl, exp: iat + ASSERTION_LIFETIME_S, iat, jti: randomUUID() },
    key,
    alg,
  );
};

const TokenResponse = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

class SmartBackendAuth implements FhirAuthProvider {
  private readonly key: KeyObject;
  private token?: { value: string; renewAt: number };
  private pending?: Promise<string>;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: SmartBackendAuthConfig,
    runtime: AuthRuntime,
  ) {
    this.key = loadKey(config.privateKey);
    algorithmFor(this.key, config.alg); // fail at configuration, not at the first request
    this.fetch = runtime.fetch ?? fetch;
    this.now = runtime.now ?? Date.now;
    this.timeoutMs = runtime.timeoutMs ?? 1500;
  }

  async headers(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.accessToken()}` };
  }

  invalidate(): boolean {
    this.token = undefined;
    return true;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    // Concurrent requests share one token request.
    this.pending ??= this.requestToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async requestToken(): Promise<string> {
    const issuedAt = this.now();
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
      client_assertion: createClientAssertion(this.config, issuedAt, this.key),
    });
    if (this.config.scope) form.set('scope', this.config.scope);
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetch(this.config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw toUnavailable(error, 'token endpoint', this.timeoutMs);
    }
    if (response.status >= 500) throw new FhirUnavailableError(`token endpoint answered ${response.status}`, 'status', response.status);
    if (!response.ok) {
      const code = (body as { error?: unknown } | undefined)?.error;
      throw new FhirAuthError(`token endpoint refused the client: ${response.status}${typeof code === 'string' ? ` ${code}` : ''}`, response.status);
    }
    const parsed = TokenResponse.safeParse(body);
    if (!parsed.success) throw new FhirAuthError('token endpoint answered without an access_token', response.status);
    const lifetime = parsed.data.expires_in ?? DEFAULT_TOKEN_LIFETIME_S;
    const margin = Math.min(TOKEN_EXPIRY_MARGIN_S, lifetime / 2);
    this.token = { value: parsed.data.access_token, renewAt: issuedAt + (lifetime - margin) * 1000 };
    return parsed.data.access_token;
  }
}

const fixed = (headers: Record<string, string>): FhirAuthProvider => ({
  headers: () => Promise.resolve(headers),
  invalidate: () => false,
});

export const createAuthProvider = (config: FhirAuthConfig, runtime: AuthRuntime = {}): FhirAuthProvider => {
  switch (config.type) {
    case 'none':
      return fixed({});
    case 'basic':
      return fixed({ authorization: `Basic ${Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64')}` });
    case 'bearer':
      return fixed({ authorization: `Bearer ${config.token}` });
    case 'smart':
      return new SmartBackendAuth(config, runtime);
  }
};
