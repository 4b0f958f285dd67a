import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new certificate number, SKH-XXXX-XXXX-XXXX: twelve characters from a cryptographic source, 60 bits, so
 * numbers cannot be guessed from one another or found by trying (lookups are rate limited too).
 */
export function newCertificateNumber(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return `SKH-${groups.join('-')}`;
}
