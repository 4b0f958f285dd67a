import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its enum is a const enum that isolated modules cannot import)
 * with the OWASP-recommended minimum: 19 MiB, 2 iterations, 1 lane.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password yet), so response times
 * do not tell which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-password-1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
