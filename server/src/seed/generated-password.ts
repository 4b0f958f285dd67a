import { passwordField } from '@skillhub/shared/schemas/fields';
import { randomToken } from '../security/secret-tokens.ts';

/** A random password that also passes the login form's rules (upper, lower, digit, special, no spaces). */
export function generatePassword(): string {
  for (;;) {
    const candidate = `${randomToken(12)}!`;
    if (passwordField.safeParse(candidate).success) return candidate;
  }
}
