import { request } from '@skillhub/shared/api-client';
import { MAX_LIMIT } from '@skillhub/shared/constants';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import type { Institution, InstitutionBody } from '@skillhub/shared/schemas/training';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_STATUSES, type ActivityStatus, refreshTrainingLists, trainingKeys } from '../training-lists.ts';

/** Dashboard › Training Programs › Institutions: the paged list, the pickers' options, save and (de)activate. */

export interface InstitutionParams {
  status: ActivityStatus;
  search: string;
  page: number;
  limit: number;
}

export const institutionKeys = {
  all: trainingKeys.institutions,
  list: (params: InstitutionParams) => [...institutionKeys.all, 'list', params] as const,
  options: (scope: 'active' | 'every') => [...institutionKeys.all, 'options', scope] as const,
};

export function useInstitutions(params: InstitutionParams) {
  return useQuery({
    queryKey: institutionKeys.list(params),
    queryFn: ({ signal }) =>
      request(trainingEndpoints.institutions, {
        query: {
          active: params.status === 'active',
          search: params.search || undefined,
          page: params.page,
          limit: params.limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

async function institutionsOf(status: ActivityStatus, signal: AbortSignal): Promise<Institution[]> {
  const query = { active: status === 'active', limit: MAX_LIMIT };
  return (await request(trainingEndpoints.institutions, { query, signal })).data;
}

/**
 * Institutions to pick from, by name: the active ones (a new program needs one), or every one (a filter, which
 * also reaches programs of institutions deactivated since). The server gives at most MAX_LIMIT a page.
 */
export function useInstitutionOptions(scope: 'active' | 'every') {
  return useQuery({
    queryKey: institutionKeys.options(scope),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (scope === 'active' ? (['active'] as const) : ACTIVITY_STATUSES).map((status) =>
          institutionsOf(status, signal),
        ),
      );
      return lists.flat().sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

export function useSaveInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: InstitutionBody }) =>
      id
        ? request(trainingEndpoints.updateInstitution, { params: { id }, body })
        : request(trainingEndpoints.createInstitution, { body }),
    onSuccess: () => refreshTrainingLists(queryClient),
  });
}

/** DELETE toggles: an active institution becomes inactive (its programs stay, it takes no new ones) and back. */
export function useToggleInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(trainingEndpoints.toggleInstitution, { params: { id } }),
    onSuccess: () => refreshTrainingLists(queryClient),
  });
}
