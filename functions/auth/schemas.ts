import * as z from 'zod/mini';
import { SCOPES } from '../api/route-definition';
import { STAGES } from '../core/config';

/** Schemas of the auth domain: stored items, requests and responses. */

export const ScopeSchema = z.enum(SCOPES as ['full_access', 'engagements_only', 'read_only']);
export const TierSchema = z.enum(['standard', 'scale', 'enterprise']);
export const StageSchema = z.enum(STAGES);
const Timestamp = z.iso.datetime({ offset: true });

export const IpAllowlistSchema = z.object({
  allowed_cidrs: z.array(z.string()),
  enabled: z.boolean(),
  updated_at: Timestamp,
});
export type IpAllowlist = z.infer<typeof IpAllowlistSchema>;

export const OrganizationItemSchema = z.object({
  pk: z.string(),
  sk: z.literal('ORG'),
  entity: z.literal('organization'),
  id: z.string(),
  name: z.string(),
  tier: TierSchema,
  created_at: Timestamp,
  /** Signs callbacks to engagements' callback_url in this stage; needed in clear to sign. */
  webhook_secret: z.string(),
  ip_allowlist: z.optional(IpAllowlistSchema),
});
export type OrganizationItem = z.infer<typeof OrganizationItemSchema>;

export const ApiKeyItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  entity: z.literal('api_key'),
  id: z.string(),
  org_id: z.string(),
  prefix: z.string(),
  scope: ScopeSchema,
  environment: StageSchema,
  key_hash: z.string(),
  created_at: Timestamp,
  expires_at: z.nullable(Timestamp),
  last_used_at: z.nullable(Timestamp),
  rotated_from: z.optional(z.nullable(z.string())),
  ttl: z.optional(z.number()),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItemSchema>;

/** Written beside each key, addressed by the key's hash: one strongly consistent read per lookup. */
export const KeyLookupItemSchema = z.object({
  pk: z.string(),
  sk: z.literal('KEYHASH'),
  entity: z.literal('api_key_lookup'),
  org_id: z.string(),
  key_id: z.string(),
  scope: ScopeSchema,
  expires_at: z.nullable(Timestamp),
  last_used_at: z.nullable(Timestamp),
  ttl: z.optional(z.number()),
});
export type KeyLookupItem = z.infer<typeof KeyLookupItemSchema>;

export const ApiKeyRecordSchema = z.object({
  id: z.string(),
  prefix: z.string(),
  scope: ScopeSchema,
  environment: StageSchema,
  created_at: Timestamp,
  expires_at: z.nullable(Timestamp),
  last_used_at: z.nullable(Timestamp),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecordSchema>;

export const ApiKeyListSchema = z.object({
  data: z.array(ApiKeyRecordSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

export const IssuedApiKeySchema = z.extend(ApiKeyRecordSchema, {
  /** The secret key: shown once, never stored. */
  api_key: z.string(),
  rotated_from: z.optional(z.string()),
});
export type IssuedApiKey = z.infer<typeof IssuedApiKeySchema>;

export const KeyIdParamsSchema = z.object({ key_id: z.string().check(z.regex(/^key_[0-9a-z]{26}$/)) });

export const SetIpAllowlistBodySchema = z.strictObject({
  allowed_cidrs: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(100)),
  force: z.optional(z.boolean()),
});

export const IpAllowlistResponseSchema = z.object({
  allowed_cidrs: z.array(z.string()),
  enabled: z.boolean(),
  updated_at: z.nullable(Timestamp),
});
