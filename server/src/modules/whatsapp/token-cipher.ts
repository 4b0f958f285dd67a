import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The stored WhatsApp access token, sealed with AES-256-GCM under `app.secrets.whatsappTokenKey`: a fresh
 * 12-byte IV per sealing, and the 16-byte tag makes any change to the stored value fail to open. Format:
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenCipherError';
  }
}

function checkKey(key: Uint8Array): void {
  if (key.length !== 32) throw new TokenCipherError('The token key must be 32 bytes');
}

export function encryptToken(key: Uint8Array, token: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Throws TokenCipherError when the value is malformed, was changed, or was sealed under another key. */
export function decryptToken(key: Uint8Array, sealed: string): string {
  checkKey(key);
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new TokenCipherError('Not a sealed token');
  const [, ivText, tagText, cipherText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenCipherError('Not a sealed token');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenCipherError('The sealed token was changed or sealed under another key');
  }
}
