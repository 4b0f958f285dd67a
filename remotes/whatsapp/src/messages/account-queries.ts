import { request } from '@skillhub/shared/api-client';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { AccountStatus, LoginBody } from '@skillhub/shared/schemas/whatsapp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappKeys } from '../whatsapp-keys.ts';

/** The business account's connection: read with POST /whatsapp/status, changed by login and logout. */

export function useAccountStatus(enabled = true) {
  return useQuery({
    queryKey: whatsappKeys.account,
    queryFn: async () => (await request(whatsappEndpoints.status)).data,
    enabled,
  });
}

function useAccountMutation<V>(mutationFn: (variables: V) => Promise<{ data: AccountStatus }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(whatsappKeys.account, answer.data),
  });
}

export const useConnect = () => useAccountMutation((body: LoginBody) => request(whatsappEndpoints.login, { body }));

export const useDisconnect = () => useAccountMutation(() => request(whatsappEndpoints.logout));
