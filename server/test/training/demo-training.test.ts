import { programHasEnded } from '@skillhub/shared/schemas/training';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingCertificates } from '../../src/db/schema/training.ts';
import { seedDemoTraining } from '../../src/seed/seed-training.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { call } from './training-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

interface Row {
  _id: string;
  status: string;
  program: { endDate: string };
  certificate: { number: string; earlyIssueReason: string | null } | null;
}

describe('the demo training data', () => {
  it('has two institutions, five programs (one ended) and forty applicants, ten in each status', async () => {
    expect((await call(t.app, 'GET', '/api/training/institutions/all', admin)).body.pagination.total).toBe(2);
    const programs = (await call(t.app, 'GET', '/api/training/programs/all', admin)).body.data as { _id: string }[];
    expect(programs).toHaveLength(5);
    const open = await Promise.all(
      programs.map(async (p) => (await call(t.app, 'GET', `/api/training/programs/public/${p._id}`)).body.data.open),
    );
    expect(open.filter((o) => !o)).toHaveLength(1);
    const applicants = (await call(t.app, 'GET', '/api/training/applicants/all?limit=100', admin)).body.data as Row[];
    expect(applicants).toHaveLength(40);
    for (const status of ['Pending', 'In Progress', 'Approved', 'Rejected']) {
      expect(applicants.filter((a) => a.status === status)).toHaveLength(10);
    }
  });

  it('has certificates that verify, one revoked, and a restart adds nothing', async () => {
    const applicants = (await call(t.app, 'GET', '/api/training/applicants/all?status=Approved&limit=100', admin)).body
      .data as Row[];
    const certified = applicants.filter((a) => a.certificate);
    const numbers = certified.flatMap((a) => (a.certificate ? [a.certificate.number] : []));
    expect(numbers).toHaveLength(3);
    // Due once the program has ended; the one issued before that says why.
    expect(
      certified.map((a) => programHasEnded(a.program.endDate, new Date()) || Boolean(a.certificate?.earlyIssueReason)),
    ).toEqual([true, true, true]);
    expect(certified.filter((a) => a.certificate?.earlyIssueReason)).toHaveLength(1);
    for (const number of numbers) {
      expect((await call(t.app, 'GET', `/api/training/certificates/verify/${number}`)).body.data.status).toBe('valid');
    }
    const [revoked] = await t.app.db
      .select({ number: trainingCertificates.number })
      .from(trainingCertificates)
      .where(isNotNull(trainingCertificates.revokedAt));
    expect((await call(t.app, 'GET', `/api/training/certificates/verify/${revoked?.number}`)).body.data.status).toBe(
      'revoked',
    );

    await seedDemoTraining(t.app.db, null);
    expect((await call(t.app, 'GET', '/api/training/applicants/all', admin)).body.pagination.total).toBe(40);
  });
});
