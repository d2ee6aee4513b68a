import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../functions/core/config';

describe('channel configuration', () => {
  it('calls Twilio at api.twilio.com with a 5 s timeout unless told otherwise', () => {
    const config = parseConfig({ STAGE: 'production' });
    expect(config.TWILIO_API_BASE_URL).toBe('https://api.twilio.com');
    expect(config.TWILIO_TIMEOUT_MS).toBe(5_000);
    expect(config.PUBLIC_BASE_URL).toBeUndefined();
  });

  it('takes a recording server, a public address and a timeout from the environment', () => {
    const config = parseConfig({ STAGE: 'production', TWILIO_API_BASE_URL: 'http://127.0.0.1:4010', PUBLIC_BASE_URL: 'https://abc.execute-api.eu-west-1.amazonaws.com', TWILIO_TIMEOUT_MS: '800' });
    expect(config).toMatchObject({ TWILIO_API_BASE_URL: 'http://127.0.0.1:4010', PUBLIC_BASE_URL: 'https://abc.execute-api.eu-west-1.amazonaws.com', TWILIO_TIMEOUT_MS: 800 });
  });

  it('stops on a bad value, naming it', () => {
    expect(() => parseConfig({ STAGE: 'production', PUBLIC_BASE_URL: 'ftp://x.example' })).toThrow(ConfigError);
    expect(() => parseConfig({ STAGE: 'production', PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => parseConfig({ STAGE: 'production', TWILIO_TIMEOUT_MS: '60000' })).toThrow(/TWILIO_TIMEOUT_MS/);
  });
});
