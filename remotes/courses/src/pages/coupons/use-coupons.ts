import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { couponEndpoints } from '@skillhub/shared/endpoints/coupons';
import type { CouponBody } from '@skillhub/shared/schemas/coupon';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The Coupons page's server state: one page of coupons, and the changes made from it. */

export const COUPON_STATUSES = ['all', 'active', 'inactive'] as const;
export type CouponStatusFilter = (typeof COUPON_STATUSES)[number];

export interface CouponListQuery {
  page: number;
  limit: number;
  search?: string;
  status: CouponStatusFilter;
}

export const couponKeys = {
  all: ['coupons'] as const,
  list: (query: CouponListQuery) => [...couponKeys.all, query] as const,
};

export function useCoupons(query: CouponListQuery) {
  return useQuery({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => request(couponEndpoints.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The categories and their published courses, for the scope pickers: the public list, so staff who may manage
 * coupons need no other permission to choose what a coupon applies to.
 */
export function useScopeChoices() {
  return useQuery({
    queryKey: ['coupon-scope-choices'],
    queryFn: async ({ signal }) =>
      (await request(categoryEndpoints.list, { query: { active: true, published: false }, signal })).data,
  });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, body }: { couponId?: string; body: CouponBody }) =>
      couponId
        ? request(couponEndpoints.update, { params: { couponId }, body })
        : request(couponEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, isActive }: { couponId: string; isActive: boolean }) =>
      request(couponEndpoints.setActive, { params: { couponId }, body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: string) => request(couponEndpoints.remove, { params: { couponId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
