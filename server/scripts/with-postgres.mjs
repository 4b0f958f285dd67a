#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL 15 cluster:
 *
 *   node scripts/with-postgres.mjs vitest run
 *
 * Creates a cluster in a temporary directory (trust auth, 127.0.0.1 only, a free port, durability off
 * for speed), exports DATABASE_URL for the command, then stops and deletes the cluster and exits with
 * the command's exit code. initdb refuses to run as root, so as root the server runs as the `postgres`
 * OS user in a directory handed over to it. Binaries: PG_BIN, else /usr/lib/postgresql/15/bin.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const binDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
if (!existsSync(join(binDir, 'initdb'))) {
  console.error(`PostgreSQL binaries not found in ${binDir} (set PG_BIN)`);
  process.exit(2);
}

const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'skillhub-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'server.log');

function postgresUserIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('There is no `postgres` OS user to run PostgreSQL as');
  return { uid, gid };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(binary, args) {
  const path = join(binDir, binary);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let started = false;
function cleanUp() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);

  pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
  started = true;

  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${binDir.match(/\d+/)?.[0] ?? ''} running at ${databaseUrl}`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
