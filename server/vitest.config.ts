import { vitestPolicy, vitestRunPolicy } from '@skillhub/shared/test-support/test-policy';
import { defineConfig } from 'vitest/config';

/**
 * The files whose outcome can depend on the database engine: SQL that PGlite (PostgreSQL 18, one connection)
 * and a PostgreSQL 15 server may answer differently (migrations, indexes and plans, search operators), and
 * everything about concurrency, which only a server with a pool of connections really exercises (locks,
 * SKIP LOCKED claims, races between requests, LISTEN/NOTIFY, several processes). `npm test` runs the whole
 * suite on PGlite, the embedded default, and these again on PostgreSQL 15 (`test:pg`); `test:pg:all` runs
 * everything there.
 */
export const ENGINE_DEPENDENT_TESTS = [
  'test/db/**/*.test.ts',
  'test/scale-out/**/*.test.ts',
  'test/cache/**/*.test.ts',
  'test/outbox/**/*.test.ts',
  'test/rate-limit/**/*.test.ts',
  'test/health/readiness.test.ts',
  'test/auth/refresh-grace.test.ts',
  'test/payments/concurrency.test.ts',
  'test/payments/create-order.test.ts',
  'test/coupons/coupon-race.test.ts',
  'test/coupons/coupon-checkout.test.ts',
  'test/invoices/invoice-race.test.ts',
  'test/invoices/tax-invoices.test.ts',
  'test/invoices/credit-notes.test.ts',
  'test/refunds/refunds.test.ts',
  'test/refunds/refund-race.test.ts',
  'test/training/applicants.test.ts',
  'test/training/bulk-upload.test.ts',
  'test/training/certificates.test.ts',
  'test/whatsapp/contacts.test.ts',
  'test/whatsapp/contacts-bulk.test.ts',
  'test/whatsapp/sender.test.ts',
  'test/whatsapp/whatsapp-indexes.test.ts',
  'test/lead-sequences/sequence-stop-race.test.ts',
  'test/blog/scheduling.test.ts',
  'test/courses/section-openings.test.ts',
  'test/ratings/ratings.test.ts',
  'test/roles/roles.test.ts',
  'test/enquiries/enquiry-indexes.test.ts',
  'test/enquiries/enquiry-search.test.ts',
  'test/enquiries/enquiry-pipeline-backfill.test.ts',
  'test/media/uploads.test.ts',
  'test/seed/demo-orders.test.ts',
  'test/web-app/release-registry.test.ts',
  'test/web-app/canary-releases.test.ts',
  'test/web-app/canary-health.test.ts',
];

const engineOnly = process.env.SKILLHUB_TEST_SCOPE === 'engine';

export default defineConfig({
  test: {
    ...vitestPolicy('server'),
    ...vitestRunPolicy(engineOnly ? '@skillhub/server (PostgreSQL)' : undefined),
    include: engineOnly ? ENGINE_DEPENDENT_TESTS : ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each test file builds its own app on its own database, so files run in parallel safely.
    pool: 'forks',
    // Files share their worker process: V8 then compiles PGlite's WebAssembly once per worker instead of
    // once per file (seconds each). The files share no state: each builds its own app and database.
    isolate: false,
  },
});
