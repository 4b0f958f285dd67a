import { GST_STATES } from '@skillhub/shared/gst-states';
import { checkGstin, gstinCheckCharacter } from '@skillhub/shared/gstin';
import { describe, expect, it } from 'vitest';

/**
 * GSTINs published by their holders or by GSTN: the check characters were computed by GSTN, not by the code
 * under test, so a wrong algorithm fails here (a wrong one matches a given GSTIN by chance 1 time in 36).
 */
const PUBLISHED = [
  '27AAPFU0939F1ZV', // GSTN's sample GSTIN in its API documentation
  '27AAACR5055K1Z7', // Reliance Industries Ltd, Maharashtra
  '27AAACT2727Q1ZW', // Tata Consultancy Services Ltd, Maharashtra
  '29AAGCB7383J1Z4', // Karnataka
];

describe('checkGstin', () => {
  it.each(PUBLISHED)('accepts the published GSTIN %s with its state and PAN', (gstin) => {
    const check = checkGstin(gstin);
    expect(check).toMatchObject({ valid: true, gstin, stateCode: gstin.slice(0, 2), pan: gstin.slice(2, 12) });
  });

  it('names the state and forgives spaces around and lower case', () => {
    expect(checkGstin('  27aapfu0939f1zv ')).toEqual({
      valid: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
      pan: 'AAPFU0939F',
    });
  });

  it('computes the published check characters', () => {
    for (const gstin of PUBLISHED) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('refuses every single-character change of the check character', () => {
    const base = '27AAACR5055K1Z';
    const others = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((char) => char !== '7');
    for (const char of others)
      expect(checkGstin(`${base}${char}`)).toMatchObject({ valid: false, problem: 'checksum' });
  });

  it('refuses a swap of two adjacent characters that a typist makes', () => {
    // The 5 and 0 of the PAN's digits swapped: a mistake the mod-36 weights catch.
    expect(checkGstin('27AAACR0555K1Z7')).toMatchObject({ valid: false, problem: 'checksum' });
  });

  it.each([
    ['', 'length'],
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZVV', 'length'],
    ['27AAPFU0939F1Z-', 'characters'],
    ['00AAPFU0939F1ZV', 'state-code'],
    ['25AAPFU0939F1ZV', 'state-code'],
    ['39AAPFU0939F1ZV', 'state-code'],
    ['99AAPFU0939F1ZV', 'state-code'],
    ['27AAPF10939F1ZV', 'pan'],
    ['27AAPFU09392F1Z', 'pan'],
    ['27AAPFU0939F0ZV', 'entity'],
    ['27AAPFU0939F1YV', 'z'],
  ] as const)('refuses %j for its %s', (gstin, problem) => {
    const check = checkGstin(gstin);
    expect(check).toMatchObject({ valid: false, problem });
    expect(check.valid === false && check.reason.length).toBeGreaterThan(10);
  });

  it('says how long a wrong-length GSTIN is', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toMatchObject({ reason: 'A GSTIN has 15 characters; this has 14.' });
  });

  it('accepts a GSTIN from every state of the list, 97 (other territory) included', () => {
    for (const { code } of GST_STATES) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(checkGstin(`${first14}${gstinCheckCharacter(first14)}`)).toMatchObject({ valid: true, stateCode: code });
    }
  });
});
