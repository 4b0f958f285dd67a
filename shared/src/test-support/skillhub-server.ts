import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { configureApiBase, request } from '../api-client.ts';
import { API_PREFIX } from '../api-paths.ts';
import { authEndpoints } from '../endpoints/auth.ts';
import { queryClient } from '../query-client.ts';
import type { AuthData } from '../schemas/auth.ts';
import { clearSession, setSession } from '../session.ts';
import { copyMigratedDataDir } from './migrated-data-dir.ts';
import { logRequests, type RequestLog } from './request-log.ts';

/**
 * The real Skillhub server (server/src/main.ts) in a child process, configured only through its documented
 * environment (api-conventions.md): a fresh embedded database, a known super admin, and CORS for the
 * origin the page runs on. It runs in its own Node process because the page tests' happy-dom globals
 * (URL, fetch) are not Node's.
 */

export const ADMIN = { email: 'admin@skillhub.in', password: 'Test@Admin123' } as const;

// Paths from node:path: under happy-dom the global URL is the simulated browser's, not Node's.
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server');

export interface SkillhubServer {
  /** the base to hand to configureApiBase */
  apiBase: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

/** How many ports are tried when another process takes the one chosen before the server binds it. */
const PORT_ATTEMPTS = 3;

/**
 * Spawns the server on a free port and answers once it is listening there: its own banner on stdout says so. A
 * health check alone could be answered by another process: between choosing a free port and binding it (the
 * seconds the server takes to load), another test run's server can take the port, and this one's exits with
 * EADDRINUSE; then it is started again on another port. `ready()` then waits for the health check (the database
 * migrated, the seed done).
 */
export async function launchSkillhubServer(
  pageOrigins: readonly string[],
  migrated?: string,
): Promise<LaunchedSkillhubServer> {
  for (let attempt = 1; ; attempt += 1) {
    const server = await spawnSkillhubServer(pageOrigins, migrated);
    const outcome = await server.bound;
    if (outcome === 'listening') return server;
    await server.stop();
    if (outcome !== 'port taken' || attempt === PORT_ATTEMPTS) {
      throw new Error(`The Skillhub server did not start:\n${server.errorOutput()}`);
    }
  }
}

/** `migrated`: the run's migrated data folder (migrated-data-dir.ts), whose copy the server starts from. */
async function spawnSkillhubServer(pageOrigins: readonly string[], migrated?: string) {
  const [port, dataDir] = await Promise.all([freePort(), mkdtemp(join(tmpdir(), 'skillhub-page-test-'))]);
  if (migrated) await copyMigratedDataDir(migrated, dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address media links are made for: the one it listens on ('localhost' may resolve to ::1 first).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      // Page tests call the API; rendering the public pages ahead loads every build's server bundle in a render
      // thread, CPU the run spends for nothing.
      SERVER_RENDER_WARM_UP: 'false',
      CORS_ORIGINS: pageOrigins.join(','),
      // Page tests make hundreds of calls a minute from one address; the per-address limit is not under test.
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The banner is printed once the server listens (server/src/main.ts); the rest of stdout is not needed.
  const bound = new Promise<'listening' | 'port taken' | 'exited'>((resolve) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('Skillhub is running')) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve('listening');
      }
    });
    child.once('exit', () => resolve(stderr.includes('EADDRINUSE') ? 'port taken' : 'exited'));
  });
  // What a test run's files read when this server, launched by the run's global setup, is gone (joinSkillhubServer).
  const exitLog = `${dataDir}.exit.log`;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) writeFileSync(exitLog, `exit code ${code ?? signal}\n${stderr}`);
  });

  const stop = async () => {
    stopping = true;
    await rm(exitLog, { force: true });
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const ready = async () => {
    const deadline = Date.now() + 120_000;
    while (!(await healthy(`${origin}/api/health`))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`The Skillhub server did not start:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { apiBase: `${origin}/api`, exitLog, bound, ready, stop, errorOutput: () => stderr };
}

export interface LaunchedSkillhubServer extends SkillhubServer {
  /** A file written with the server's error output if it exits before stop() */
  exitLog: string;
  ready(): Promise<void>;
}

/** A server of one's own, started and healthy. */
export async function startSkillhubServer(pageOrigin: string, migrated?: string): Promise<SkillhubServer> {
  const server = await launchSkillhubServer([pageOrigin], migrated);
  await server.ready();
  return server;
}

/** Waits for a server someone else launched (the run's global setup) to answer. */
async function joinSkillhubServer(apiBase: string, exitLog: string | undefined): Promise<SkillhubServer> {
  const deadline = Date.now() + 120_000;
  while (!(await healthy(`${apiBase}/health`))) {
    if (exitLog && existsSync(exitLog)) {
      throw new Error(
        `The shared Skillhub server at ${apiBase} exited before answering:\n${readFileSync(exitLog, 'utf8')}`,
      );
    }
    if (Date.now() > deadline)
      throw new Error(`The shared Skillhub server at ${apiBase} did not answer its health check`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The global setup stops it after the last file.
  return { apiBase, stop: async () => {} };
}

/**
 * Points the page's api client at the server and signs in as its super admin, as the shell would: the real
 * token, and the permissions the server granted. Seeding calls (skillhub-seed.ts) then run as the admin.
 */
export async function signInAsAdmin(server: SkillhubServer): Promise<AuthData> {
  configureApiBase(server.apiBase);
  const { data } = await request(authEndpoints.login, { body: ADMIN });
  // A fresh server has no failed sign-ins, so it never asks this browser for a mailed code.
  if ('codeRequired' in data) throw new Error('The admin sign-in asked for a mailed code');
  setSession(data);
  return data;
}

export interface SkillhubServerFixture {
  /** the signed-in admin: their token lets a page test's session call everything the server offers */
  readonly admin: AuthData;
  readonly server: SkillhubServer;
  /** what the page asked the server, cleared after each test */
  readonly network: RequestLog;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API base of the server the run's global setup launched, when its config asked for one. */
    skillhubApiBase?: string;
    /** Where that server's error output is written if it exits early. */
    skillhubServerExitLog?: string;
    /** The run's migrated data folder, which a file's own server starts as a copy of (migrated-data-dir.ts). */
    skillhubMigratedDataDir?: string;
  }
}

/**
 * The real server for the tests of one file, signed in as its admin: the run's shared server when its global
 * setup launched one (remoteTestConfig({ realServer: true })), else one started for this file. Tests and files
 * share it, so each seeds what it reads under names of its own (skillhub-seed.ts); a file that asserts a
 * whole dashboard-wide list asks for `ownServer`. After each test the page's query cache and network log are
 * emptied.
 */
export function withSkillhubServer(
  pageOrigin: string = window.location.origin,
  { ownServer = false }: { ownServer?: boolean } = {},
): SkillhubServerFixture {
  let server: SkillhubServer | undefined;
  let admin: AuthData | undefined;
  const network = logRequests();
  beforeAll(async () => {
    const shared = ownServer ? undefined : inject('skillhubApiBase');
    server = shared
      ? await joinSkillhubServer(shared, inject('skillhubServerExitLog'))
      : await startSkillhubServer(pageOrigin, inject('skillhubMigratedDataDir'));
    admin = await signInAsAdmin(server);
  }, 150_000);
  afterEach(() => {
    queryClient.clear();
    network.clear();
  });
  afterAll(async () => {
    network.stop();
    clearSession();
    configureApiBase(API_PREFIX);
    await server?.stop();
  });
  return {
    network,
    get admin() {
      if (!admin) throw new Error('The Skillhub server has not started');
      return admin;
    },
    get server() {
      if (!server) throw new Error('The Skillhub server has not started');
      return server;
    },
  };
}
