import { BLOG_TIME_ZONE_OFFSET_MINUTES } from '@skillhub/shared/constants';
import {
  DASHBOARD_TIME_ZONE,
  type DashboardQuery,
  type DashboardSummary,
  daysInPeriod,
} from '@skillhub/shared/schemas/dashboard';

/** India's offset from UTC: +05:30 all year (no daylight saving), the same one blog publishing uses. */
const IST_OFFSET_MS = BLOG_TIME_ZONE_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** A resolved period: its India days and the instants it covers, `start` included and `end` excluded. */
export interface DashboardRange {
  summary: DashboardSummary['period'];
  start: Date;
  end: Date;
  /** every day of the period, oldest first */
  days: string[];
}

/** The India calendar day (YYYY-MM-DD) an instant falls on. */
export function indiaDayOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 in India on that day, as an instant. */
export function indiaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * 7d and 30d are the last 7 or 30 India days, today included; month is the 1st of this India month to today;
 * custom is the days given (the query schema has checked them: from <= to, at most DASHBOARD_MAX_DAYS).
 */
export function resolvePeriod(query: DashboardQuery, now: Date): DashboardRange {
  const today = indiaDayOf(now);
  let from: string;
  let to = today;
  switch (query.period) {
    case '7d':
      from = addDays(today, -6);
      break;
    case '30d':
      from = addDays(today, -29);
      break;
    case 'month':
      from = `${today.slice(0, 8)}01`;
      break;
    case 'custom':
      from = query.from as string;
      to = query.to as string;
      break;
  }
  const count = daysInPeriod(from, to);
  return {
    summary: { period: query.period, from, to, days: count, timeZone: DASHBOARD_TIME_ZONE },
    start: indiaMidnight(from),
    end: indiaMidnight(addDays(to, 1)),
    days: Array.from({ length: count }, (_, i) => addDays(from, i)),
  };
}
