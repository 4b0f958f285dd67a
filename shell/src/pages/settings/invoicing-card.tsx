import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDateTime } from '@skillhub/shared/format';
import { GST_STATES_BY_NAME } from '@skillhub/shared/gst-states';
import { can } from '@skillhub/shared/permissions';
import {
  GST_RATES,
  type UpdateInvoicingSettingsBody,
  updateInvoicingSettingsBodySchema,
} from '@skillhub/shared/schemas/gst-invoicing';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useNotify } from '@skillhub/shared/ui/notify';
import { SearchableSelect } from '@skillhub/shared/ui/searchable-select';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Card, Flex, Form, Select, Switch, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../i18n/index.ts';
import { useInvoicingSettings, useIssueMissingInvoices, useSaveInvoicing } from './use-invoicing-settings.ts';

type InvoicingFormValues = z.input<typeof updateInvoicingSettingsBodySchema>;

const TITLE_ID = 'sh-settings-invoicing-title';
const STATE_OPTIONS = GST_STATES_BY_NAME.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));
const RATE_OPTIONS = GST_RATES.map((rate) => ({ value: rate, label: `${rate}%` }));

/**
 * GST invoicing on the Settings page: the seller's legal name, GSTIN, address and state, the SAC, the rate,
 * whether prices include GST and the invoice prefix. Until name, GSTIN, address and state are set, payments
 * issue no tax invoice; staff with Courses / Invoices create can then issue the missing ones from here.
 */
export function InvoicingCard({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useT();
  const notify = useNotify();
  const { permissions } = useAtomValue(authAtom, { store: sessionStore });
  const setting = useInvoicingSettings();
  const save = useSaveInvoicing();
  const issueMissing = useIssueMissingInvoices();
  const rateId = useId();
  const includedId = useId();
  const form = useForm<InvoicingFormValues, unknown, UpdateInvoicingSettingsBody>({
    resolver: zodResolver(updateInvoicingSettingsBodySchema),
    defaultValues: {
      legalName: '',
      gstin: '',
      address: '',
      stateCode: '',
      sac: '',
      ratePercent: 18,
      pricesIncludeGst: true,
      invoicePrefix: '',
    },
  });
  const { reset } = form;
  const current = setting.data;

  useEffect(() => {
    if (!current) return;
    const { complete: _complete, updatedAt: _updatedAt, ...values } = current;
    reset(values);
  }, [current, reset]);

  const store = async (body: UpdateInvoicingSettingsBody) => {
    try {
      const answer = await save.mutateAsync(body);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) notify.error(errorMessage(error));
    }
  };

  const issue = async () => {
    try {
      const answer = await issueMissing.mutateAsync();
      notify.success(t('invoicing.issued', { count: answer.data.issued }));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card title={<span id={TITLE_ID}>{t('invoicing.title')}</span>} loading={setting.isPending}>
      <Typography.Paragraph type="secondary">{t('invoicing.description')}</Typography.Paragraph>
      {setting.isError ? (
        <Alert type="error" showIcon title={errorMessage(setting.error)} />
      ) : (
        current && (
          <Alert
            type={current.complete ? 'info' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            title={current.complete ? t('invoicing.complete') : t('invoicing.incomplete')}
            // The action goes under the text, not beside it: beside it, a phone's width squeezes the text.
            description={
              <Flex vertical gap="small" align="start">
                {current.updatedAt && t('invoicing.lastChanged', { date: formatDateTime(current.updatedAt) })}
                {current.complete && can(permissions, 'Courses', 'Invoices', 'create') && (
                  <Button size="small" loading={issueMissing.isPending} onClick={issue}>
                    {t('invoicing.issueMissing')}
                  </Button>
                )}
              </Flex>
            }
          />
        )
      )}
      <Form component={false} layout="vertical">
        <form onSubmit={form.handleSubmit(store)} noValidate aria-labelledby={TITLE_ID}>
          <TextField
            control={form.control}
            name="legalName"
            label={t('invoicing.legalName')}
            required
            maxLength={200}
            autoComplete="organization"
            disabled={!canUpdate}
          />
          <TextField
            control={form.control}
            name="gstin"
            label={t('invoicing.gstin')}
            required
            maxLength={15}
            autoComplete="off"
            placeholder="29AAGCB7383J1Z4"
            disabled={!canUpdate}
          />
          <TextField
            control={form.control}
            name="address"
            label={t('invoicing.address')}
            type="textarea"
            rows={3}
            required
            maxLength={500}
            disabled={!canUpdate}
          />
          <SearchableSelect
            control={form.control}
            name="stateCode"
            label={t('invoicing.state')}
            options={STATE_OPTIONS}
            required
            placeholder={t('invoicing.statePlaceholder')}
            disabled={!canUpdate}
          />
          <Flex gap="middle" wrap>
            <TextField
              control={form.control}
              name="sac"
              label={t('invoicing.sac')}
              required
              maxLength={6}
              inputMode="numeric"
              help={t('invoicing.sacHelp')}
              disabled={!canUpdate}
            />
            <Controller
              control={form.control}
              name="ratePercent"
              render={({ field, fieldState }) => (
                <Form.Item
                  label={t('invoicing.rate')}
                  htmlFor={rateId}
                  required
                  validateStatus={fieldState.error ? 'error' : undefined}
                  help={fieldState.error?.message}
                >
                  <Select
                    id={rateId}
                    style={{ minWidth: 120 }}
                    options={RATE_OPTIONS}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!canUpdate}
                  />
                </Form.Item>
              )}
            />
            <TextField
              control={form.control}
              name="invoicePrefix"
              label={t('invoicing.prefix')}
              required
              maxLength={3}
              autoComplete="off"
              help={t('invoicing.prefixHelp')}
              disabled={!canUpdate}
            />
          </Flex>
          <Controller
            control={form.control}
            name="pricesIncludeGst"
            render={({ field }) => (
              <Form.Item label={t('invoicing.pricesIncludeGst')} htmlFor={includedId} extra={t('invoicing.pricesHelp')}>
                <Switch id={includedId} checked={field.value} onChange={field.onChange} disabled={!canUpdate} />
              </Form.Item>
            )}
          />
          {canUpdate ? (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('invoicing.save')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('invoicing.readOnly')}</Typography.Text>
          )}
        </form>
      </Form>
    </Card>
  );
}
