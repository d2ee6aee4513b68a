import { describe, expect, it } from 'vitest';
import { consentChange, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from '../../functions/channels/consent';

describe('consent keywords', () => {
  it('opts out on every opt-out keyword, whatever the case and surrounding whitespace', () => {
    for (const keyword of OPT_OUT_KEYWORDS) {
      expect(consentChange(keyword)).toBe('opt_out');
      expect(consentChange(keyword.toLowerCase())).toBe('opt_out');
      expect(consentChange(`  ${keyword[0]}${keyword.slice(1).toLowerCase()}\n`)).toBe('opt_out');
    }
    expect(OPT_OUT_KEYWORDS).toEqual(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ALTO', 'STOPP', 'BASTA']);
  });

  it('opts back in on START and UNSTOP', () => {
    for (const keyword of OPT_IN_KEYWORDS) {
      expect(consentChange(keyword)).toBe('opt_in');
      expect(consentChange(` ${keyword.toLowerCase()} `)).toBe('opt_in');
    }
    expect(OPT_IN_KEYWORDS).toEqual(['START', 'UNSTOP']);
  });

  it('reads accents and trailing punctuation as the same word', () => {
    expect(consentChange('Arrêt')).toBe('opt_out');
    expect(consentChange('Stop.')).toBe('opt_out');
    expect(consentChange('BASTA!')).toBe('opt_out');
    expect(consentChange('¡Alto!')).toBe('opt_out');
    expect(consentChange('start!')).toBe('opt_in');
  });

  it('is the whole message or nothing: a keyword inside a reply is a reply', () => {
    for (const text of ['please stop', "don't stop calling me", 'stop it', 'STOP STOP', 'stopping', 'the end', 'restart', 'Basta così', 'yes', '', '   ']) {
      expect(consentChange(text), text).toBeNull();
    }
  });
});
