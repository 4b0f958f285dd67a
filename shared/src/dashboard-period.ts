import { DASHBOARD_DEFAULT_PERIOD, DASHBOARD_PERIODS, type DashboardPeriod } from './schemas/dashboard.ts';
import { readUrlParams } from './url-params.ts';

/** The period the figures are asked for: custom carries its days (YYYY-MM-DD), the others none. */
export interface ChosenPeriod {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

/** The period's parameters in the address (`?period=custom&from=…&to=…`): a reload or a shared link keeps it. */
export const PERIOD_DEFAULTS = { period: DASHBOARD_DEFAULT_PERIOD as DashboardPeriod, from: '', to: '' };
export const PERIOD_ALLOWED = { period: DASHBOARD_PERIODS };

/** The period the address asks for: a custom one needs both days, else the default. */
export function chosenPeriod(params: typeof PERIOD_DEFAULTS): ChosenPeriod {
  return params.period === 'custom' && params.from && params.to
    ? { period: 'custom', from: params.from, to: params.to }
    : { period: params.period === 'custom' ? DASHBOARD_DEFAULT_PERIOD : params.period };
}

/** The period a dashboard address's query asks for, as the page reads it (ui/use-url-params.tsx). */
export function chosenPeriodIn(search: URLSearchParams): ChosenPeriod {
  return chosenPeriod(readUrlParams(search, PERIOD_DEFAULTS, PERIOD_ALLOWED));
}

/**
 * The summary page's query key for a period: the page's cache, and the answer the server inlines into /dashboard
 * for the visitor its page cookie names (a phone draws the figures with the page instead of asking after it).
 */
export const dashboardSummaryKey = (chosen: ChosenPeriod) => ['dashboard', 'summary', chosen] as const;
