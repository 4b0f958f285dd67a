import { request } from '@skillhub/shared/api-client';
import { couponEndpoints } from '@skillhub/shared/endpoints/coupons';
import { formatRupees } from '@skillhub/shared/format';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';

const MINUTE = 60_000;

/**
 * GET /course/offer/{courseId}: the automatic offer running on the course now, priced by the server. A failed
 * read shows the plain price: the offer also applies itself at checkout, which the server prices again.
 */
export function useCourseOffer(courseId: string) {
  return useQuery({
    queryKey: ['course-offer', courseId],
    queryFn: async ({ signal }) =>
      (await request(couponEndpoints.courseOffer, { params: { courseId }, signal })).data.offer,
    retry: false,
  });
}

/**
 * The clock, moved on every minute, from the first render in the browser on: null before (the server's render and
 * the app's first, which must match it), when the page names the end's date and time instead of a countdown.
 */
function useMinuteClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// The offer's end in India's time, whatever the visitor's zone (the server renders it too).
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** Whole days, hours and minutes until `end` (never negative). */
export function timeLeft(end: string, now: number) {
  const minutes = Math.max(0, Math.floor((Date.parse(end) - now) / MINUTE));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** The offer's price: its name, the course's price struck through, the offer price and the time left. */
export function CourseOfferPrice({ offer }: { offer: PriceQuote }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const now = useMinuteClock();
  const endsAt = offer.coupon?.endsAt;
  const left = endsAt && now !== null ? timeLeft(endsAt, now) : null;
  const leftText = !endsAt
    ? null
    : !left
      ? t('purchase.offer.endsOn', { date: indiaTime.format(new Date(endsAt)) })
      : left.days > 0
        ? t('purchase.offer.leftDays', left)
        : left.hours > 0
          ? t('purchase.offer.leftHours', left)
          : t('purchase.offer.leftMinutes', left);
  return (
    <Flex vertical gap={4} aria-label={t('purchase.offer.label')} role="group">
      <Flex wrap align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 28 }}>
          {formatRupees(offer.totalPaise / 100)}
        </Typography.Text>
        <Typography.Text type="secondary" delete>
          <VisuallyHidden>{t('price.original')} </VisuallyHidden>
          {formatRupees(offer.basePaise / 100)}
        </Typography.Text>
        <Tag color="green" variant="filled" style={{ color: token.colorSuccessText }}>
          {offer.coupon?.title}
        </Tag>
      </Flex>
      {leftText && <Typography.Text type="danger">{leftText}</Typography.Text>}
    </Flex>
  );
}
