import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './api-process.ts';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Debian's redis-server on a free loopback port, in memory only; resolves once it accepts connections. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing (apt-get install redis-server)`);
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
