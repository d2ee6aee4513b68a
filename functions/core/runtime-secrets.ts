import { config } from './config';
import type { SecretStore } from './secrets/port';

/**
 * The secret store of this container, in a module of its own so that only the functions that
 * read EHR credentials or Twilio auth tokens bundle the Secrets Manager client, and there as a lazy
 * chunk (`import()`): read by the first request that reads a secret, not by a cold start
 * (docs/bundles.md, decision 186). Locally: the file store the local runtime installs.
 */
let installed: SecretStore | undefined;

export const installSecrets = (store: SecretStore): void => {
  installed = store;
};

export const secrets = async (): Promise<SecretStore> => {
  if (installed) return installed;
  config(); // fail fast on a bad environment
  const { SecretsManagerStore } = await import('./secrets/secrets-manager');
  installed ??= new SecretsManagerStore();
  return installed;
};
