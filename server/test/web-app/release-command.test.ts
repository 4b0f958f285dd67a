import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run release` / `rollback` / `canary` / `promote` / `releases` as an operator runs them: the script in a
 * process of its own, the remote taken from the workspace it runs in, the operator from RELEASE_OPERATOR, on an
 * embedded database of its own.
 */

const script = fileURLToPath(new URL('../../scripts/remote-release.ts', import.meta.url));
/** tsx's loader by its own address: the workspace the script runs in is a bare folder outside the repository. */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const OLD = '0.1.0-abcabcabca';
const NEW = '0.2.0-defdefdefd';
let root: string;
let workspace: string;
let env: NodeJS.ProcessEnv;

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', tsx, script, ...args], {
      cwd: workspace,
      env,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-release-command-'));
  for (const build of [OLD, NEW]) {
    await mkdir(join(root, 'remotes/courses/dist', build), { recursive: true });
    await writeFile(join(root, 'remotes/courses/dist', build, 'remoteEntry.js'), `var build = '${build}';`);
  }
  await writeFile(
    join(root, 'remotes/courses/dist/releases.json'),
    JSON.stringify({ current: NEW, builds: [NEW, OLD] }),
  );
  // The remote's workspace, as npm runs a workspace's script in it.
  workspace = join(root, 'workspace');
  await mkdir(workspace);
  await writeFile(
    join(workspace, 'package.json'),
    JSON.stringify({ name: '@skillhub/remote-courses', skillhub: { remote: 'courses', devPort: 3999 } }),
  );
  env = {
    PATH: process.env.PATH,
    DATA_DIR: join(root, 'data'),
    REMOTES_DIST_DIR: join(root, 'remotes'),
    // No server answers there: the embedded database is free to open.
    PORT: '9',
    RELEASE_OPERATOR: 'CI bot',
  };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the release commands', () => {
  // Each run opens the embedded database in a process of its own (seconds each): the flows are few and whole, and a
  // test of several processes has the policy's limit for them (heavy).
  it(
    'release, rollback to a named build, canary and list, recorded under the operator',
    async () => {
      expect(await run('release')).toMatchObject({
        code: 0,
        out: `courses ${NEW} is current (was its newest build), by CI bot\n`,
      });
      expect((await run('rollback', OLD)).out).toBe(`courses ${OLD} is current (was ${NEW}), by CI bot\n`);
      expect((await run('canary', '10')).out).toBe(`courses ${NEW} goes to 10% of devices, by CI bot\n`);
      const listed = await run('list');
      expect(listed.out).toMatch(new RegExp(`courses +${OLD} +since \\S+ \\(rollback by CI bot\\)`));
      expect(listed.out).toMatch(new RegExp(`courses +${NEW} +canary to 10% of devices since \\S+ \\(by CI bot\\)`));
    },
    TEST_TIMEOUTS.server.heavy,
  );

  it(
    'fails with a message and a non-zero exit: a build not in the store, an unknown command',
    async () => {
      const missing = await run('release', '0.9.0-0000000000');
      expect(missing).toMatchObject({ code: 1 });
      expect(missing.err).toContain('courses 0.9.0-0000000000 is not in the release store');
      expect((await run('deploy')).code).toBe(2);
    },
    TEST_TIMEOUTS.server.heavy,
  );
});
