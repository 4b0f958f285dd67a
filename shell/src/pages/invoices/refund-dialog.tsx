import { errorMessage } from '@skillhub/shared/api-client';
import { formatRupees } from '@skillhub/shared/format';
import { REFUND_REASON_MAX, type Refund } from '@skillhub/shared/schemas/refund';
import type { TaxInvoice } from '@skillhub/shared/schemas/tax-invoice';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { RefundStatusTag } from './refund-status.tsx';
import { useOrderRefunds, useRequestRefund } from './use-invoices.ts';

export interface RefundDialogProps {
  invoice: TaxInvoice;
  onClose: () => void;
}

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * Refund one invoice's order: the amount (what is left, to start with) and a reason, then a confirmation naming
 * the amount and the buyer, then the refund's status as the provider's webhook settles it. Mount it anew for
 * each refund: its request id is made once, so a repeated click or a retry never asks for a second refund.
 */
export function RefundDialog({ invoice, onClose }: RefundDialogProps) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const amountId = useId();
  const reasonId = useId();
  const left = invoice.refundablePaise;
  const [rupeeAmount, setRupeeAmount] = useState<number | null>(left / 100);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [clientRequestId] = useState(() => crypto.randomUUID());
  const [made, setMade] = useState<Refund | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useRequestRefund(invoice.orderId);
  const waiting = made?.status === 'requested';
  const refunds = useOrderRefunds(invoice.orderId, made !== null && waiting);
  const current = made ? (refunds.data?.data.refunds.find((r) => r._id === made._id) ?? made) : null;

  const amountPaise = rupeeAmount === null ? 0 : Math.round(rupeeAmount * 100);
  const amountError =
    amountPaise <= 0
      ? t('invoices.refund.amountRequired')
      : amountPaise > left
        ? t('invoices.refund.amountTooHigh', { left: rupees(left) })
        : null;
  const reasonError = reason.trim() ? null : t('invoices.refund.reasonRequired');

  // A second click before the button re-renders disabled would send again: the ref stops it at once (the same
  // clientRequestId would make the server answer with the same refund anyway).
  const sending = useRef(false);
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const answer = await send.mutateAsync({ amountPaise, reason: reason.trim(), clientRequestId });
      setMade(answer.data);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      sending.current = false;
    }
  };

  const title = t('invoices.refund.title', { number: invoice.number });
  if (current) {
    const { status } = current;
    return (
      <ModalDialog
        open
        title={title}
        onClose={onClose}
        footer={
          <Flex justify="flex-end">
            <Button onClick={onClose}>{common('actions.close')}</Button>
          </Flex>
        }
      >
        <Flex vertical gap="small" role="status">
          <Flex gap="small" align="center">
            <span>{t('invoices.refund.statusOf', { amount: rupees(current.amountPaise) })}</span>
            <RefundStatusTag status={status} />
          </Flex>
          <Typography.Text type="secondary">{t(`invoices.refund.explain.${status}`)}</Typography.Text>
          {current.failureReason && <Alert type="error" showIcon title={current.failureReason} />}
          {current.creditNoteNumber && (
            <span>{t('invoices.refund.creditNoteIssued', { number: current.creditNoteNumber })}</span>
          )}
        </Flex>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      open
      title={title}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        step === 'form' ? (
          <Flex gap="small" justify="flex-end" wrap>
            <Button onClick={onClose}>{common('actions.cancel')}</Button>
            <Button type="primary" disabled={Boolean(amountError || reasonError)} onClick={() => setStep('confirm')}>
              {t('invoices.refund.continue')}
            </Button>
          </Flex>
        ) : (
          <Flex gap="small" justify="flex-end" wrap>
            <Button disabled={send.isPending} onClick={() => setStep('form')}>
              {t('invoices.refund.back')}
            </Button>
            <Button type="primary" danger loading={send.isPending} disabled={send.isPending} onClick={submit}>
              {t('invoices.refund.confirm', { amount: rupees(amountPaise) })}
            </Button>
          </Flex>
        )
      }
    >
      {step === 'form' ? (
        <Flex vertical gap="middle">
          <Typography.Text>
            {t('invoices.refund.left', { left: rupees(left), total: rupees(invoice.total) })}
          </Typography.Text>
          <Flex vertical gap={4}>
            <label htmlFor={amountId}>{t('invoices.refund.amount')}</label>
            <InputNumber
              id={amountId}
              prefix="₹"
              min={0}
              precision={2}
              step={1}
              value={rupeeAmount}
              onChange={(value) => setRupeeAmount(value)}
              status={amountError ? 'error' : undefined}
              aria-describedby={amountError ? `${amountId}-error` : undefined}
              style={{ width: 200 }}
            />
            {amountError && (
              <Typography.Text id={`${amountId}-error`} type="danger">
                {amountError}
              </Typography.Text>
            )}
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={reasonId}>{t('invoices.refund.reason')}</label>
            <Input.TextArea
              id={reasonId}
              rows={3}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-required
            />
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          <Alert
            type="warning"
            showIcon
            title={t('invoices.refund.confirmText', {
              amount: rupees(amountPaise),
              buyer: invoice.buyerCompany ?? invoice.buyerName,
            })}
          />
          <Typography.Text>{t('invoices.refund.reasonIs', { reason: reason.trim() })}</Typography.Text>
          {amountPaise === left && (
            <Typography.Text type="secondary">{t('invoices.refund.fullWarning')}</Typography.Text>
          )}
          {failure && <Alert type="error" showIcon title={failure} />}
        </Flex>
      )}
    </ModalDialog>
  );
}
