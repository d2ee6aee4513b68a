import * as z from 'zod/mini';

/**
 * Configuration of a handler container, read from the environment once per cold start.
 * A bad value stops the container with a message naming the variable.
 */

export const STAGES = ['production', 'sandbox'] as const;
export type Stage = (typeof STAGES)[number];

const seconds = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max)), fallback);

/** A boolean knob written `true` or `false` (anything else is a configuration error). */
const flag = (fallback: boolean) => z._default(z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true')), fallback);

const ConfigSchema = z.object({
  STAGE: z.enum(STAGES),
  TABLE_NAME: z.optional(z.string().check(z.minLength(3))),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
  /** How long a rotated key keeps working (SPEC: 24 h). Tests shorten it. */
  KEY_ROTATION_GRACE_SECONDS: seconds(86_400, 86_400),
  /** How long a container trusts a cached key or organization (DESIGN: revocation within 60 s). */
  KEY_CACHE_TTL_SECONDS: seconds(60, 60),
  /** Sandbox: how long the simulated patient takes to answer (DESIGN §8). */
  SANDBOX_TURN_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(900_000)), 250),
  /** Contact attempts before an engagement fails as unreachable. */
  ENGAGEMENT_CONTACT_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), 3),
  /** Wait between contact attempts (production channels). */
  ENGAGEMENT_CONTACT_RETRY_SECONDS: seconds(900, 86_400),
  /** How long a patient who has replied may stay silent before the conversation ends (production channels). */
  ENGAGEMENT_REPLY_TIMEOUT_SECONDS: seconds(3_600, 7 * 86_400),
  /** Webhook targets on private, loopback or link-local addresses (and plain http) are accepted: local testing only (DESIGN §9). */
  ALLOW_PRIVATE_WEBHOOK_TARGETS: flag(false),
  /** The whole of a proxied request's exchanges with a FHIR EHR must end within this (DESIGN §10: 503 within 2 s). */
  EHR_REQUEST_DEADLINE_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(10_000)), 1_800),
  /** How long an open EHR circuit refuses requests before it lets a probe through. */
  EHR_BREAKER_OPEN_SECONDS: seconds(15, 600),
  /** How long a container trusts a cached EHR connection setting. */
  EHR_CONNECTION_CACHE_SECONDS: seconds(30, 300),
  /** Where every Twilio REST call goes (DESIGN §11); tests and local runs point it at a recording server. */
  TWILIO_API_BASE_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://api.twilio.com'),
  /** The production stage's address as Twilio sees it: callbacks are built from it and signatures checked against it. */
  PUBLIC_BASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /** How long one Twilio REST call may take, answer included. */
  TWILIO_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(10_000)), 5_000),
  /** DynamoDB endpoint override (DynamoDB Local); unset in the cloud. */
  DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
};

let cached: Config | undefined;

export const config = (): Config => (cached ??= parseConfig(process.env));

/** Forget the parsed configuration (the local runtime and tests set the environment first). */
export const resetConfig = (): void => {
  cached = undefined;
};
