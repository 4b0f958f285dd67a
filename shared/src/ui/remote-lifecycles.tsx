import { Button, ConfigProvider, Result } from 'antd';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { announceCrash } from '../crash-event.ts';
import { commonEn } from '../i18n/common-en.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, setLocale } from '../i18n.ts';
import type { RemoteProps, ThemeMode } from '../remote-props.ts';
import { themeConfig } from '../theme.ts';
import { RemoteRoot } from './remote-root.tsx';
import { endVisit } from './remote-routes.tsx';

export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
  /**
   * Starts fetching the code of the remote's page at a path, before the visitor opens it (the shell asks). A
   * remote whose `./app` does not export it (one built before it) is simply not warmed.
   */
  preload?: (pathname: string) => unknown;
}

export const CRASH_TITLE = commonEn.crash.title;
export const CRASH_ADVICE = commonEn.crash.advice;

/** What a crashed remote leaves in its area; the rest of the page keeps working. */
export function RemoteCrash({ themeMode }: { themeMode: ThemeMode }) {
  const { t } = useTranslation();
  // Rendered outside RemoteRoot (the boundary sits above it), so it brings its own theme.
  return (
    <ConfigProvider theme={themeConfig(themeMode)}>
      <Result
        status="error"
        title={t('crash.title')}
        subTitle={t('crash.advice')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.refresh')}
          </Button>
        }
      />
    </ConfigProvider>
  );
}

/** Around a remote's whole root: a crash no page caught leaves RemoteCrash in the area, and is announced. */
class RemoteCrashBoundary extends React.Component<RemoteProps & AppProps & { children?: React.ReactNode }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown): void {
    announceCrash(error);
  }

  override render(): React.ReactNode {
    return this.state.crashed ? <RemoteCrash themeMode={this.props.themeMode} /> : this.props.children;
  }
}

const localeOf = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * The single-spa lifecycles a remote's `./app` module exposes:
 * `export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles(App, preload)`.
 * Only the RemoteProps reach the remote's root, not single-spa's own mount props. `preload` (the remote's pages'
 * `preloadPageAt`, remote-routes.tsx) fetches a page's code, and the visited page's first data: at each mount,
 * and when the shell asks ahead; without it, nothing.
 */
export function createRemoteLifecycles(
  Root: React.ComponentType<RemoteProps>,
  preload: (pathname: string) => unknown = () => {},
): RemoteLifecycles {
  function RemoteApp({ basePath, area, themeMode, locale, serverRendered }: RemoteProps & AppProps) {
    return (
      <RemoteRoot themeMode={themeMode} serverRendered={serverRendered}>
        <Root basePath={basePath} area={area} themeMode={themeMode} locale={localeOf(locale)} />
      </RemoteRoot>
    );
  }

  /** How the mount under way renders: over the server's markup of the page (hydrateRoot), else afresh. */
  let mounting: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteApp,
    errorBoundaryClass: RemoteCrashBoundary,
    // Asked while mount runs, synchronously (single-spa-react passes it no props).
    renderType: () => mounting,
  });
  const { bootstrap, mount, unmount } = lifecycles;
  // single-spa-react always provides `update` unless parcelCanUpdate is false, which is never set here.
  const update = lifecycles.update!;
  // The remote's texts switch before it renders, so a mount or a change of language never shows the old one
  // (Hindi's texts load first, see setLocale). A shell that passes no language gets English.
  const inLocale =
    (lifecycle: LifeCycleFn<RemoteProps>): LifeCycleFn<RemoteProps> =>
    async (props) => {
      await setLocale(localeOf(props.locale));
      return lifecycle(props);
    };
  // The page's code and first data are asked for as the mount starts, not once its first render found them
  // missing. Over the server's markup the code is waited for: the hydrating render draws the page at once, leaving
  // no part of it waiting with the server's markup for later updates to draw afresh.
  const mountAs: LifeCycleFn<RemoteProps> = async (props) => {
    const preloaded = preload(window.location.pathname);
    if (props.serverRendered) await preloaded;
    mounting = props.serverRendered ? 'hydrateRoot' : 'createRoot';
    try {
      return await mount(props);
    } finally {
      mounting = 'createRoot';
    }
  };
  // A change of theme or language is a transition: a part of a hydrated page whose code is still on the way keeps
  // the server's markup until it comes, rather than being drawn afresh with a spinner (hydration.tsx).
  const transitionUpdate: LifeCycleFn<RemoteProps> = (props) => {
    let updated: Promise<unknown> = Promise.resolve();
    React.startTransition(() => {
      updated = update(props);
    });
    return updated;
  };
  const unmountAs: LifeCycleFn<RemoteProps> = (props) => {
    endVisit();
    return unmount(props);
  };
  return { bootstrap, mount: inLocale(mountAs), unmount: unmountAs, update: inLocale(transitionUpdate), preload };
}
