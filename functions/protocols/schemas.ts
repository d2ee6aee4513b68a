import * as z from 'zod/mini';
import { CHANNELS, LANGUAGES } from '../engine/types';

/** Protocol create requests (POST /v1/protocols, and `protocol_definition` of a custom engagement). */

const Text = z.string().check(z.trim(), z.minLength(1), z.maxLength(1000));
const Localized = z.partialRecord(z.enum(LANGUAGES), Text);
const LocalizedText = z.union([Text, Localized]);

export const QuestionSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z0-9_]{1,64}$/)),
    topic: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    prompt: LocalizedText,
    response_type: z.enum(['numeric', 'boolean', 'text']),
    escalation_threshold: z.optional(z.number().check(z.minimum(-1e6), z.maximum(1e6))),
    follow_up_if_false: z.optional(LocalizedText),
    escalation_keywords: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(100))),
    scale: z.optional(z.strictObject({ min: z.number(), max: z.number() })),
    escalation_severity: z.optional(z.enum(['low', 'medium', 'high', 'critical'])),
  })
  .check(
    z.refine((q) => q.escalation_threshold === undefined || q.response_type === 'numeric', {
      message: 'escalation_threshold applies to numeric questions only',
      path: ['escalation_threshold'],
    }),
    z.refine((q) => q.follow_up_if_false === undefined || q.response_type === 'boolean', {
      message: 'follow_up_if_false applies to boolean questions only',
      path: ['follow_up_if_false'],
    }),
    z.refine((q) => q.escalation_keywords === undefined || q.response_type === 'text', {
      message: 'escalation_keywords apply to text questions only',
      path: ['escalation_keywords'],
    }),
    z.refine((q) => q.scale === undefined || q.scale.min < q.scale.max, { message: 'scale.min must be below scale.max', path: ['scale'] }),
  );

const protocolFields = {
  description: z.optional(z.string().check(z.maxLength(2000))),
  objective: z.optional(z.string().check(z.maxLength(2000))),
  frequency: z._default(z.enum(['one_time', 'daily', 'weekly', 'monthly']), 'one_time'),
  channels: z._default(z.array(z.enum(CHANNELS)).check(z.minLength(1), z.maxLength(3)), ['voice']),
  questions: z
    .array(QuestionSchema)
    .check(
      z.minLength(1),
      z.maxLength(50),
      z.refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, { message: 'question ids must be unique' }),
    ),
  escalation_policy: z.optional(z.string().check(z.maxLength(64))),
};

export const ProtocolCreateSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  ...protocolFields,
});
export type ProtocolCreate = z.infer<typeof ProtocolCreateSchema>;

/** Inline definition of `protocol: "custom"`: the same object, name optional. */
export const InlineProtocolSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  ...protocolFields,
});

export const ProtocolResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  objective: z.optional(z.string()),
  frequency: z.string(),
  channels: z.array(z.string()),
  questions: z.array(z.unknown()),
  escalation_policy: z.optional(z.string()),
  source: z.enum(['builtin', 'custom']),
  languages: z.array(z.string()),
  created_at: z.nullable(z.string()),
});

export const ProtocolListSchema = z.object({
  data: z.array(ProtocolResponseSchema),
  has_more: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

/** POST /v1/protocols/upload: the largest document, and the largest body (the document and the form's framing). */
export const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
export const UPLOAD_FIELD = 'file';

/** The stored protocol, as POST /v1/protocols answers it, and what the parser could not place. */
export const ProtocolUploadResponseSchema = z.extend(ProtocolResponseSchema, {
  warnings: z.array(z.string()),
});
