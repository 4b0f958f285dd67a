import { ROLE_USER } from '@skillhub/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { roles, users } from '../../src/db/schema/users-and-roles.ts';
import { hashPassword, PRODUCTION_PASSWORD_HASH_COST, verifyPassword } from '../../src/security/passwords.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  createUserWithPassword,
  loginAsAdmin,
  type TestApp,
} from '../support/test-app.ts';

/** The PHC string's head argon2id writes at the production cost: 19 MiB, 2 passes, 1 lane. */
const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('the password hash cost', () => {
  it('is 19 MiB and 2 passes of argon2id in every config the environment can make', () => {
    expect(PRODUCTION_PASSWORD_HASH_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
    for (const env of [{}, { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/skillhub' }]) {
      expect(loadConfig(env).passwordHashCost).toEqual(PRODUCTION_PASSWORD_HASH_COST);
    }
  });

  it('is what hashPassword writes, and a hash of another cost still verifies', async () => {
    const stored = await hashPassword('Learner@2025', PRODUCTION_PASSWORD_HASH_COST);
    expect(stored).toMatch(PRODUCTION_HASH);
    expect(await verifyPassword(stored, 'Learner@2025')).toBe(true);
    expect(await verifyPassword(stored, 'Learner@2026')).toBe(false);
    const cheap = await hashPassword('Learner@2025', { memoryCost: 8, timeCost: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Learner@2025')).toBe(true);
  });
});

describe('an app with the production config', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test app lowers the cost for speed; this one keeps what loadConfig gives production.
    t = await createTestApp((config) => {
      config.passwordHashCost = loadConfig({}).passwordHashCost;
    });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) =>
    (await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash;

  it('seeds the admin and sets a new password with hashes of the production cost, and signs in with them', async () => {
    expect(await storedHash(ADMIN_EMAIL)).toMatch(PRODUCTION_HASH);
    const admin = await loginAsAdmin(t.app);
    const [role] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_USER));
    expect(role).toBeDefined();
    const email = 'cost.check@skillhub.test';
    await createUserWithPassword(t.app, admin, { name: 'Cost Check', email, roleId: role?.id ?? '' });
    expect(await storedHash(email)).toMatch(PRODUCTION_HASH);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@skillhub.test', password: ADMIN_PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
  });
});
