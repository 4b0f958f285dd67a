import { errorMessage } from '@skillhub/shared/api-client';
import { formatRupees } from '@skillhub/shared/format';
import type { PaymentOrder, SandboxPayResult } from '@skillhub/shared/schemas/payment';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import type { CheckoutOutcome } from './checkout-outcome.ts';
import { sandboxPay } from './use-payment.ts';

export interface SandboxCheckoutDialogProps {
  /** the order to pay; null keeps the dialog closed */
  order: PaymentOrder | null;
  onOutcome: (outcome: CheckoutOutcome) => void;
  /** the Pay and Fail buttons' call: the signed-in learner's by default; a payment link's checkout passes its own */
  pay?: (providerOrderId: string, outcome: 'success' | 'failure') => Promise<SandboxPayResult>;
}

/**
 * The sandbox provider's checkout (no Razorpay keys configured): the learner pays or fails an order that no
 * bank ever sees. The server signs the answer exactly as Razorpay would, and it goes to the same verify code.
 */
export function SandboxCheckoutDialog({ order, onOutcome, pay = sandboxPay }: SandboxCheckoutDialogProps) {
  const [pending, setPending] = useState<'success' | 'failure' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (outcome: CheckoutOutcome) => {
    setProblem(null);
    onOutcome(outcome);
  };

  const press = async (outcome: 'success' | 'failure') => {
    if (!order || pending) return;
    setPending(outcome);
    setProblem(null);
    try {
      const result = await pay(order.providerOrderId, outcome);
      close(
        result.outcome === 'success'
          ? { kind: 'paid', razorpayData: result.razorpayData }
          : { kind: 'failed', reason: result.error.description },
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const amount = order ? formatRupees(order.amountPaise / 100) : '';
  const { t } = useT();
  const { t: common } = useTranslation('common');
  return (
    <ModalDialog
      open={order !== null}
      title={t('payment.sandbox.title')}
      onClose={() => !pending && close({ kind: 'cancelled' })}
      closeOnBackdrop={false}
      width={440}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button disabled={pending !== null} onClick={() => close({ kind: 'cancelled' })}>
            {common('actions.cancel')}
          </Button>
          <Button
            danger
            loading={pending === 'failure'}
            disabled={pending === 'success'}
            onClick={() => press('failure')}
          >
            {t('payment.sandbox.fail')}
          </Button>
          <Button
            type="primary"
            loading={pending === 'success'}
            disabled={pending === 'failure'}
            onClick={() => press('success')}
          >
            {t('payment.sandbox.pay', { amount })}
          </Button>
        </Flex>
      }
    >
      {order && (
        <Flex vertical gap="middle">
          <Alert type="warning" showIcon title={t('payment.sandbox.warning')} />
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'course', label: t('payment.sandbox.course'), children: order.courseTitle },
              {
                key: 'amount',
                label: t('payment.sandbox.amount'),
                children: <Typography.Text strong>{amount}</Typography.Text>,
              },
              {
                key: 'order',
                label: t('payment.sandbox.orderId'),
                children: <Typography.Text code>{order.providerOrderId}</Typography.Text>,
              },
            ]}
          />
          {problem && <Alert type="error" showIcon title={problem} />}
        </Flex>
      )}
    </ModalDialog>
  );
}
