#!/usr/bin/env node
/**
 * `npm start`: serves the composed production build and the API on one port.
 *
 * When the shell has not been built yet (no ../shell/dist/index.html), runs `npm run build` at the
 * repository root first (turbo builds shared, the shell and every remote). Then starts the server with
 * tsx's loader; there is no separate compile step for the server.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const shellIndex = new URL('../../shell/dist/index.html', import.meta.url);

/** Runs a command, forwarding Ctrl-C and termination to it; resolves with its exit code. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });
}

if (!existsSync(shellIndex) && !process.env.SHELL_DIST_DIR) {
  console.log('No production build of the web app found: running "npm run build" in the repository root first.\n');
  // Under npm, npm_execpath points at the npm that runs us; reuse it rather than whatever is on PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'run', 'build']] : ['npm', ['run', 'build']];
  const code = await run(command, args, {
    cwd: repoRoot,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) {
    console.error(
      `\nThe build failed (exit code ${code}); fix it or start the API alone with "npm run dev -w server".`,
    );
    process.exit(code);
  }
}

// npm runs workspace scripts inside server/; a relative DATA_DIR (default ./data) means the folder npm was
// started from (INIT_CWD), so `npm start` at the root keeps its data in the root's ./data.
const dataDir = resolve(process.env.INIT_CWD ?? repoRoot, process.env.DATA_DIR || 'data');
process.exit(
  await run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir },
  }),
);
