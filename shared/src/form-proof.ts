import type { FormChallenge } from './schemas/form-proof.ts';

/**
 * The browser's half of the public forms' proof of work (schemas/form-proof.ts): find a nonce so that
 * SHA-256(challenge + nonce) starts with `difficulty` zero bits. WebCrypto's digest is asynchronous, so the
 * hashes go in small batches with a turn of the event loop between them: the page keeps answering while it
 * works, and the caller can show progress or give up. At 14 bits this is about 16,000 hashes on average.
 */

const encoder = new TextEncoder();

/** Hashes per batch: a few milliseconds of work between two turns of the event loop. */
const BATCH = 256;

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

export interface SolveOptions {
  signal?: AbortSignal | undefined;
  /** Called after each batch with how many nonces were tried. */
  onProgress?: ((tried: number) => void) | undefined;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The proof to send (the X-Form-Proof header's value): `<challenge>:<nonce>`. */
export async function solveFormChallenge(
  { challenge, difficulty }: FormChallenge,
  { signal, onProgress }: SolveOptions = {},
): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}${start + i}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return `${challenge}:${start + found}`;
    onProgress?.(start + BATCH);
    await nextTurn();
  }
}
