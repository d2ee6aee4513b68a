import { config } from './config';
import type { SecretStore } from './secrets/port';
import { SecretsManagerStore } from './secrets/secrets-manager';

/**
 * The secret store of this container, in a module of its own so that only the functions that
 * read EHR credentials bundle the Secrets Manager client. Locally: the file store the local
 * runtime installs.
 */
let installed: SecretStore | undefined;

export const installSecrets = (store: SecretStore): void => {
  installed = store;
};

export const secrets = (): SecretStore => {
  if (installed) return installed;
  config(); // fail fast on a bad environment
  installed = new SecretsManagerStore();
  return installed;
};
