import { Button, ConfigProvider, Result } from 'antd';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps, ThemeMode } from '../remote-props.ts';
import { themeConfig } from '../theme.ts';
import { RemoteRoot } from './remote-root.tsx';

export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
}

export const CRASH_TITLE = 'Oops! Something Went Wrong';
export const CRASH_ADVICE = 'Please check your internet connection and refresh the page.';

/** What a crashed remote leaves in its area; the rest of the page keeps working. */
export function RemoteCrash({ themeMode }: { themeMode: ThemeMode }) {
  // Rendered outside RemoteRoot (the boundary sits above it), so it brings its own theme.
  return (
    <ConfigProvider theme={themeConfig(themeMode)}>
      <Result
        status="error"
        title={CRASH_TITLE}
        subTitle={CRASH_ADVICE}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        }
      />
    </ConfigProvider>
  );
}

/**
 * The single-spa lifecycles a remote's `./app` module exposes:
 * `export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(App)`.
 * Only the RemoteProps reach the remote's root, not single-spa's own mount props.
 */
export function createRemoteLifecycles(Root: React.ComponentType<RemoteProps>): RemoteLifecycles {
  function RemoteApp({ basePath, area, themeMode }: RemoteProps & AppProps) {
    return (
      <RemoteRoot themeMode={themeMode}>
        <Root basePath={basePath} area={area} themeMode={themeMode} />
      </RemoteRoot>
    );
  }

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteApp,
    errorBoundary: (_error, _info, props) => <RemoteCrash themeMode={props.themeMode} />,
  });
  const { bootstrap, mount, unmount, update } = lifecycles;
  // single-spa-react always provides `update` unless parcelCanUpdate is false, which is never set here.
  return { bootstrap, mount, unmount, update: update! };
}
