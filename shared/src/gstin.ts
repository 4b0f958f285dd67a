import { gstStateName, isGstStateCode } from './gst-states.ts';

/**
 * A regular taxpayer's GSTIN: 2-digit state code, the holder's 10-character PAN, the registration's number
 * within that state for the same PAN (1-9, then A-Z), the letter Z, and a check character. Other GSTIN
 * shapes (UINs of embassies, TDS deductors, foreign online service providers) cannot claim input credit on
 * a course bought here, so they are refused like any mistyped number.
 */
export type GstinProblem = 'length' | 'characters' | 'state-code' | 'pan' | 'entity' | 'z' | 'checksum';

export type GstinCheck =
  | { valid: true; gstin: string; stateCode: string; stateName: string; pan: string }
  | { valid: false; problem: GstinProblem; reason: string };

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters: Luhn mod 36 as GSTN specifies it. Each character's value
 * (0-9, then A=10 … Z=35) is multiplied by 1 at odd positions and 2 at even ones (counting from 1 at the
 * left), each product is folded as quotient + remainder by 36, and the check is what brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Checks a GSTIN as typed: spaces around it and lower case are forgiven, anything else gets its reason. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.trim().toUpperCase();
  const invalid = (problem: GstinProblem, reason: string): GstinCheck => ({ valid: false, problem, reason });
  if (gstin.length !== 15) return invalid('length', `A GSTIN has 15 characters; this has ${gstin.length}.`);
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return invalid('characters', 'A GSTIN has only the letters A-Z and digits.');
  const stateCode = gstin.slice(0, 2);
  if (!isGstStateCode(stateCode)) {
    return invalid('state-code', `${stateCode} is not a GST state code (the first two digits).`);
  }
  const pan = gstin.slice(2, 12);
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan)) {
    return invalid('pan', 'Characters 3 to 12 must be a PAN: five letters, four digits, a letter.');
  }
  if (gstin.charAt(12) === '0') return invalid('entity', 'The 13th character is 1-9 or A-Z, never 0.');
  if (gstin.charAt(13) !== 'Z') return invalid('z', 'The 14th character of a GSTIN is Z.');
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14)) {
    return invalid('checksum', 'The last character does not match the rest: the GSTIN is mistyped.');
  }
  return { valid: true, gstin, stateCode, stateName: gstStateName(stateCode) ?? stateCode, pan };
}
