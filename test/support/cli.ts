import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repositoryRoot } from './local-stage';

/** The admin CLI as a child process: `node bin/careloop.mjs …` from the repository root over a DATA_DIR. */

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const cli = async (dataDir: string, ...args: string[]): Promise<CliResult> => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/careloop.mjs', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' },
      timeout: 100_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

/** stdout must be exactly one JSON object. */
export const jsonOf = (result: CliResult): any => {
  expect(result.code, result.stderr).toBe(0);
  const value = JSON.parse(result.stdout);
  expect(value !== null && typeof value === 'object' && !Array.isArray(value)).toBe(true);
  return value;
};
