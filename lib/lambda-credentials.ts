/**
 * What the function bundles use instead of `@aws-sdk/credential-provider-node` (an esbuild alias,
 * lib/bundling.ts; docs/decisions.md, 137). A Lambda function's credentials are its role's, given
 * in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN); a container
 * endpoint (AWS_CONTAINER_CREDENTIALS_FULL_URI) is the one other place a runtime may give them. The
 * SDK's default chain would also bundle SSO, profile files, processes, web identity and their
 * nested STS/SSO clients: about 100 KB of every function that none of them can use.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { fromHttp } from '@aws-sdk/credential-provider-http';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

type ProviderInit = Parameters<typeof fromEnv>[0] & Parameters<typeof fromHttp>[0];

const fromContainer = (): boolean => Boolean(process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI || process.env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI);

/** The SDK clients' `credentialDefaultProvider`: the environment, else the container endpoint. */
export const defaultProvider =
  (init: ProviderInit = {}): AwsCredentialIdentityProvider =>
  async (): Promise<AwsCredentialIdentity> =>
    fromContainer() && !process.env.AWS_ACCESS_KEY_ID ? fromHttp(init)() : fromEnv(init)();

export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean => credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
