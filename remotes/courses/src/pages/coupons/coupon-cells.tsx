import { formatRupees } from '@skillhub/shared/format';
import type { Coupon } from '@skillhub/shared/schemas/coupon';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

export const rupeesOf = (paise: number) => formatRupees(paise / 100);

// A coupon's window is India's time, whatever the browser's zone.
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const formatDateTime = (iso: string) => indiaTime.format(new Date(iso));

export type CouponState = 'active' | 'inactive' | 'expired' | 'scheduled' | 'usedUp';

/** What a coupon is now: switched off, outside its window, out of uses, or usable. */
export function couponState(coupon: Coupon, now: Date): CouponState {
  if (!coupon.isActive) return 'inactive';
  if (coupon.endsAt && Date.parse(coupon.endsAt) <= now.getTime()) return 'expired';
  if (Date.parse(coupon.startsAt) > now.getTime()) return 'scheduled';
  if (coupon.totalUses !== null && coupon.usesCounted + coupon.usesReserved >= coupon.totalUses) return 'usedUp';
  return 'active';
}

const STATE_COLOURS: Record<CouponState, string> = {
  active: 'green',
  inactive: 'default',
  expired: 'red',
  scheduled: 'blue',
  usedUp: 'orange',
};

export function CouponStateTag({ coupon, t }: { coupon: Coupon; t: TFunction<'courses'> }) {
  const state = couponState(coupon, new Date());
  return <Tag color={STATE_COLOURS[state]}>{t(`coupons.status.${state}`)}</Tag>;
}

export function discountText(coupon: Coupon, t: TFunction<'courses'>): string {
  if (coupon.discountType === 'flat') return t('coupons.flatOff', { amount: rupeesOf(coupon.discountValue) });
  const off = t('coupons.percentOff', { value: coupon.discountValue });
  return coupon.maxDiscountPaise === null
    ? off
    : `${off}, ${t('coupons.upTo', { amount: rupeesOf(coupon.maxDiscountPaise) })}`;
}

export function validityText(coupon: Coupon, t: TFunction<'courses'>): string {
  const end = coupon.endsAt ? formatDateTime(coupon.endsAt) : t('coupons.noEnd');
  return `${formatDateTime(coupon.startsAt)} – ${end}`;
}

export function usesText(coupon: Coupon, t: TFunction<'courses'>): string {
  const used = coupon.usesCounted;
  const counted =
    coupon.totalUses === null
      ? t('coupons.usesUnlimited', { used })
      : t('coupons.usesOf', { used, total: coupon.totalUses });
  return coupon.usesReserved > 0 ? `${counted}; ${t('coupons.held', { count: coupon.usesReserved })}` : counted;
}
