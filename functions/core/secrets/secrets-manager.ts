import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceExistsException,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { assertSecretName, type SecretStore } from './port';

/** The cloud secret store: AWS Secrets Manager, one secret per name. */
export class SecretsManagerStore implements SecretStore {
  constructor(private readonly client = new SecretsManagerClient({ maxAttempts: 1, requestHandler: { connectionTimeout: 500, requestTimeout: 1_000 } })) {}

  async get(name: string): Promise<string | undefined> {
    assertSecretName(name);
    try {
      const { SecretString } = await this.client.send(new GetSecretValueCommand({ SecretId: name }));
      return SecretString;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  }

  async put(name: string, value: string): Promise<void> {
    assertSecretName(name);
    try {
      await this.client.send(new CreateSecretCommand({ Name: name, SecretString: value, Description: 'careloop credentials (EHR or channels), written by the admin CLI' }));
    } catch (error) {
      if (!(error instanceof ResourceExistsException)) throw error;
      await this.client.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
    }
  }

  async delete(name: string): Promise<void> {
    assertSecretName(name);
    try {
      // At once: a name in its recovery window can be neither created nor written again for 7 days.
      await this.client.send(new DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
