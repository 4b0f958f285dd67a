/**
 * Builds what the end-to-end tests and the page-weight benchmark drive: the shell and every remote under
 * remotes/ (turbo's own filters, so a new remote is built without being listed anywhere; what is up to date is
 * taken from turbo's cache).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
execFileSync('npx', ['turbo', 'run', 'build', '--filter=@skillhub/shell', '--filter=./remotes/*'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
