import { z } from 'zod';

/**
 * The proof of work of the public forms (course enquiry, Contact Us, events, training applications, blog
 * comments). Past the cap across all addresses the server answers a post without a valid proof with 429,
 * `code: PROOF_REQUIRED` and a signed challenge; the client (form-proof.ts) finds a nonce so that
 * SHA-256(challenge + nonce) starts with `difficulty` zero bits and posts again with the proof header.
 */
export const PROOF_REQUIRED = 'PROOF_REQUIRED';

/** `<challenge>:<nonce>`. */
export const FORM_PROOF_HEADER = 'X-Form-Proof';

export const formChallengeSchema = z.object({
  /** Signed by the server, short-lived and single use; opaque to the client. */
  challenge: z.string(),
  /** Leading zero bits the hash must have. */
  difficulty: z.number().int().min(0).max(32),
});
export type FormChallenge = z.infer<typeof formChallengeSchema>;
