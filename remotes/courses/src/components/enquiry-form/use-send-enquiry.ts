import { request } from '@skillhub/shared/api-client';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import type { EnquiryBody } from '@skillhub/shared/schemas/enquiry';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /course/enquiry: public, rate limited per address; a repeat within a day joins the existing lead. While
 * the form is flooded the call waits for the browser's proof of work, reported through `onFormProof`.
 */
export function useSendEnquiry(onFormProof?: (checking: boolean) => void) {
  return useMutation({
    mutationFn: (body: EnquiryBody) => request(enquiryEndpoints.create, { body, onFormProof }),
  });
}
