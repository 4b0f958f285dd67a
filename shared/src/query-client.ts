import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { QUERY_GC_TIME_MS } from './constants.ts';

/**
 * The page's one query cache (a Module Federation singleton). Unused data is kept 60 s; no refetch on
 * focus or reconnect (spec point 7). Client errors are not retried: asking again will not fix them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_TIME_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && typeof error.status === 'number' && error.status < 500),
    },
  },
});
