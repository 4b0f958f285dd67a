import { request } from '@skillhub/shared/api-client';
import { CATALOGUE_MAX_LIMIT, MAX_LIMIT } from '@skillhub/shared/constants';
import { couponEndpoints } from '@skillhub/shared/endpoints/coupons';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { leadSequenceEndpoints } from '@skillhub/shared/endpoints/lead-sequences';
import type { SequenceValues } from '@skillhub/shared/schemas/lead-sequence';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappKeys } from '../whatsapp-keys.ts';

/** The Sequences page's calls, and what its editor offers: published courses, coupons with a code. */

export function useSequences() {
  return useQuery({
    queryKey: whatsappKeys.sequences,
    queryFn: async ({ signal }) => (await request(leadSequenceEndpoints.list, { signal })).data,
  });
}

export function useSaveSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SequenceValues }) =>
      id
        ? request(leadSequenceEndpoints.update, { params: { id }, body })
        : request(leadSequenceEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.sequences }),
  });
}

export function useSetSequenceActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request(leadSequenceEndpoints.setActive, { params: { id }, body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.sequences }),
  });
}

/** The published courses a sequence may be triggered by (the newest 50). */
export function usePublishedCourses(enabled: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.sequences, 'courses'],
    queryFn: async ({ signal }) =>
      (await request(courseEndpoints.catalogue, { query: { page: 1, limit: CATALOGUE_MAX_LIMIT }, signal })).data,
    enabled,
  });
}

/** The coupons with a code, for a step's {coupon}; only for staff who may read coupons. */
export function useCouponCodes(enabled: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.sequences, 'coupons'],
    queryFn: async ({ signal }) =>
      (
        await request(couponEndpoints.list, { query: { page: 1, limit: MAX_LIMIT, status: 'active' }, signal })
      ).data.filter((coupon) => coupon.code !== null),
    enabled,
  });
}
