/**
 * `npm start` as a newcomer meets it: a banner that says where both stages and the API reference
 * are and what to run next, and a port already in use explained in one line naming its setting.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../support/local-stage';
import { freePort } from '../support/runtime-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'careloop-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `bin/local.ts` until `done(output)` holds or it exits; then stops its process group. */
const runLocal = (env: Record<string, string>, done: (stdout: string) => boolean) =>
  new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve) => {
    const child = spawn(process.execPath, [path.join(repositoryRoot, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'SILENT', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (done(stdout) && child.pid) process.kill(-child.pid, 'SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ stdout, stderr, code }));
  });

describe('npm start', () => {
  it('prints both addresses, the API reference and the next command once both stages listen', async () => {
    const [production, sandbox] = [await freePort(), await freePort()];
    const { stdout } = await runLocal({ PORT: String(production), SANDBOX_PORT: String(sandbox) }, (out) => out.includes('Next, in another terminal'));
    expect(stdout).toContain(`production  http://127.0.0.1:${production}`);
    expect(stdout).toContain(`sandbox     http://127.0.0.1:${sandbox}`);
    expect(stdout).toContain(`API reference  http://127.0.0.1:${production}/docs`);
    expect(stdout).toContain('npx careloop org create --name');
  });

  it('explains a port in use in one line that names the setting, without a stack trace', async () => {
    const busy: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const port = (busy.address() as { port: number }).port;
    try {
      const { stderr, code } = await runLocal({ PORT: String(port), SANDBOX_PORT: String(await freePort()) }, () => false);
      expect(code).not.toBe(0);
      const lines = stderr.split('\n').filter((line) => line.startsWith('careloop:'));
      expect(lines).toEqual([`careloop: 127.0.0.1:${port} is already in use (the production stage's PORT); stop what listens there or set PORT to a free port`]);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  });
});
