import { GST_STATES_BY_NAME } from '@skillhub/shared/gst-states';
import { checkGstin } from '@skillhub/shared/gstin';
import type { CreateOrderBody, PaymentSummary } from '@skillhub/shared/schemas/payment';
import { Collapse, Form, Input, Select } from 'antd';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';

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

/** The state (place of supply) and, folded away, "Need a GST invoice for your company?". */
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
  const stateId = useId();
  const gstinId = useId();
  const companyId = useId();
  const item = (field: keyof InvoiceErrors) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('payment.invoice.state')}
        htmlFor={stateId}
        extra={errors.buyerState ? undefined : t('payment.invoice.stateHelp')}
        style={{ marginBottom: 8 }}
        {...item('buyerState')}
      >
        <Select
          id={stateId}
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder={t('payment.invoice.statePlaceholder')}
          options={STATE_OPTIONS}
          value={value.state}
          onChange={(state) => onChange({ ...value, state: state ?? undefined }, 'buyerState')}
        />
      </Form.Item>
      <Collapse
        ghost
        size="small"
        activeKey={value.companyOpen ? ['company'] : []}
        onChange={(keys) => onChange({ ...value, companyOpen: keys.includes('company') }, 'buyerGstin')}
        items={[
          {
            key: 'company',
            label: t('payment.invoice.companyToggle'),
            children: (
              <>
                <Form.Item label={t('payment.invoice.gstin')} htmlFor={gstinId} {...item('buyerGstin')}>
                  <Input
                    id={gstinId}
                    value={value.gstin}
                    maxLength={15}
                    autoComplete="off"
                    placeholder="27AAACR5055K1Z7"
                    style={{ textTransform: 'uppercase' }}
                    onChange={(event) => onChange({ ...value, gstin: event.target.value }, 'buyerGstin')}
                  />
                </Form.Item>
                <Form.Item
                  label={t('payment.invoice.company')}
                  htmlFor={companyId}
                  style={{ marginBottom: 0 }}
                  {...item('buyerCompany')}
                >
                  <Input
                    id={companyId}
                    value={value.company}
                    maxLength={200}
                    autoComplete="organization"
                    onChange={(event) => onChange({ ...value, company: event.target.value }, 'buyerCompany')}
                  />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
    </Form>
  );
}
