import { request } from '@skillhub/shared/api-client';
import { MAX_LIMIT } from '@skillhub/shared/constants';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import type { ProgramBody } from '@skillhub/shared/schemas/training';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ActivityStatus, refreshTrainingLists, trainingKeys } from '../training-lists.ts';

/** Dashboard › Training Programs › Programs: the paged list, save and (de)activate. */

export interface ProgramParams {
  status: ActivityStatus;
  search: string;
  /** an institution `_id`; '' for every institution */
  institution: string;
  page: number;
  limit: number;
}

export const programKeys = {
  all: trainingKeys.programs,
  list: (params: ProgramParams) => [...programKeys.all, 'list', params] as const,
  options: ['training-programs', 'options'] as const,
};

/** Active programs to pick from (the applicants' filters and form); the server gives at most MAX_LIMIT a page. */
export function useProgramOptions() {
  return useQuery({
    queryKey: programKeys.options,
    queryFn: async ({ signal }) =>
      (await request(trainingEndpoints.programs, { query: { active: true, limit: MAX_LIMIT }, signal })).data,
  });
}

export function usePrograms(params: ProgramParams) {
  return useQuery({
    queryKey: programKeys.list(params),
    queryFn: ({ signal }) =>
      request(trainingEndpoints.programs, {
        query: {
          active: params.status === 'active',
          search: params.search || undefined,
          institution: params.institution || undefined,
          page: params.page,
          limit: params.limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProgramBody }) =>
      id
        ? request(trainingEndpoints.updateProgram, { params: { id }, body })
        : request(trainingEndpoints.createProgram, { body }),
    onSuccess: () => refreshTrainingLists(queryClient),
  });
}

/** DELETE toggles: an active program becomes inactive (it takes no applications) and back. */
export function useToggleProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(trainingEndpoints.toggleProgram, { params: { id } }),
    onSuccess: () => refreshTrainingLists(queryClient),
  });
}
