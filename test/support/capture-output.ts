import { vi } from 'vitest';

/**
 * Keeps what the process writes to stdout and stderr in `output` (and out of the test report),
 * so a test can read its logs.
 */
export const captureOutput = (output: string[]): void => {
  const capture = (stream: NodeJS.WriteStream) =>
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof stream.write);
  capture(process.stdout);
  capture(process.stderr);
};
