import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertSecretName, type SecretStore } from './port';

/**
 * The local secret store: one file per secret, readable by its owner only (0600), written
 * atomically (temporary file, then rename) so a killed process never leaves half a secret.
 */
export class FileSecretStore implements SecretStore {
  constructor(private readonly directory: string) {}

  private fileOf(name: string): string {
    assertSecretName(name);
    return path.join(this.directory, `${encodeURIComponent(name)}.secret`);
  }

  async get(name: string): Promise<string | undefined> {
    try {
      return readFileSync(this.fileOf(name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async put(name: string, value: string): Promise<void> {
    const file = this.fileOf(name);
    mkdirSync(this.directory, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, value, { mode: 0o600 });
    renameSync(temporary, file);
  }

  async delete(name: string): Promise<void> {
    rmSync(this.fileOf(name), { force: true });
  }
}
