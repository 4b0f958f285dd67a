import { ApiError, errorMessage, fieldErrorMessage } from '@skillhub/shared/api-client';
import { formatRupees } from '@skillhub/shared/format';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import { Alert, Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { PaymentField } from './payment-field.tsx';
import { quotePrice } from './use-payment.ts';

export const rupeesOf = (paise: number) => formatRupees(paise / 100);

/**
 * "Have a coupon?": the code goes to the server, which answers the new price (the page never computes it); a
 * code that cannot be used is explained on the field (expired, used up, not for this course…).
 */
export function CouponField({
  courseId,
  applied,
  error,
  onApplied,
  onRemoved,
}: {
  courseId: string;
  /** The coupon quote in force, null without one. */
  applied: { code: string; quote: PriceQuote } | null;
  /** A coupon problem the order call reported (used up since it was applied). */
  error: string | null;
  onApplied: (code: string, quote: PriceQuote) => void;
  onRemoved: () => void;
}) {
  const { t } = useT();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (applied) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('payment.coupon.applied', {
          code: applied.code.toUpperCase(),
          amount: rupeesOf(applied.quote.discountPaise),
        })}
        action={
          <Button size="small" onClick={onRemoved}>
            {t('payment.coupon.remove')}
          </Button>
        }
      />
    );
  }

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return setProblem(t('payment.coupon.required'));
    setChecking(true);
    setProblem(null);
    try {
      onApplied(typed, await quotePrice(courseId, typed));
      setCode('');
    } catch (failure) {
      const onField = failure instanceof ApiError ? fieldErrorMessage(failure, 'couponCode') : undefined;
      setProblem(onField ?? errorMessage(failure, t('payment.coupon.failed')));
    } finally {
      setChecking(false);
    }
  };

  const shown = problem ?? error;
  return (
    <PaymentField label={t('payment.coupon.label')} inputId={inputId} error={shown}>
      {(described) => (
        <Flex gap="small">
          <Input
            id={inputId}
            {...described}
            value={code}
            placeholder={t('payment.coupon.placeholder')}
            autoComplete="off"
            maxLength={32}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
            onPressEnter={apply}
          />
          <Button onClick={apply} loading={checking}>
            {t('payment.coupon.apply')}
          </Button>
        </Flex>
      )}
    </PaymentField>
  );
}
