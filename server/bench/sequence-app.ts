/**
 * One API process of the follow-up sequence benchmark (sequence-load.ts forks two): the whole app on
 * DATABASE_URL, talking to the benchmark's WhatsApp sandbox at WHATSAPP_API_URL, with its own sequence
 * scheduler and sender. Tells its parent its address once it listens; answers `stats` with the sends it made
 * (counted beside the real API client); on `close` closes the app and exits (so a --cpu-prof profile is written).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

if (!process.send) throw new Error('Forked by bench/sequence-load.ts');
const rate = Number(process.env.BENCH_RATE ?? 100);

const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-bench-files-'));
const config = loadConfig(process.env);
config.storage = { kind: 'local', root: filesRoot };
config.logLevel = 'warn';
config.whatsapp.messagesPerSecond = rate;
const app = await buildApp(config);

let sent = 0;
let firstAt: number | null = null;
let lastAt: number | null = null;
const clientFor = app.whatsapp.clientFor.bind(app.whatsapp);
app.whatsapp.clientFor = (account) => {
  const client = clientFor(account);
  return {
    ...client,
    sendMessage: (message) => {
      sent++;
      firstAt ??= Date.now();
      lastAt = Date.now();
      return client.sendMessage(message);
    },
  };
};

const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ kind: 'ready', url });
process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'stats') process.send?.({ kind: 'stats', sent, firstAt, lastAt });
  if (message.kind === 'close') {
    await app.close();
    await rm(filesRoot, { recursive: true, force: true });
    process.exit(0);
  }
});
