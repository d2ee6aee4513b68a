import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOrganizationInStage } from '../../functions/auth/onboarding';
import type { Stage } from '../../functions/core/config';
import { newId } from '../../functions/core/ids';
import { type LocalStage, type LocalStageOptions, startLocalStage } from '../../local/stage';
import type { RouteDefinition } from '../../functions/routes';
import type { Tier } from '../../functions/api/types';

/**
 * Starts one stage of the real local runtime on a free loopback port, over a fresh data
 * directory, for tests that speak HTTP to it. One stage per test file: a process serves one stage.
 */

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export interface TestStage extends LocalStage {
  dataDir: string;
  /** Creates an organization in this stage with a full_access key. */
  onboard(options?: { name?: string; tier?: Tier }): Promise<TestOrganization>;
  stop(): Promise<void>;
}

export interface TestOrganization {
  id: string;
  keyId: string;
  apiKey: string;
  webhookSecret: string;
}

export const startTestStage = async (
  stage: Stage,
  options: { routes?: RouteDefinition[]; env?: Record<string, string>; now?: () => Date; wrapStore?: LocalStageOptions['wrapStore'] } = {},
): Promise<TestStage> => {
  Object.assign(process.env, { LOG_LEVEL: 'SILENT', ...options.env });
  const dataDir = mkdtempSync(path.join(tmpdir(), `careloop-${stage}-`));
  const served = await startLocalStage({ stage, port: 0, host: '127.0.0.1', dataDir, root: repositoryRoot, routes: options.routes, now: options.now, wrapStore: options.wrapStore });
  return {
    ...served,
    dataDir,
    onboard: async ({ name = 'Test Clinic', tier } = {}) => {
      const id = newId('org');
      const credentials = await createOrganizationInStage(served.store, stage, { id, name, tier });
      return { id, keyId: credentials.key_id, apiKey: credentials.api_key, webhookSecret: credentials.webhook_secret };
    },
    stop: async () => {
      await served.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A small fetch wrapper: JSON in, JSON (or text) out. */
export const request = async <T = any>(
  baseUrl: string,
  method: string,
  pathname: string,
  options: { key?: string; orgId?: string; scheme?: 'bearer' | 'headers'; body?: unknown; rawBody?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key && (options.scheme ?? 'bearer') === 'bearer') headers.authorization = `Bearer ${options.key}`;
  if (options.key && options.scheme === 'headers') headers['x-api-key'] = options.key;
  if (options.orgId) headers['x-org-id'] = options.orgId;
  let body: string | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
};
