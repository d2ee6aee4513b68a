import { describe, expect, it } from 'vitest';
import { fitsOneSegment, smsSegments } from '../../functions/channels/segments';

describe('SMS segments', () => {
  it('fits 160 GSM-7 characters in one segment and splits at 153 beyond', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, per_segment: 160 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, per_segment: 153 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('')).toMatchObject({ units: 0, segments: 0 });
  });

  it("keeps the GSM alphabet's accented letters in GSM-7 (Italian, German, French é/è)", () => {
    const text = 'Ha preso tutte le pillole? Sì, è così. Grüße, Müller. Très bien, à demain. ¿Qué tal? Año ñ';
    expect(smsSegments(text).encoding).toBe('GSM-7');
    expect(smsSegments(text).units).toBe([...text].length);
  });

  it('counts the extension table as two septets and never splits an escape from its character', () => {
    expect(smsSegments('€')).toMatchObject({ encoding: 'GSM-7', units: 2 });
    expect(smsSegments('[x]{y}^~|\\')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    expect(smsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
    // 152 septets, then a 2-septet character: it moves whole to the second segment.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
    expect(smsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toMatchObject({ units: 306, segments: 2 });
  });

  it('switches the whole text to UCS-2 for any other character: 70, then 67 per segment', () => {
    expect(smsSegments(`${'a'.repeat(69)}ó`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, per_segment: 70 });
    expect(smsSegments(`${'a'.repeat(70)}ó`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2, per_segment: 67 });
    expect(smsSegments(`${'a'.repeat(133)}ê`).segments).toBe(2);
    expect(smsSegments(`${'a'.repeat(134)}ê`).segments).toBe(3);
    expect(smsSegments('Ça va ? Vous êtes sûr ?').encoding).toBe('UCS-2');
  });

  it('counts an emoji as two UTF-16 code units and never splits a surrogate pair', () => {
    expect(smsSegments('👍')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments(`${'a'.repeat(68)}👍`)).toMatchObject({ units: 70, segments: 1 });
    expect(smsSegments(`${'a'.repeat(69)}👍`)).toMatchObject({ units: 71, segments: 2 });
    // 66 units, then a pair: it moves whole to the second segment (66 + 2 would split it at 67).
    expect(smsSegments(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
    expect(smsSegments(`${'a'.repeat(65)}👍${'a'.repeat(67)}`)).toMatchObject({ units: 134, segments: 2 });
  });

  it('says whether a message fits one segment', () => {
    expect(fitsOneSegment('Did you take all your medication yesterday? Reply YES or NO.')).toBe(true);
    expect(fitsOneSegment(`${'a'.repeat(60)}😊${'a'.repeat(10)}`)).toBe(false);
  });
});
