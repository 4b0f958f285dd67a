import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_LIMIT } from '../constants.ts';
import { currentLocale, type Locale } from '../i18n.ts';
import { queryClient } from '../query-client.ts';
import type { ThemeMode } from '../remote-props.ts';
import { type AuthState, sessionStore } from '../session.ts';
import { themeConfig } from '../theme.ts';
import { HydrationBoundary, useShownTheme } from './hydration.tsx';

/** antd's own texts (pagination, empty tables, date pickers) in the page's language. */
const ANTD_LOCALES: Record<Locale, ConfigProviderProps['locale']> = { en: enUS, hi: hiIN };

export interface RemoteRootProps {
  themeMode: ThemeMode;
  /** The page's one query cache unless given: a server render brings its own, seeded with the page's data. */
  client?: QueryClient;
  /** The root hydrates the server's markup: its first render shows what the server drew (hydration.tsx). */
  serverRendered?: boolean;
  /** A server render's visitor (signed out, or the learner the page is drawn for): what useShownAuth answers. */
  drawn?: AuthState;
  children: ReactNode;
}

/**
 * The providers every React root on the page needs. Each remote is its own React root (a single-spa
 * parcel), so context from the shell does not reach it: each root wraps itself in the same session store,
 * query cache and theme, which are page-wide singletons, and antd's texts follow the app's language.
 */
export function RemoteRoot({ serverRendered = false, drawn, ...props }: RemoteRootProps) {
  return (
    <HydrationBoundary serverRendered={serverRendered} drawn={drawn}>
      <Providers {...props} />
    </HydrationBoundary>
  );
}

function Providers({ themeMode, client = queryClient, children }: Omit<RemoteRootProps, 'serverRendered' | 'drawn'>) {
  // Re-renders when the app's language changes.
  useTranslation();
  const shownTheme = useShownTheme(themeMode);
  return (
    <Provider store={sessionStore}>
      <QueryClientProvider client={client}>
        <ConfigProvider theme={themeConfig(shownTheme)} locale={ANTD_LOCALES[currentLocale()]}>
          <App message={{ maxCount: TOAST_LIMIT }} notification={{ placement: 'top' }}>
            {children}
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </Provider>
  );
}
