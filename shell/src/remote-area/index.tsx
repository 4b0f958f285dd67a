import { currentLocale, SERVER_LOCALE } from '@skillhub/shared/i18n';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import type { Area, RemoteName, RemoteProps } from '@skillhub/shared/remote-props';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { Component, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type LifeCycles, type Parcel as MountedParcel, mountRootParcel, start } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useT } from '../i18n/index.ts';
import { errorKindOf, reportError, reportLoad } from '../runtime/build-reports.ts';
import { describeIncompatibilities, incompatibilities } from '../runtime/compatibility.ts';
import { refreshRemoteAddress } from '../runtime/current-address.ts';
import { loadRemoteApp } from '../runtime/remotes.ts';
import { serverRenderedSlot, takeServerRenderedSlot } from '../runtime/server-rendered.ts';
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
  // The server's markup of this page, which the remote hydrates at the first mount (ServerRenderedParcel).
  const [serverHtml] = useState(serverRenderedSlot);

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

  if (serverHtml !== null && attempt === 0) {
    return (
      <ServerRenderedParcel
        html={serverHtml}
        loadApp={loadApp}
        props={{ basePath, area, themeMode, locale }}
        onMounted={() => reportLoad(remote)}
        onError={failWith('crashed')}
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
          setMounted(true);
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

interface ServerRenderedParcelProps {
  html: string;
  loadApp: () => Promise<LifeCycles & { name: string }>;
  props: RemoteProps;
  onMounted: () => void;
  onError: (error: unknown) => void;
}

/**
 * The remote's area on the page the server rendered: the server's markup of the remote's page, kept as it is (the
 * shell's hydration leaves its inner HTML alone), which the remote then hydrates as its own root (RemoteProps
 * `serverRendered`). Nothing is drawn twice and nothing waits hidden: until the remote's code is there the
 * server's markup is the page, its links and search form working. Later changes of theme or language reach the
 * remote as any parcel's do.
 */
function ServerRenderedParcel({ html, loadApp, props, onMounted, onError }: ServerRenderedParcelProps) {
  const slot = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const mountedWith = useRef<RemoteProps | null>(null);
  // Its first value is what it is mounted with: the effects below run once, at the mount.
  const [handlers] = useState(() => ({ onMounted, onError, loadApp }));

  useEffect(() => {
    takeServerRenderedSlot();
    let left = false;
    void handlers.loadApp().then((app) => {
      const domElement = slot.current;
      if (left || !domElement) return;
      // Hydrated in the language the server drew it in (every page English): in the visitor's own (Hindi), its
      // first render would not match the server's markup, and React would draw the whole page again.
      const mountProps: RemoteProps = { ...latest.current, locale: SERVER_LOCALE };
      const parcelProps = { ...mountProps, serverRendered: true, domElement };
      const mounted = mountRootParcel(app, parcelProps);
      parcel.current = mounted;
      mounted.mountPromise.then(() => {
        mountedWith.current = mountProps;
        handlers.onMounted();
        // The visitor's language, and a theme or address taken while it mounted.
        const now = latest.current;
        const changed = (Object.keys(now) as (keyof RemoteProps)[]).some((key) => now[key] !== mountProps[key]);
        if (!left && changed) void mounted.update?.(now);
      }, handlers.onError);
    });
    return () => {
      left = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted?.getStatus() === 'MOUNTED') mounted.unmount().catch(handlers.onError);
    };
  }, [handlers]);

  const { themeMode, locale, basePath, area } = props;
  useEffect(() => {
    const mounted = parcel.current;
    if (!mounted || !mountedWith.current || mounted.getStatus() !== 'MOUNTED') return;
    void mounted.update?.({ themeMode, locale, basePath, area });
  }, [themeMode, locale, basePath, area]);

  return (
    <div
      id={SERVER_RENDERED_ID}
      ref={slot}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup, read from this very element before anything rendered (runtime/server-rendered.ts): React keeps it as it is, for the remote to hydrate
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
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
