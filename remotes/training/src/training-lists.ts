import type { QueryClient } from '@tanstack/react-query';

/** Institutions and programs are never deleted: each is active or inactive, and each list shows one of the two. */
export const ACTIVITY_STATUSES = ['active', 'inactive'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * The query-key roots of the training lists. Institutions and programs show each other's facts (a program's
 * institution name, an institution's number of programs), so a change to either refreshes both.
 */
export const trainingKeys = {
  institutions: ['training-institutions'] as const,
  programs: ['training-programs'] as const,
};

/** Waits for the lists to refetch, so the table shows the change when the dialog closes. */
export const refreshTrainingLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trainingKeys.institutions }),
    queryClient.invalidateQueries({ queryKey: trainingKeys.programs }),
  ]);
