import { init } from '@module-federation/enhanced/runtime';
import { MF_RUNTIME_PACKAGE } from '@skillhub/shared/remote-descriptor';
import { describe, expect, it } from 'vitest';
import { describeIncompatibilities, incompatibilities, providedVersions } from './compatibility.ts';

const page = { react: '19.3.1', antd: '6.6.8', '@skillhub/session': '1.0.0' };

describe('incompatibilities', () => {
  it('finds each shared package whose provided version is outside what the remote needs', () => {
    expect(incompatibilities({ react: '^19.3.1', antd: '^6.6.8', '@skillhub/session': '^1.0.0' }, page)).toEqual([]);
    const found = incompatibilities({ react: '^19.3.1', '@skillhub/session': '^2.0.0', antd: '^6.7.0' }, page);
    expect(found).toEqual([
      { name: '@skillhub/session', required: '^2.0.0', provided: '1.0.0' },
      { name: 'antd', required: '^6.7.0', provided: '6.6.8' },
    ]);
    expect(describeIncompatibilities(found)).toBe(
      'needs @skillhub/session ^2.0.0 (this page has 1.0.0), needs antd ^6.7.0 (this page has 6.6.8)',
    );
  });

  it('lets an older remote run on a newer page within the same major version', () => {
    expect(incompatibilities({ '@skillhub/session': '^1.0.0' }, { '@skillhub/session': '1.4.0' })).toEqual([]);
  });

  it("runs a remote built on a newer minor on the page's older copy unless the remote declares it needs the newer one", () => {
    const shell = { '@skillhub/session': '1.0.0' };
    // Built on 1.1.0, needing nothing 1.0.0 lacks: its build requires ^1.0.0.
    expect(incompatibilities({ '@skillhub/session': '^1.0.0' }, shell)).toEqual([]);
    const needsNewer = incompatibilities({ '@skillhub/session': '^1.1.0' }, shell);
    expect(needsNewer).toEqual([{ name: '@skillhub/session', required: '^1.1.0', provided: '1.0.0' }]);
    expect(describeIncompatibilities(needsNewer)).toBe('needs @skillhub/session ^1.1.0 (this page has 1.0.0)');
    expect(incompatibilities({ '@skillhub/session': '^2.0.0' }, shell)).toHaveLength(1);
  });

  it('is no conflict when the page does not share the package: the remote brings its own', () => {
    expect(incompatibilities({ dayjs: '^1.11.0' }, page)).toEqual([]);
  });
});

describe('providedVersions', () => {
  it("names the page's federation runtime with its shared packages: a remote built on a newer runtime is refused", () => {
    const runtime = init({
      name: 'shell',
      remotes: [],
      shared: {
        react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } },
      },
    });
    const provided = providedVersions();
    expect(provided).toEqual({ react: '19.3.1', [MF_RUNTIME_PACKAGE]: runtime.version });
    expect(incompatibilities({ [MF_RUNTIME_PACKAGE]: `^${runtime.version}` }, provided)).toEqual([]);
    const [major] = runtime.version.split('.');
    const newer = `^${Number(major) + 1}.0.0`;
    expect(incompatibilities({ [MF_RUNTIME_PACKAGE]: newer }, provided)).toEqual([
      { name: MF_RUNTIME_PACKAGE, required: newer, provided: runtime.version },
    ]);
  });
});
