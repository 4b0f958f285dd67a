import { RightOutlined } from '@ant-design/icons';
import { GST_STATES_BY_NAME } from '@skillhub/shared/gst-states';
import { checkGstin } from '@skillhub/shared/gstin';
import type { CreateOrderBody, PaymentSummary } from '@skillhub/shared/schemas/payment';
import { Button, Input, theme } from 'antd';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { PaymentField } from './payment-field.tsx';

/** What checkout asks for the tax invoice: the learner's state, and for a company its GSTIN and name. */
export interface InvoiceDetails {
  state: string | undefined;
  companyOpen: boolean;
  gstin: string;
  company: string;
}

export type InvoiceErrors = Partial<Record<'buyerState' | 'buyerGstin' | 'buyerCompany', string>>;

const STATE_OPTIONS = GST_STATES_BY_NAME.map((state) => ({ value: state.code, label: state.name }));

/** The learner's last choice (from their previous order) filled in again. */
export function initialInvoiceDetails(buyer: PaymentSummary['buyer']): InvoiceDetails {
  return {
    state: buyer?.state ?? undefined,
    companyOpen: Boolean(buyer?.gstin),
    gstin: buyer?.gstin ?? '',
    company: buyer?.company ?? '',
  };
}

/**
 * The create-order fields, or the problems to show first. The GSTIN is checked here with the server's own
 * check (the reason in the learner's language); the server checks again.
 */
export function useInvoiceBody() {
  const { t } = useT();
  return (details: InvoiceDetails): { body: Omit<CreateOrderBody, 'couponCode'> } | { errors: InvoiceErrors } => {
    const body: Omit<CreateOrderBody, 'couponCode'> = details.state ? { buyerState: details.state } : {};
    const gstin = details.gstin.trim();
    const company = details.company.trim();
    if (!details.companyOpen || (!gstin && !company)) return { body };
    if (!gstin) return { errors: { buyerGstin: t('payment.invoice.gstinRequired') } };
    const check = checkGstin(gstin);
    if (!check.valid) return { errors: { buyerGstin: t(`payment.invoice.gstinProblem.${check.problem}`) } };
    if (!company) return { errors: { buyerCompany: t('payment.invoice.companyRequired') } };
    return { body: { ...body, buyerGstin: check.gstin, buyerCompany: company } };
  };
}

/**
 * The state (place of supply) and, folded away, "Need a GST invoice for your company?". The state is the
 * browser's own select (a phone's own picker, typing a letter jumps to it): antd's Select, Form and Collapse come
 * in the part of antd that tables are in (antd-shared.ts), which the payment page would otherwise download and run
 * before showing anything.
 */
export function InvoiceDetailsField({
  value,
  errors,
  onChange,
}: {
  value: InvoiceDetails;
  errors: InvoiceErrors;
  onChange: (value: InvoiceDetails, changed: keyof InvoiceErrors) => void;
}) {
  const { t } = useT();
  const { token } = theme.useToken();
  const stateId = useId();
  const gstinId = useId();
  const companyId = useId();
  const companyRegion = useId();
  const toggleCompany = () => onChange({ ...value, companyOpen: !value.companyOpen }, 'buyerGstin');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      <PaymentField
        label={t('payment.invoice.state')}
        inputId={stateId}
        error={errors.buyerState}
        note={t('payment.invoice.stateHelp')}
      >
        {({ status, ...described }) => (
          <select
            id={stateId}
            {...described}
            value={value.state ?? ''}
            onChange={(event) => onChange({ ...value, state: event.target.value || undefined }, 'buyerState')}
            style={{
              width: '100%',
              height: token.controlHeight,
              paddingInline: token.paddingSM - 1,
              border: `${token.lineWidth}px solid ${status ? token.colorError : token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: token.colorBgContainer,
              color: value.state ? token.colorText : token.colorTextPlaceholder,
              font: 'inherit',
              fontSize: token.fontSize,
            }}
          >
            <option value="">{t('payment.invoice.statePlaceholder')}</option>
            {STATE_OPTIONS.map((state) => (
              <option key={state.value} value={state.value} style={{ color: token.colorText }}>
                {state.label}
              </option>
            ))}
          </select>
        )}
      </PaymentField>
      <div>
        <Button
          type="text"
          size="small"
          aria-expanded={value.companyOpen}
          aria-controls={companyRegion}
          icon={<RightOutlined aria-hidden rotate={value.companyOpen ? 90 : 0} style={{ fontSize: 10 }} />}
          onClick={toggleCompany}
          style={{ paddingInline: 4 }}
        >
          {t('payment.invoice.companyToggle')}
        </Button>
        {value.companyOpen && (
          <div
            id={companyRegion}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: token.marginSM,
              padding: `${token.paddingXS}px 0 0 ${token.paddingLG}px`,
            }}
          >
            <PaymentField label={t('payment.invoice.gstin')} inputId={gstinId} error={errors.buyerGstin}>
              {(described) => (
                <Input
                  id={gstinId}
                  {...described}
                  value={value.gstin}
                  maxLength={15}
                  autoComplete="off"
                  placeholder="27AAACR5055K1Z7"
                  style={{ textTransform: 'uppercase' }}
                  onChange={(event) => onChange({ ...value, gstin: event.target.value }, 'buyerGstin')}
                />
              )}
            </PaymentField>
            <PaymentField label={t('payment.invoice.company')} inputId={companyId} error={errors.buyerCompany}>
              {(described) => (
                <Input
                  id={companyId}
                  {...described}
                  value={value.company}
                  maxLength={200}
                  autoComplete="organization"
                  onChange={(event) => onChange({ ...value, company: event.target.value }, 'buyerCompany')}
                />
              )}
            </PaymentField>
          </div>
        )}
      </div>
    </div>
  );
}
