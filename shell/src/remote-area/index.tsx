import { currentLocale } from '@skillhub/shared/i18n';
import type { Area, RemoteName } from '@skillhub/shared/remote-props';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { Button, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { Component, type ReactNode, useCallback, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useT } from '../i18n/index.ts';
import { loadRemoteApp } from '../runtime/remotes.ts';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';
import { EMPTY_PARCEL, guardLifecycles } from './guarded-lifecycles.ts';

export const REMOTE_FAILED_TITLE = 'This section could not be loaded';

export interface RemoteAreaProps {
  remote: RemoteName;
  area: Area;
  /** The URL prefix the remote's own router works under. */
  basePath: string;
}

/**
 * One remote's area of the page: its `./app` lifecycles mounted as a single-spa parcel. When the remote cannot
 * be loaded, or its lifecycles fail, only this area shows the failure with a Retry that loads it afresh; the
 * header, sidebar and every other area keep working.
 */
export function RemoteArea({ remote, area, basePath }: RemoteAreaProps) {
  const themeMode = useAtomValue(themeModeAtom, { store: sessionStore });
  // The page's language goes to the remote as a prop: a switch re-renders the parcel in the new language.
  useT();
  const locale = currentLocale();
  const config = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`[shell] the ${remote} area failed`, error);
      setFailed(true);
    },
    [remote],
  );
  // A new function per attempt: the Parcel (keyed by attempt) is a fresh mount that loads the remote again.
  const loadApp = useCallback(async () => {
    try {
      if (!config) throw new Error('The runtime config is not loaded');
      return guardLifecycles(await loadRemoteApp(remote, config, { fresh: attempt > 0 }), fail);
    } catch (error) {
      fail(error);
      return EMPTY_PARCEL;
    }
  }, [remote, config, attempt, fail]);

  if (failed) {
    return (
      <div role="alert">
        <Result
          status="warning"
          title={REMOTE_FAILED_TITLE}
          subTitle="Please check your internet connection and try again. The rest of the page still works."
          extra={
            <Button
              type="primary"
              onClick={() => {
                setFailed(false);
                setMounted(false);
                setAttempt((n) => n + 1);
              }}
            >
              Retry
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <ParcelBoundary key={attempt} onError={fail}>
      {!mounted && <PageSpinner />}
      <Parcel
        config={loadApp}
        mountParcel={mountRootParcel}
        handleError={fail}
        parcelDidMount={() => setMounted(true)}
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
