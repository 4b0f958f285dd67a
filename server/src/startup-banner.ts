import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What an operator needs to see once the server is up. */
export function startupBanner(app: FastifyInstance): string {
  const { config, database, mailTransport, seedReport } = app;
  const shellBuilt = existsSync(join(config.shellDistDir, 'index.html'));
  const lines = [
    '',
    '  Skillhub is running',
    '',
    `  URL         ${config.publicUrl}`,
    `  API docs    ${config.publicUrl}/api/docs`,
    `  Listening   ${config.host}:${config.port}`,
    `  Data dir    ${config.dataDir}`,
    `  Database    ${database.kind === 'pglite' ? `PGlite (embedded) at ${database.location}` : `PostgreSQL ${database.location}`}`,
    `  Mail        ${mailTransport.description}`,
    `  Files       ${config.storage.kind === 'local' ? `local disk at ${config.storage.root}` : `S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ` (${config.storage.region})`}`}`,
    // A deployment that forgot its Razorpay keys would let anyone enrol through the sandbox: say so loudly.
    `  Payments    ${config.payments.provider === 'razorpay' ? 'Razorpay' : 'SANDBOX: no real money moves; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments'}`,
    // Like payments: a deployment that meant to reach customers must see that nothing leaves the machine.
    `  WhatsApp    ${config.whatsapp.mode === 'cloud' ? `Cloud API at ${config.whatsapp.apiUrl}` : 'SANDBOX: messages reach a built-in stand-in of the Cloud API (its phone view is on the Messages page); set WHATSAPP_API_URL to reach customers'}`,
    `  Web app     ${shellBuilt ? config.shellDistDir : 'not built (API only); run "npm run build" in the repository root'}`,
  ];
  if (seedReport.createdLogins.length > 0) {
    lines.push('', '  Accounts created on this start (passwords are shown only this once):');
    for (const login of seedReport.createdLogins) {
      const password = login.generatedPassword ?? '(the ADMIN_PASSWORD you set)';
      lines.push(`    ${login.label.padEnd(20)} ${login.email}  ${password}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
