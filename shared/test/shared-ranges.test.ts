import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compatibleRange,
  createSharedMap,
  installedVersion,
  requiredRange,
  runtimeRequirement,
  sharedRequirements,
} from '../src/mf-shared.ts';
import { MF_RUNTIME_PACKAGE } from '../src/remote-descriptor.ts';

const installed = fileURLToPath(new URL('../../node_modules', import.meta.url));

describe('the versions a shared package accepts', () => {
  it('are those of the same major version (the same minor below 1.0.0)', () => {
    expect(compatibleRange('1.1.0')).toBe('^1.0.0');
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('0.4.2')).toBe('^0.4.0');
    expect(() => compatibleRange('latest')).toThrow(/not an x\.y\.z version/);
  });

  it('start at a declared minimum when the app needs what an older copy lacks', () => {
    expect(requiredRange('@skillhub/session', '1.1.0')).toBe('^1.0.0');
    expect(requiredRange('@skillhub/session', '1.1.0', '^1.1.0')).toBe('^1.1.0');
    expect(requiredRange('@skillhub/session', '1.1.3', '^1.1.0')).toBe('^1.1.0');
  });

  it('refuse a minimum the build does not meet, one across a major version, or one of another form', () => {
    expect(() => requiredRange('@skillhub/session', '1.0.0', '^1.1.0')).toThrow(/does not fit the built 1\.0\.0/);
    expect(() => requiredRange('@skillhub/session', '2.0.0', '^1.1.0')).toThrow(/does not fit/);
    expect(() => requiredRange('@skillhub/session', '1.1.0', '>=1.1.0')).toThrow(/not of the form \^x\.y\.z/);
  });
});

describe('the federation runtime a remote runs on', () => {
  it('is the one it was built with or a newer one of the same major version', () => {
    const appDir = fileURLToPath(new URL('..', import.meta.url));
    const built = installedVersion(MF_RUNTIME_PACKAGE, appDir);
    expect(built).toMatch(/^\d+\.\d+\.\d+$/);
    expect(runtimeRequirement(appDir)).toEqual({ [MF_RUNTIME_PACKAGE]: `^${built}` });
  });
});

describe("an app's declared minimums", () => {
  let appDir: string;
  beforeEach(() => {
    appDir = mkdtempSync(join(tmpdir(), 'skillhub-app-'));
    symlinkSync(installed, join(appDir, 'node_modules'));
  });
  afterEach(() => rmSync(appDir, { recursive: true, force: true }));

  const manifest = (skillhub: unknown) =>
    writeFileSync(join(appDir, 'package.json'), JSON.stringify({ name: 'app', skillhub }));

  it('become what the app requires, both of the federation runtime and in its remote.json', () => {
    manifest({ remote: 'courses', requires: { '@skillhub/session': '^1.0.0' } });
    const map = createSharedMap(appDir);
    expect(map['@skillhub/session']!.requiredVersion).toBe('^1.0.0');
    expect(sharedRequirements(map)['@skillhub/session']).toBe('^1.0.0');
    expect(sharedRequirements(map).react).toMatch(/^\^\d+\.0\.0$/);
  });

  it('fail the build when the installed copy is older than declared, or the package is not shared', () => {
    manifest({ remote: 'courses', requires: { '@skillhub/session': '^1.9.0' } });
    expect(() => createSharedMap(appDir)).toThrow(/@skillhub\/session: the declared minimum \^1\.9\.0/);
    manifest({ remote: 'courses', requires: { dayjs: '^1.0.0' } });
    expect(() => createSharedMap(appDir)).toThrow(/dayjs .* is not shared/);
  });
});
