import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { TOAST_LIMIT } from '../constants.ts';
import { queryClient } from '../query-client.ts';
import type { ThemeMode } from '../remote-props.ts';
import { sessionStore } from '../session.ts';
import { themeConfig } from '../theme.ts';

export interface RemoteRootProps {
  themeMode: ThemeMode;
  children: ReactNode;
}

/**
 * The providers every React root on the page needs. Each remote is its own React root (a single-spa
 * parcel), so context from the shell does not reach it: each root wraps itself in the same session store,
 * query cache and theme, which are page-wide singletons.
 */
export function RemoteRoot({ themeMode, children }: RemoteRootProps) {
  return (
    <Provider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={themeConfig(themeMode)}>
          <App message={{ maxCount: TOAST_LIMIT }} notification={{ placement: 'top' }}>
            {children}
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </Provider>
  );
}
