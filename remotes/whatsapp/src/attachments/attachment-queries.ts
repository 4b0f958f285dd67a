import { request } from '@skillhub/shared/api-client';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { useMutation } from '@tanstack/react-query';

/** POST /whatsapp/attachments: an image or PDF kept for a template's header or a message; answers its id. */
export function useUploadAttachment() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return (await request(whatsappEndpoints.attachments, { body: form, timeout: 2 * 60_000 })).data;
    },
  });
}
