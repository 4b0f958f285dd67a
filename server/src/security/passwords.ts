import { hash, verify } from '@node-rs/argon2';

/** argon2id's cost: memory in KiB and passes over it (one lane). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * argon2id (the library's default algorithm; its enum is a const enum that isolated modules cannot import)
 * with the OWASP-recommended minimum: 19 MiB, 2 iterations, 1 lane. The config's `passwordHashCost` is this
 * everywhere but in the API tests' app, which lowers it: it creates and signs in hundreds of accounts.
 */
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, { ...cost, parallelism: 1 });
}

/** Checks with the cost the stored hash names, so a hash made at another cost still verifies. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check when there is no account (or no password yet), so response times
 * do not tell which e-mails are registered: the dummy hash has the cost new passwords are hashed at.
 */
export async function verifyAgainstDummy(password: string, cost: PasswordHashCost): Promise<false> {
  const key = `${cost.memoryCost}/${cost.timeCost}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword('Dummy-password-1!', cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(await dummyHash, password);
  return false;
}
