import { errorMessage } from '@skillhub/shared/api-client';
import { formatRupees } from '@skillhub/shared/format';
import type { PaymentOrder, SandboxPayResult } from '@skillhub/shared/schemas/payment';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { DetailLines } from '../../ui/detail-lines.tsx';
import type { CheckoutOutcome } from './checkout-outcome.ts';
import { PaymentField } from './payment-field.tsx';
import { sandboxPay } from './use-payment.ts';

export interface SandboxCheckoutDialogProps {
  /** the order to pay; null keeps the dialog closed */
  order: PaymentOrder | null;
  onOutcome: (outcome: CheckoutOutcome) => void;
  /** the Pay and Fail buttons' call: the signed-in learner's by default; a payment link's checkout passes its own */
  pay?: (providerOrderId: string, outcome: 'success' | 'failure', contact?: string) => Promise<SandboxPayResult>;
}

/**
 * The sandbox provider's checkout (no Razorpay keys configured): the learner pays or fails an order that no
 * bank ever sees. The server signs the answer exactly as Razorpay would, and it goes to the same verify code.
 * Like Razorpay's checkout it asks for the payer's phone, which the payment carries (and which credits the
 * payment to the enquiry made with that number); here it may be left empty.
 */
export function SandboxCheckoutDialog(props: SandboxCheckoutDialogProps) {
  // Each checkout opens a dialog of its own. Opened again while the last one's closing animation still ran (Try
  // again tapped the moment a failed payment was said), antd's Modal could stay hidden, leaving Pay busy for good.
  const open = props.order !== null;
  const [shown, setShown] = useState({ open, checkout: 0 });
  if (shown.open !== open) setShown({ open, checkout: open ? shown.checkout + 1 : shown.checkout });
  // The phone typed for one checkout is kept for the next (a retry after a failed payment).
  const [contact, setContact] = useState('');
  return <CheckoutDialog key={shown.checkout} {...props} contact={contact} onContact={setContact} />;
}

function CheckoutDialog({
  order,
  onOutcome,
  pay = sandboxPay,
  contact,
  onContact: setContact,
}: SandboxCheckoutDialogProps & { contact: string; onContact: (contact: string) => void }) {
  const [pending, setPending] = useState<'success' | 'failure' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const phoneId = useId();

  const close = (outcome: CheckoutOutcome) => {
    setProblem(null);
    onOutcome(outcome);
  };

  const press = async (outcome: 'success' | 'failure') => {
    if (!order || pending) return;
    setPending(outcome);
    setProblem(null);
    try {
      const result = await pay(order.providerOrderId, outcome, contact.trim() || undefined);
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
          <DetailLines
            lines={[
              { key: 'course', label: t('payment.sandbox.course'), value: order.courseTitle },
              {
                key: 'amount',
                label: t('payment.sandbox.amount'),
                value: <Typography.Text strong>{amount}</Typography.Text>,
              },
              {
                key: 'order',
                label: t('payment.sandbox.orderId'),
                value: <Typography.Text code>{order.providerOrderId}</Typography.Text>,
              },
            ]}
          />
          <PaymentField label={t('payment.sandbox.phone')} inputId={phoneId}>
            {() => (
              <Input
                id={phoneId}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+91 98765 43210"
                maxLength={20}
                value={contact}
                disabled={pending !== null}
                onChange={(event) => setContact(event.target.value)}
              />
            )}
          </PaymentField>
          {problem && <Alert type="error" showIcon title={problem} />}
        </Flex>
      )}
    </ModalDialog>
  );
}
