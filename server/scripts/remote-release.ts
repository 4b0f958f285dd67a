/**
 * `npm run release -w remotes/<name> [-- <build>]`, `npm run rollback -w remotes/<name> [-- <build>]` and
 * `npm run canary -w remotes/<name> -- <share %> [<build>]`, `npm run promote -w remotes/<name>` and
 * `npm run releases` (root): the release registry's commands (src/modules/web-app/release-commands.ts).
 *
 * Reads the server's configuration from the environment as `npm start` does (DATABASE_URL, S3_*,
 * REMOTES_PUBLIC_URL; a relative DATA_DIR is taken from server/, where `npm start` runs). The operator recorded
 * is RELEASE_OPERATOR, else `git config user.name`, else the OS user.
 */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isRemoteName, type RemoteName } from '@skillhub/shared/remote-props';
import { readRemotePackage } from '@skillhub/shared/remote-workspaces';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  canaryRemote,
  describeReleases,
  promoteRemote,
  type ReleaseContext,
  ReleaseError,
  releaseRemote,
  rollbackRemote,
} from '../src/modules/web-app/release-commands.ts';

const USAGE = `usage: remote-release.ts release|rollback [<remote>] [<build>]   (the remote defaults to the workspace run in)
       remote-release.ts canary [<remote>] <share %> [<build>]
       remote-release.ts promote [<remote>]
       remote-release.ts list`;
const COMMANDS = ['release', 'rollback', 'canary', 'promote', 'list'];

function operator(): string {
  const fromEnv = process.env.RELEASE_OPERATOR?.trim();
  if (fromEnv) return fromEnv;
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (name.trim()) return name.trim();
  } catch {
    // no git, or no name configured
  }
  return userInfo().username;
}

/** The remote named first (a build id is never a remote name: it has a version and a dash), else the workspace's. */
function remoteAndBuild(args: string[], callerDir: string): { name: RemoteName; build?: string } {
  const [first, second] = args;
  if (first && isRemoteName(first)) return { name: first, build: second };
  return { name: readRemotePackage(callerDir).remote as RemoteName, build: first };
}

/** Whether a server answers on the configured port: the embedded database is one process's to open. */
async function serverRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  // npm runs a workspace's script in the workspace: that names the remote.
  const callerDir = process.cwd();
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const config = loadConfig(process.env);
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (config.database.kind === 'pglite' && command !== 'list' && (await serverRunning(config.port))) {
    console.error(
      `A server is running on port ${config.port} on the embedded database, which only one process can open: ` +
        'stop it, release, and start it again (on PostgreSQL, running servers take a release within a second).',
    );
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (command === 'list') {
      console.log(await describeReleases(database.db, config));
      return 0;
    }
    const bucket = config.remotesPublicUrl
      ? config.storage.kind === 's3'
        ? (await import('../src/storage/s3-storage.ts')).createS3Storage({
            ...config.storage,
            mediaBaseUrl: `${config.publicUrl}/api/media`,
          })
        : null
      : null;
    const context: ReleaseContext = { db: database.db, config, bucket, operator: operator() };
    if (command === 'canary') {
      const named = args[0] && isRemoteName(args[0]) ? args : [readRemotePackage(callerDir).remote, ...args];
      const [name, share, build] = named as [RemoteName, string | undefined, string | undefined];
      const opened = await canaryRemote(context, name, Number(share), build);
      console.log(`${name} ${opened.build} goes to ${opened.sharePercent}% of devices, by ${context.operator}`);
      return 0;
    }
    if (command === 'promote') {
      const name = (args[0] ?? readRemotePackage(callerDir).remote) as RemoteName;
      const promoted = await promoteRemote(context, name);
      console.log(
        `${name} ${promoted.build} is current for every device (was ${promoted.previous ?? 'its newest build'})`,
      );
      return 0;
    }
    const { name, build } = remoteAndBuild(args, callerDir);
    const outcome = await (command === 'release' ? releaseRemote : rollbackRemote)(context, name, build);
    if (outcome.unchanged) console.log(`${name} ${outcome.build} is current already`);
    else
      console.log(
        `${name} ${outcome.build} is current (was ${outcome.previous ?? 'its newest build'}), by ${context.operator}`,
      );
    if (outcome.pruned.length > 0) console.log(`removed builds no longer in use: ${outcome.pruned.join(', ')}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReleaseError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
