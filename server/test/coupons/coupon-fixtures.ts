import type { CouponBody } from '@skillhub/shared/schemas/coupon';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000;

/** A valid coupon body: 10% off every course from an hour ago for a day, overridden as given. */
export function couponBody(app: FastifyInstance, overrides: Partial<CouponBody> = {}): CouponBody {
  const now = app.clock.now().getTime();
  return {
    code: 'SAVE10',
    title: 'Ten percent off',
    discountType: 'percent',
    discountValue: 10,
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

export function postCoupon(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/course/coupon', headers: bearer(token), payload: body as object });
}

/** Creates a coupon through the API and returns its id. */
export async function createCoupon(
  app: FastifyInstance,
  token: string,
  overrides: Partial<CouponBody> = {},
): Promise<string> {
  const response = await postCoupon(app, token, couponBody(app, overrides));
  if (response.statusCode !== 201) throw new Error(`create coupon: ${response.statusCode} ${response.body}`);
  return response.json().data._id;
}

export function quote(app: FastifyInstance, token: string, courseId: string, couponCode?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/quote/${courseId}`,
    headers: bearer(token),
    payload: couponCode === undefined ? {} : { couponCode },
  });
}

export async function couponById(app: FastifyInstance, token: string, id: string) {
  const response = await app.inject({ method: 'GET', url: '/api/course/coupon?limit=100', headers: bearer(token) });
  const coupon = (response.json().data as { _id: string }[]).find((c) => c._id === id);
  if (!coupon) throw new Error(`no coupon ${id}`);
  return coupon as {
    _id: string;
    usesCounted: number;
    usesReserved: number;
    revenuePaise: number;
    discountGivenPaise: number;
    isActive: boolean;
  };
}
