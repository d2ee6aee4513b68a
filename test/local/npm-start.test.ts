/**
 * `npm start` as a user runs it: both stages in their own processes on PORT and SANDBOX_PORT,
 * isolated from each other, persisting under DATA_DIR across a hard kill.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, request } from '../support/local-stage';
import { freePort, killHard, startRuntimeProcess } from '../support/runtime-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-npm-start-'));
let ports: { production: number; sandbox: number };
let runtime: ChildProcess | undefined;

const start = async (): Promise<void> => {
  runtime = await startRuntimeProcess([], { PORT: String(ports.production), SANDBOX_PORT: String(ports.sandbox), DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }, 2);
};

const restart = async (): Promise<void> => {
  await killHard(runtime);
  await start();
};

const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['bin/careloop.mjs', ...args], { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
};

const url = (stage: 'production' | 'sandbox') => `http://127.0.0.1:${ports[stage]}`;

beforeAll(async () => {
  ports = { production: await freePort(), sandbox: await freePort() };
  await start();
});

afterAll(async () => {
  await killHard(runtime);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  let org: { id: string; production: { api_key: string }; sandbox: { api_key: string } };

  it('serves production on PORT and sandbox on SANDBOX_PORT', async () => {
    const production = await request(url('production'), 'GET', '/v1/health');
    const sandbox = await request(url('sandbox'), 'GET', '/v1/health');
    expect(production.status).toBe(200);
    expect(production.body.data.stage).toBe('production');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data.stage).toBe('sandbox');
  });

  it('accepts each stage key at its own address only', async () => {
    org = cli('org', 'create', '--name', 'Two Stage Clinic');
    const own = await request(url('production'), 'GET', '/v1/auth/keys', { key: org.production.api_key });
    const ownSandbox = await request(url('sandbox'), 'GET', '/v1/auth/keys', { key: org.sandbox.api_key });
    expect(own.status).toBe(200);
    expect(ownSandbox.status).toBe(200);
    expect(own.body.data.map((k: { environment: string }) => k.environment)).toEqual(['production']);
    expect(ownSandbox.body.data.map((k: { environment: string }) => k.environment)).toEqual(['sandbox']);

    const crossed = await request(url('production'), 'GET', '/v1/auth/keys', { key: org.sandbox.api_key });
    const crossedBack = await request(url('sandbox'), 'GET', '/v1/auth/keys', { key: org.production.api_key });
    expect(crossed.status).toBe(401);
    expect(crossed.body.error.code).toBe('authentication_failed');
    expect(crossedBack.status).toBe(401);
  });

  it('keeps data through a SIGKILL and restart', async () => {
    const before = await request(url('sandbox'), 'POST', '/v1/auth/ip-allowlist', {
      key: org.sandbox.api_key,
      body: { allowed_cidrs: ['127.0.0.0/8', '::1/128'] },
    });
    expect(before.status).toBe(200);
    await restart();
    const after = await request(url('sandbox'), 'GET', '/v1/auth/ip-allowlist', { key: org.sandbox.api_key });
    expect(after.status).toBe(200);
    expect(after.body.allowed_cidrs).toEqual(['127.0.0.0/8', '::1/128']);
    expect((await request(url('production'), 'GET', '/v1/auth/keys', { key: org.production.api_key })).status).toBe(200);
  });

  it('refuses a bad port setting with a message naming it', () => {
    const result = spawnSync(process.execPath, [path.join(repositoryRoot, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT');
  });
});
