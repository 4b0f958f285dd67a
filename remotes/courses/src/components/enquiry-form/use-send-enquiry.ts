import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { EnquiryBody } from '@skillhub/shared/schemas/enquiry';
import { useMutation } from '@tanstack/react-query';

/** POST /course/enquiry: public, rate limited per address; a repeat within a day joins the existing lead. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (body: EnquiryBody) => api.post<SuccessBody<unknown>>(apiPaths.enquiries.create, { json: body }),
  });
}
