/**
 * `npm run dev` of the server: the API with hot reload, pointing the shell at every remote's dev server. The
 * remotes and their ports come from the workspaces themselves (`skillhub` in each remote's package.json), so a
 * new remote needs no change here; a REMOTE_<NAME>_URL already set wins.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { listRemoteWorkspaces } from '@skillhub/shared/remote-workspaces';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const env = { ...process.env };
for (const { remote, devPort } of listRemoteWorkspaces(repoRoot)) {
  env[`REMOTE_${remote.toUpperCase()}_URL`] ||= `http://localhost:${devPort}/remoteEntry.js`;
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const child = spawn(process.execPath, [tsxCli, 'watch', 'src/main.ts'], { cwd: serverDir, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
