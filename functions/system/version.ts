/** Version of the API implementation (event envelopes' `api_version` date: functions/core/events/catalog.ts). */
export const SERVICE_VERSION = '0.1.0';
