/**
 * Secrets (EHR credentials and private keys, Twilio auth tokens) live outside the table and out of logs: in AWS
 * Secrets Manager in the cloud, in owner-only files under the stage's data directory locally.
 * Values are strings (JSON by convention); names are `careloop/<stage>/…`.
 */
export interface SecretStore {
  get(name: string): Promise<string | undefined>;
  /** Creates or replaces the secret. */
  put(name: string, value: string): Promise<void>;
  /** No error when absent. */
  delete(name: string): Promise<void>;
}

export const SECRET_NAME_PATTERN = /^careloop\/(production|sandbox)\/[A-Za-z0-9/_+=.@-]{1,400}$/;

export const assertSecretName = (name: string): void => {
  if (!SECRET_NAME_PATTERN.test(name)) throw new Error(`Invalid secret name '${name}'`);
};
