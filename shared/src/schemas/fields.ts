import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS } from '../constants.ts';

/** Field rules used by several forms, with the spec's exact messages. */

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/**
 * One-line values (names, titles, e-mails, slugs, searches, ids) take no control character (C0 or DEL) but a
 * tab: NUL cannot be stored in PostgreSQL text, and a line break or escape would split mail headers, CSV rows
 * and one-line displays. A regex rather than a refine so that the API document states it as a `pattern`; it is
 * checked before any trim, so the pattern describes the value as sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\x00-\x08\x0A-\x1F\x7F]*$/;

/** Multi-line text (descriptions, notes, messages, rich text) keeps tabs and line breaks, no other control. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is the point
export const MULTI_LINE_PATTERN = /^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$/;

export const singleLine = z.regex(SINGLE_LINE_PATTERN, { error: CONTROL_CHARACTERS_MESSAGE });
export const multiLine = z.regex(MULTI_LINE_PATTERN, { error: CONTROL_CHARACTERS_MESSAGE });

/** Empty optional text from a form field means "not given". */
export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const EMAIL_DOMAIN_EXAMPLE = 'example.com';

export const emailField = z
  .string({ error: 'Email is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must not exceed 254 characters')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Invalid email format')
  .regex(/@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/, `Email must include domain (e.g. ${EMAIL_DOMAIN_EXAMPLE})`)
  .toLowerCase();

export const passwordField = z
  .string({ error: 'Password is required' })
  .check(singleLine)
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must not exceed ${PASSWORD_MAX} characters`)
  .regex(/[A-Z]/, 'Password must have at least one uppercase letter')
  .regex(/[a-z]/, 'Password must have at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character')
  .regex(/^\S*$/, 'Password must not contain spaces');

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\d+$/, 'Phone number must contain digits only')
  .length(PHONE_DIGITS, `Phone number must be exactly ${PHONE_DIGITS} digits`);

export const otpField = z
  .string({ error: 'OTP is required' })
  .trim()
  .regex(/^\d{6}$/, 'OTP must be 6 digits');
