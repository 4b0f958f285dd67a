import { currentLocale } from '@skillhub/shared/i18n';
import type { Area, RemoteName } from '@skillhub/shared/remote-props';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { Component, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { mountRootParcel, start } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useT } from '../i18n/index.ts';
import { errorKindOf, reportError, reportLoad } from '../runtime/build-reports.ts';
import { describeIncompatibilities, incompatibilities } from '../runtime/compatibility.ts';
import { refreshRemoteAddress } from '../runtime/current-address.ts';
import { loadRemoteApp } from '../runtime/remotes.ts';
import { whenServerRenderedReplaced } from '../runtime/server-rendered.ts';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';
import { SectionFailed, SectionIncompatible } from './area-results.tsx';
import { EMPTY_PARCEL, guardLifecycles } from './guarded-lifecycles.ts';

export { REMOTE_FAILED_TITLE, REMOTE_INCOMPATIBLE_TITLE } from './area-results.tsx';

// From the first remote area on, single-spa re-announces every navigation (back/forward included) to every
// router on the page, the remotes' own among them. This module loads with the first remote page
// (remote-page-route.tsx), so a page of the shell's alone (the dashboard's summary) loads no single-spa.
start({ urlRerouteOnly: true });

export interface RemoteAreaProps {
  remote: RemoteName;
  area: Area;
  /** The URL prefix the remote's own router works under. */
  basePath: string;
}

/**
 * One remote's area of the page: its `./app` lifecycles mounted as a single-spa parcel. When the remote cannot
 * be loaded, or its lifecycles fail, only this area shows the failure with a Retry that loads it afresh from
 * where the host serves it now (a build replaced since the page loaded may be gone); when it
 * was built for shared modules the page cannot provide, it is not run at all and the area says so. The header,
 * sidebar and every other area keep working.
 */
export function RemoteArea({ remote, area, basePath }: RemoteAreaProps) {
  const config = useRuntimeConfig();
  const requires = config?.remotes[remote]?.descriptor?.requires;
  const mismatches = useMemo(() => (requires ? incompatibilities(requires) : []), [requires]);

  useEffect(() => {
    if (mismatches.length) {
      console.error(
        `[shell] the ${remote} section was built for a different version of the platform and is not run: it ${describeIncompatibilities(mismatches)}`,
      );
    }
  }, [remote, mismatches]);

  if (mismatches.length) return <SectionIncompatible />;
  return <RunningArea remote={remote} area={area} basePath={basePath} />;
}

type Failure = 'unavailable' | 'crashed';

function RunningArea({ remote, area, basePath }: RemoteAreaProps) {
  const themeMode = useAtomValue(themeModeAtom, { store: sessionStore });
  // The page's language goes to the remote as a prop: a switch re-renders the parcel in the new language.
  useT();
  const locale = currentLocale();
  const entry = useRuntimeConfig()?.remotes[remote]?.entry;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [mounted, setMounted] = useState(false);

  const failWith = useCallback(
    (kind: Failure) => (error: unknown) => {
      console.error(`[shell] the ${remote} area failed`, error);
      // Counted against the remote's build, for its canary: a file that could not be fetched, or a crash.
      reportError(remote, kind === 'unavailable' ? 'chunk' : errorKindOf(error));
      setFailure(kind);
    },
    [remote],
  );
  // A new function per attempt: the Parcel (keyed by attempt) is a fresh mount that loads the remote again.
  const loadApp = useCallback(async () => {
    try {
      if (!entry) throw new Error(`Remote ${remote} is not in the runtime config`);
      return guardLifecycles(await loadRemoteApp(remote, entry, { fresh: attempt > 0 }), failWith('crashed'));
    } catch (error) {
      failWith('unavailable')(error);
      return EMPTY_PARCEL;
    }
  }, [remote, entry, attempt, failWith]);

  if (failure) {
    return (
      <SectionFailed
        reason={failure}
        onRetry={async () => {
          if (failure === 'unavailable') await refreshRemoteAddress(remote);
          setFailure(null);
          setMounted(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  return (
    <ParcelBoundary key={attempt} onError={failWith('crashed')}>
      {!mounted && <PageSpinner />}
      <Parcel
        config={loadApp}
        mountParcel={mountRootParcel}
        handleError={failWith('crashed')}
        parcelDidMount={() => {
          // Also after a failure (the parcel single-spa mounts is then an empty one): a build's failures are
          // weighed per load, and a build that never starts must still count the loads it is judged after.
          reportLoad(remote);
          whenServerRenderedReplaced(() => setMounted(true));
        }}
        wrapStyle={mounted ? undefined : { display: 'none' }}
        basePath={basePath}
        area={area}
        themeMode={themeMode}
        locale={locale}
      />
    </ParcelBoundary>
  );
}

/** Catches what the Parcel component itself throws while rendering; lifecycle failures reach `fail` directly. */
class ParcelBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.error ? null : this.props.children;
  }
}
