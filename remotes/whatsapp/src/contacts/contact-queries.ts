import { download, request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { ResponseOf } from '@skillhub/shared/endpoint';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { saveBlob } from '@skillhub/shared/save-blob';
import type { ContactGender, ContactValues } from '@skillhub/shared/schemas/whatsapp';
import { type UploadProgress, uploadWithProgress } from '@skillhub/shared/upload-with-progress';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappKeys } from '../whatsapp-keys.ts';

/** The Contacts page's calls. */

export const OPTED_IN_FILTERS = ['', 'true', 'false'] as const;
export type OptedInFilter = (typeof OPTED_IN_FILTERS)[number];

/** The filters a contacts list and a broadcast share (a broadcast goes to the opted-in contacts only). */
export interface ContactFilter {
  search: string;
  gender: ContactGender | '';
  occupation: string;
}

export interface ContactParams extends ContactFilter {
  optedIn: OptedInFilter;
  page: number;
  limit: number;
}

const filterQuery = (filter: ContactFilter) => ({
  search: filter.search || undefined,
  gender: filter.gender || undefined,
  occupation: filter.occupation || undefined,
});

export function useContacts(params: ContactParams, enabled = true) {
  return useQuery({
    queryKey: [...whatsappKeys.contacts, 'list', params],
    queryFn: ({ signal }) =>
      request(whatsappEndpoints.contacts, {
        query: {
          page: params.page,
          limit: params.limit,
          ...filterQuery(params),
          optedIn: params.optedIn === '' ? undefined : params.optedIn === 'true',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many opted-in contacts a filter reaches: what a broadcast to it would be sent to at most. */
export function useOptedInCount(filter: ContactFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.contacts, 'count', filter],
    queryFn: async ({ signal }) =>
      (
        await request(whatsappEndpoints.contacts, {
          query: { page: 1, limit: 1, ...filterQuery(filter), optedIn: true },
          signal,
        })
      ).pagination.total,
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useContactMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.contacts }),
  });
}

export const useSaveContact = () =>
  useContactMutation(({ id, body }: { id?: string; body: ContactValues }) =>
    id
      ? request(whatsappEndpoints.updateContact, { params: { id }, body })
      : request(whatsappEndpoints.createContact, { body }),
  );

export const useDeleteContact = () =>
  useContactMutation((id: string) => request(whatsappEndpoints.deleteContact, { params: { id } }));

export type ImportMode = 'preview' | 'import';

/** A 50,000-row .xlsx takes the server a while to read and check; the default 20 s is too short for it. */
const IMPORT_TIMEOUT_MS = 3 * 60_000;

/**
 * POST /whatsapp/contacts/bulk?mode=preview|import, reporting how much of the file has gone up. After an
 * import, even one that failed on the way back, the contacts are fetched again: the rows may be in.
 */
export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      mode,
      onProgress,
    }: {
      file: File;
      mode: ImportMode;
      onProgress?: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return (
        await uploadWithProgress<ResponseOf<typeof whatsappEndpoints.contactsBulk>>(
          whatsappEndpoints.contactsBulk.path,
          form,
          { searchParams: { mode }, timeout: IMPORT_TIMEOUT_MS, onProgress },
        )
      ).data;
    },
    onSettled: (_data, _error, { mode }) =>
      mode === 'import' ? queryClient.invalidateQueries({ queryKey: whatsappKeys.contacts }) : undefined,
  });
}

export type TemplateFormat = 'csv' | 'xlsx';

/** GET /whatsapp/contacts/bulk/template?format=: the header row and an example row, saved as a file. */
export async function downloadImportTemplate(format: TemplateFormat): Promise<string> {
  const file = await download(apiPaths.whatsapp.contactsBulkTemplate, { searchParams: { format } });
  const fileName = file.fileName ?? `whatsapp_contacts_template.${format}`;
  saveBlob(file.blob, fileName);
  return fileName;
}
