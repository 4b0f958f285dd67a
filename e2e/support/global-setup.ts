import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedDataDir } from '@skillhub/shared/test-support/migrated-data-dir';
import { startMailCatcher } from './mailbox.ts';
import { startPlatform } from './platform.ts';
import { clockFile } from './platform-clock.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, E2E_SMTP_PORT } from './ports.ts';

/**
 * One platform for the whole run, on a fresh data folder, delivering mail to a local SMTP catcher.
 * Env set here reaches the test workers.
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'skillhub-e2e-'));
  const mailDir = join(root, 'mail');
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_ROOT = root;
  const mail = await startMailCatcher(mailDir, E2E_SMTP_PORT);
  // The run's own platform starts on a new data folder, as a first start does; the specs' platforms start from
  // a copy of the migrated folder made beside it (platform.ts).
  const [migrated, platform] = await Promise.all([
    createMigratedDataDir(),
    startPlatform(
      E2E_PORT,
      {
        DATA_DIR: join(root, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: 'true',
        // Every journey signs in from this one address, more than the default 30 sign-ins per 15 minutes; wrong
        // passwords are still held per account.
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        // The tests' own API calls stand for learners on their own addresses (support/api.ts createLearner), as a
        // load balancer in front would say; the browser's requests carry no such header and stay 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        // A post scheduled for a time goes live within a second of the platform's clock reaching it.
        BLOG_PUBLISH_INTERVAL_MS: '1000',
      },
      { clockFile: clockFile(root) },
    ),
  ]);
  process.env.E2E_MIGRATED_DATA_DIR = migrated;
  return async () => {
    await platform.stop();
    await new Promise<void>((r) => mail.close(() => r()));
    rmSync(root, { recursive: true, force: true });
    rmSync(migrated, { recursive: true, force: true });
  };
}
