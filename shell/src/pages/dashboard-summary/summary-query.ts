import { request } from '@skillhub/shared/api-client';
import { dashboardEndpoints } from '@skillhub/shared/endpoints/dashboard';
import { can } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { askAgainUnlessAskedWithPage } from '@skillhub/shared/ui/remote-routes';
import { readUrlParams } from '@skillhub/shared/url-params';
import { queryOptions } from '@tanstack/react-query';
import { type ChosenPeriod, chosenPeriod, PERIOD_ALLOWED, PERIOD_DEFAULTS } from './period-params.ts';

const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/**
 * The summary of a period. Asked for with the dashboard's code when the app opens on it (SHELL_PAGE_DATA), so
 * the figures are on their way while the code arrives and runs: its first render does not ask again for that
 * answer, and does check one from an earlier visit.
 */
export const summaryQuery = (chosen: ChosenPeriod) =>
  queryOptions({
    queryKey: [...dashboardSummaryQueryKey, chosen],
    queryFn: ({ signal }) => request(dashboardEndpoints.summary, { query: chosen, signal }),
    refetchOnMount: askAgainUnlessAskedWithPage,
  });

/** The summary the address asks for, for a reader of the Dashboard (anyone else is shown another page). */
export function prefetchSummary(): Promise<unknown> {
  if (!can(sessionStore.get(authAtom).permissions, 'Dashboard', undefined, 'read')) return Promise.resolve();
  const params = readUrlParams(new URLSearchParams(window.location.search), PERIOD_DEFAULTS, PERIOD_ALLOWED);
  return queryClient.ensureQueryData(summaryQuery(chosenPeriod(params)));
}
