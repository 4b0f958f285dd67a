import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../../bench/api-fuzzer/report.ts';
import { fuzzApi, type Transport } from '../../bench/api-fuzzer/run-fuzzer.ts';
import { roles } from '../../src/db/schema/users-and-roles.ts';
import { COURSE_MANAGER_ROLE } from '../../src/seed/demo-data.ts';
import { createLearner } from '../support/learner-fixtures.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  loginAsAdmin,
  type TestApp,
} from '../support/test-app.ts';

/**
 * The API fuzzer of `npm run fuzz`, smaller and in process: a fixed seed, the demo catalogue, every operation
 * of the OpenAPI document signed out, as a learner, as a course manager and as the super admin.
 */
const REQUESTS = 1500;
const SEED = 14;

let t: TestApp;
let learnerEmail: string;
const managerEmail = 'fuzz.manager@skillhub.test';
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
  const adminToken = await loginAsAdmin(t.app);
  learnerEmail = (await createLearner(t.app, adminToken, 'Fuzz Learner')).email;
  const [managerRole] = await t.app.db.select().from(roles).where(eq(roles.name, COURSE_MANAGER_ROLE.name));
  if (!managerRole) throw new Error('the demo data has no Course Manager role');
  await createUserWithPassword(t.app, adminToken, {
    name: 'Fuzz Manager',
    email: managerEmail,
    roleId: managerRole.id,
  });
});
afterAll(() => t.close());

const inject: Transport = async ({ method, url, headers, body }) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
};

describe('the API under random, boundary and hostile requests', () => {
  it(`answers ${REQUESTS} of them without a 5xx and stays healthy`, {
    timeout: TEST_TIMEOUTS.server.heavy,
  }, async () => {
    const report = await fuzzApi({
      transport: inject,
      requests: REQUESTS,
      seed: SEED,
      accounts: [
        { label: 'super admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { label: 'course manager', email: managerEmail, password: GOOD_PASSWORD },
        { label: 'learner', email: learnerEmail, password: GOOD_PASSWORD },
      ],
    });
    expect(report.failures, formatReport(report)).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    // Every operation of the document was called.
    expect(Object.keys(report.byOperation)).toHaveLength(report.operations);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
