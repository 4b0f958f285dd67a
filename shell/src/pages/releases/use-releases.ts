import { request } from '@skillhub/shared/api-client';
import { remoteReleasesEndpoints } from '@skillhub/shared/endpoints/remote-releases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const releasesQueryKey = ['remote-releases'] as const;

export function useReleaseRegistry() {
  return useQuery({
    queryKey: releasesQueryKey,
    queryFn: ({ signal }) => request(remoteReleasesEndpoints.list, { signal }).then((answer) => answer.data),
  });
}

/** What an operator can do to a remote from the page; `build` absent lets the server pick (see the API). */
export type ReleaseAction =
  | { kind: 'promote'; remote: string }
  | { kind: 'rollback'; remote: string }
  | { kind: 'canary'; remote: string; sharePercent: number; build?: string };

/** What an action left running: the remote's build, and for a canary its share. */
export interface ActionOutcome {
  remote: string;
  build: string;
  sharePercent?: number;
}

async function send(action: ReleaseAction): Promise<ActionOutcome> {
  const params = { remote: action.remote };
  switch (action.kind) {
    case 'promote':
      return (await request(remoteReleasesEndpoints.promote, { params })).data;
    case 'rollback':
      return (await request(remoteReleasesEndpoints.rollback, { params, body: {} })).data;
    case 'canary': {
      const body = { sharePercent: action.sharePercent, ...(action.build ? { build: action.build } : {}) };
      return (await request(remoteReleasesEndpoints.canary, { params, body })).data;
    }
  }
}

/**
 * The call never got an answer (offline, timed out): worth trying again as it was. Read from `status`, as the
 * query cache does, rather than by the error's class.
 */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * Runs one action. Once the server answered (done or refused) the registry is read again, since a refusal
 * usually means another admin acted first; after a network failure the list on screen stays as it was.
 */
export function useReleaseAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_data, error) => {
      if (!isNetworkFailure(error)) void client.invalidateQueries({ queryKey: releasesQueryKey });
    },
  });
}
