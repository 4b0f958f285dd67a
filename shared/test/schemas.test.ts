import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema, resetPasswordBodySchema, signupBodySchema } from '../src/schemas/auth.ts';
import { categoryBodySchema } from '../src/schemas/category.ts';
import { fieldErrors } from '../src/schemas/common.ts';
import { createRoleBodySchema } from '../src/schemas/role.ts';
import { staffUserBodySchema } from '../src/schemas/user.ts';

/** The one message per field a form or a 400 body would show. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

const ROLE_ID = '4b0d7f8e-2f7a-4c3e-9d1a-0b6f2c1e9a55';
const GOOD_PASSWORD = 'Str0ng!Pass';

describe('password rules (login, signup, reset)', () => {
  const cases: Array<[string, string]> = [
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters'],
    [`Ab1!${'a'.repeat(97)}`, 'Password must not exceed 100 characters'],
    ['abcdefg1!', 'Password must have at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must have at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
    ['Abc defg1!', 'Password must not contain spaces'],
  ];
  it.each(cases)('%j -> %s', (password, message) => {
    expect(errorsOf(loginBodySchema, { email: 'a@example.com', password }).password).toBe(message);
    expect(errorsOf(signupBodySchema, { name: 'Asha', email: 'a@example.com', password }).password).toBe(message);
    expect(errorsOf(resetPasswordBodySchema, { newPassword: password, confirmPassword: password }).newPassword).toBe(
      message,
    );
  });

  it('accepts a password that meets every rule', () => {
    expect(errorsOf(loginBodySchema, { email: 'a@example.com', password: GOOD_PASSWORD })).toEqual({});
  });
});

describe('email rules', () => {
  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['asha.example.com', 'Invalid email format'],
    ['asha@example', 'Email must include domain (e.g. example.com)'],
  ])('%j -> %s', (email, message) => {
    expect(errorsOf(loginBodySchema, { email, password: GOOD_PASSWORD }).email).toBe(message);
  });

  it('trims and lower-cases a valid address', () => {
    expect(loginBodySchema.parse({ email: ' Asha@Example.COM ', password: GOOD_PASSWORD }).email).toBe(
      'asha@example.com',
    );
  });
});

describe('signup', () => {
  it('requires the full name', () => {
    expect(errorsOf(signupBodySchema, { name: '  ', email: 'a@example.com', password: GOOD_PASSWORD })).toEqual({
      name: 'Full name is required',
    });
    expect(errorsOf(signupBodySchema, { email: 'a@example.com', password: GOOD_PASSWORD }).name).toBe(
      'Full name is required',
    );
  });
});

describe('reset password', () => {
  it('requires the confirmation', () => {
    expect(errorsOf(resetPasswordBodySchema, { newPassword: GOOD_PASSWORD, confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });

  it('requires both passwords to match', () => {
    expect(
      errorsOf(resetPasswordBodySchema, { newPassword: GOOD_PASSWORD, confirmPassword: `${GOOD_PASSWORD}x` }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });
});

describe('staff user', () => {
  it('needs a name of 3 or more, a valid email and a role', () => {
    expect(errorsOf(staffUserBodySchema, { name: 'Al', email: 'al@', role: '' })).toEqual({
      name: 'Name must be at least 3 characters',
      email: 'Invalid email format',
      role: 'Role is required',
    });
  });

  it('accepts a complete user', () => {
    expect(errorsOf(staffUserBodySchema, { name: 'Asha', email: 'asha@example.com', role: ROLE_ID })).toEqual({});
  });
});

describe('role', () => {
  it('needs a name of 3 or more and a description of at most 200', () => {
    expect(errorsOf(createRoleBodySchema, { name: 'QA', description: 'x'.repeat(201), permissions: [] })).toEqual({
      name: 'Role name must be at least 3 characters',
      description: 'Description must not exceed 200 characters',
    });
  });

  it('leaves the description optional', () => {
    expect(errorsOf(createRoleBodySchema, { name: 'Editor', permissions: [] })).toEqual({});
  });
});

describe('category', () => {
  it('requires a name and a description', () => {
    expect(errorsOf(categoryBodySchema, { name: ' ', description: '' })).toEqual({
      name: 'Category name is required',
      description: 'Description is required',
    });
    expect(errorsOf(categoryBodySchema, {})).toEqual({
      name: 'Category name is required',
      description: 'Description is required',
    });
  });
});

describe('control characters', () => {
  const control = 'Must not contain control characters';

  it('refuses them in one-line fields, a tab aside', () => {
    for (const name of ['Robo\u0000tics', 'Robo\u0007tics', 'Robo\ntics', 'Robo\u001btics', 'Robo\u007ftics']) {
      expect(errorsOf(categoryBodySchema, { name, description: 'Build robots.' })).toEqual({ name: control });
    }
    expect(errorsOf(categoryBodySchema, { name: 'Robo\ttics', description: 'Build robots.' })).toEqual({});
    expect(errorsOf(loginBodySchema, { email: 'a\u0000@example.com', password: GOOD_PASSWORD })).toEqual({
      email: control,
    });
  });

  it('keeps tabs and line breaks in multi-line text, and nothing else', () => {
    expect(errorsOf(categoryBodySchema, { name: 'Robotics', description: 'Build\r\n\trobots.' })).toEqual({});
    expect(errorsOf(categoryBodySchema, { name: 'Robotics', description: 'Build\u0000 robots.' })).toEqual({
      description: control,
    });
    expect(errorsOf(categoryBodySchema, { name: 'Robotics', description: 'Build\u000b robots.' })).toEqual({
      description: control,
    });
  });
});

describe('fieldErrors', () => {
  it('keeps only the first message per field path', () => {
    // 'Ab' fails the length, uppercase-free and special-character rules at once; the first one is shown.
    expect(errorsOf(loginBodySchema, { email: 'a@example.com', password: 'ab' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it("names a missing field without its own message '{path} is a required field'", () => {
    expect(errorsOf(createRoleBodySchema, { name: 'Editor' })).toEqual({
      permissions: 'permissions is a required field',
    });
  });

  it('joins nested paths with dots', () => {
    expect(errorsOf(createRoleBodySchema, { name: 'Editor', permissions: [{ name: 'Dashboard' }] })).toEqual({
      'permissions.0.operations': 'permissions.0.operations is a required field',
    });
  });
});
