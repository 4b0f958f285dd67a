import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback (the OS picks it; it is free again once this returns). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One pino line of the process's stdout. */
export type LogLine = Record<string, unknown> & { msg?: string };

/**
 * A real API process: `node --import tsx src/main.ts`, the server entry `npm start` runs, on its own port.
 * Its structured log lines are kept so that tests wait on what the process says it did.
 */
export class ApiProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private output = '';
  private waiters: Array<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];

  private constructor(
    readonly name: string,
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      this.output += chunk;
      pending += chunk;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) this.receive(text);
    });
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.output += chunk;
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Starts the process and resolves once it listens and its readiness check answers 200. */
  static async start(name: string, env: Record<string, string>): Promise<ApiProcess> {
    const api = new ApiProcess(name, await freePort(), env);
    const listening = api.waitFor((line) => String(line.msg ?? '').startsWith('Server listening at'));
    const outcome = await Promise.race([listening.then(() => 'up' as const), api.exited.then(() => 'exited' as const)]);
    if (outcome === 'exited') throw new Error(`API process ${name} exited while starting:\n${api.output}`);
    const ready = await fetch(`${api.origin}/api/health/ready`);
    if (ready.status !== 200) throw new Error(`API process ${name} is not ready: ${await ready.text()}`);
    return api;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.name} has no pid`);
    return this.child.pid;
  }

  /** Resolves with the first log line (already written or still to come) that passes `test`. */
  waitFor(test: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** SIGKILL: the process dies at once, mid-request, without any clean-up of its own. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as an orchestrator stops a replica. */
  terminate(): void {
    this.child.kill('SIGTERM');
  }

  /** Ends the process if it still runs (clean-up after the test). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  private receive(text: string): void {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { msg: text };
    }
    this.lines.push(line);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test(line)) return true;
      waiter.resolve(line);
      return false;
    });
  }
}
