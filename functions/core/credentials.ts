/** What an API key or a webhook secret looks like in any text: never logged, never echoed back. */
export const CREDENTIAL_PATTERNS: readonly RegExp[] = [/svc_sk_(live|test)_[A-Za-z0-9]+/g, /whsec_(live|test)_[A-Za-z0-9+/=]+/g, /whsec_[A-Za-z0-9+/=]{8,}/g];

export const REDACTED = '[REDACTED]';

export const withoutCredentials = (text: string): string => CREDENTIAL_PATTERNS.reduce((scrubbed, pattern) => scrubbed.replace(pattern, REDACTED), text);
