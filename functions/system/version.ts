/** Version of the API implementation; also the default `api_version` date of event envelopes. */
export const SERVICE_VERSION = '0.1.0';
export const API_VERSION = '2026-11-21';
