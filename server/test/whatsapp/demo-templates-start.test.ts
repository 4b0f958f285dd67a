import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { whatsappTemplates } from '../../src/db/schema/whatsapp.ts';
import { DEMO_TEMPLATES } from '../../src/seed/demo-whatsapp.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from './account-fixtures.ts';
import { fastSandbox } from './messages-fixtures.ts';

/** A review that would not end within the test: a template submitted at start would still be PENDING. */
const demoApp = (config: AppConfig) => {
  config.demoData = true;
  fastSandbox(config);
  config.whatsapp.sandbox.reviewDelayMs = 3_600_000;
  config.whatsapp.pollIntervalMs = 3_600_000;
};

const DEMO_STATES = DEMO_TEMPLATES.map(({ providerId, name, language }) => ({
  id: providerId,
  name,
  language,
  status: 'APPROVED',
  rejectedReason: null,
}));

let first: TestApp;
let second: TestApp | undefined;
let dataDir: string | null = null;
beforeAll(async () => {
  // On a database that outlives the app (a PGlite folder, or the PostgreSQL database), so that it can start again.
  if (!process.env.DATABASE_URL) dataDir = await mkdtemp(join(tmpdir(), 'skillhub-pglite-'));
  first = await createTestApp((config) => {
    demoApp(config);
    if (config.database.kind === 'pglite' && dataDir) config.database = { ...config.database, dataDir };
  });
});
afterAll(async () => {
  await second?.close();
  await first.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function storedTemplates(t: TestApp) {
  return t.app.db
    .select({
      name: whatsappTemplates.name,
      status: whatsappTemplates.status,
      providerId: whatsappTemplates.providerId,
    })
    .from(whatsappTemplates)
    .orderBy(asc(whatsappTemplates.providerId));
}

async function sandboxTemplates(t: TestApp) {
  const sandbox = t.app.whatsapp.sandbox;
  if (!sandbox) throw new Error('No sandbox');
  return t.app.whatsapp.clientFor(sandbox.credentials).templates();
}

describe('the demo templates at start', () => {
  it('are known to the sandbox, approved, with the ids the database holds: nothing is submitted', async () => {
    expect(await sandboxTemplates(first)).toEqual(DEMO_STATES);
    expect(await storedTemplates(first)).toEqual(
      DEMO_TEMPLATES.map(({ name, providerId }) => ({ name, status: 'Approved', providerId })),
    );

    // A send of one goes out and is read.
    const admin = await loginAsAdmin(first.app);
    await connectSandbox(first.app, admin);
    const { body: templates } = await api(
      first.app,
      'GET',
      '/whatsapp/message-template/all?search=class_reminder',
      admin,
    );
    const { body: contacts } = await api(first.app, 'GET', '/whatsapp/contacts/all?search=Aarav&optedIn=true', admin);
    const sent = await api(first.app, 'POST', '/whatsapp/send-message', admin, {
      to: { kind: 'contacts', contactIds: contacts.data.map((c: { _id: string }) => c._id) },
      message: {
        type: 'template',
        templateId: templates.data[0]._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
          { source: 'text', value: '10 AM' },
        ],
      },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.data.queued).toBeGreaterThan(0);
    await first.app.whatsappSender.runNow();
    await expect
      .poll(
        async () =>
          (await api(first.app, 'GET', `/whatsapp/broadcasts/${sent.body.data.broadcastId}`, admin)).body.data.counts,
      )
      .toMatchObject({ read: sent.body.data.queued, failed: 0 });
  });

  it('a second start submits nothing either, and puts back the demo id of a row from an older start', async () => {
    // A row as a start that submitted the templates left it: the id of that start's sandbox.
    await first.app.db
      .update(whatsappTemplates)
      .set({ providerId: '512345678901234' })
      .where(eq(whatsappTemplates.name, 'certificate_ready'));
    const { database } = first.config;
    await first.app.close();

    second = await createTestApp((config) => {
      demoApp(config);
      config.database = database;
    });
    expect(await sandboxTemplates(second)).toEqual(DEMO_STATES);
    expect(await storedTemplates(second)).toEqual(
      DEMO_TEMPLATES.map(({ name, providerId }) => ({ name, status: 'Approved', providerId })),
    );
  });
});
