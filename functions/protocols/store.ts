import * as z from 'zod/mini';
import { newId } from '../core/ids';
import type { Store } from '../core/storage/port';
import { LANGUAGES, type Language, type ProtocolDefinition, type Question } from '../engine/types';
import { builtinProtocols, findBuiltinProtocol } from './library';
import { type ProtocolCreate, ProtocolCreateSchema } from './schemas';

/** An organization's own protocols, beside the built-in library. */

const StoredProtocolSchema = z.extend(ProtocolCreateSchema, {
  pk: z.string(),
  sk: z.string(),
  entity: z.literal('protocol'),
  id: z.string(),
  org_id: z.string(),
  created_at: z.string(),
});
type StoredProtocol = z.infer<typeof StoredProtocolSchema>;

export const protocolKey = (orgId: string, protocolId: string) => ({ pk: `ORG#${orgId}`, sk: `PROTOCOL#${protocolId}` });

export interface ResolvedProtocol {
  definition: ProtocolDefinition;
  created_at: string | null;
}

export const toDefinition = (id: string, input: Omit<ProtocolCreate, 'name'> & { name?: string }, source: 'builtin' | 'custom'): ProtocolDefinition => ({
  id,
  name: input.name ?? 'Custom protocol',
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.objective !== undefined ? { objective: input.objective } : {}),
  frequency: input.frequency,
  channels: input.channels,
  questions: input.questions as Question[],
  ...(input.escalation_policy !== undefined ? { escalation_policy: input.escalation_policy } : {}),
  source,
});

const fromItem = (item: StoredProtocol): ResolvedProtocol => ({ definition: toDefinition(item.id, item, 'custom'), created_at: item.created_at });

export const createProtocol = async (store: Store, orgId: string, input: ProtocolCreate, now = new Date()): Promise<ResolvedProtocol> => {
  const id = newId('prt', now.getTime());
  const item = StoredProtocolSchema.parse({ ...protocolKey(orgId, id), entity: 'protocol', id, org_id: orgId, created_at: now.toISOString(), ...input });
  await store.put(item, { condition: { notExists: 'pk' } });
  return fromItem(item);
};

export const listCustomProtocols = async (store: Store, orgId: string): Promise<ResolvedProtocol[]> => {
  const protocols: ResolvedProtocol[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.query({ partition: `ORG#${orgId}`, sort: { beginsWith: 'PROTOCOL#' }, cursor });
    protocols.push(...page.items.map((item) => fromItem(StoredProtocolSchema.parse(item))));
    cursor = page.cursor;
  } while (cursor);
  return protocols;
};

/** A built-in protocol id, or one of the organization's own (`prt_…`); undefined when unknown. */
export const resolveProtocol = async (store: Store, orgId: string, reference: string): Promise<ResolvedProtocol | undefined> => {
  const builtin = findBuiltinProtocol(reference);
  if (builtin) return { definition: builtin, created_at: null };
  if (!reference.startsWith('prt_')) return undefined;
  const item = await store.get(protocolKey(orgId, reference), { consistent: true });
  return item ? fromItem(StoredProtocolSchema.parse(item)) : undefined;
};

/** Languages every prompt of the protocol is written in (a plain-string prompt counts as all). */
export const protocolLanguages = (definition: ProtocolDefinition): Language[] =>
  LANGUAGES.filter((language) => definition.questions.every((q) => typeof q.prompt === 'string' || Boolean(q.prompt[language])));

export const toProtocolResponse = ({ definition, created_at }: ResolvedProtocol) => ({
  ...definition,
  languages: protocolLanguages(definition),
  created_at,
});

export const allProtocols = async (store: Store, orgId: string): Promise<ResolvedProtocol[]> => [
  ...builtinProtocols.map((definition) => ({ definition, created_at: null })),
  ...(await listCustomProtocols(store, orgId)),
];
