import { zodResolver } from '@hookform/resolvers/zod';
import { type Enquiry, type EnquiryStatusBody, enquiryStatusBodySchema } from '@skillhub/shared/schemas/enquiry';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Form, Select, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../i18n/index.ts';
import { useLeadStatusOptions } from './lead-status-tag.tsx';
import { useChangeEnquiryStatus } from './use-enquiries.ts';

export interface EnquiryStatusDialogProps {
  open: boolean;
  enquiry: Enquiry | undefined;
  onClose: () => void;
}

/** Change Status: the lead's next stage from the spec's lead statuses, with a note for the history. */
export function EnquiryStatusDialog({ open, enquiry, onClose }: EnquiryStatusDialogProps) {
  const statusId = useId();
  const change = useChangeEnquiryStatus();
  const { t } = useT();
  const leadStatusOptions = useLeadStatusOptions();
  const form = useForm<z.input<typeof enquiryStatusBodySchema>, unknown, EnquiryStatusBody>({
    resolver: zodResolver(enquiryStatusBodySchema),
    defaultValues: { status: 'Pending', note: '' },
  });
  const { control, reset } = form;

  useEffect(() => {
    if (open && enquiry) reset({ status: enquiry.status, note: '' });
  }, [open, enquiry, reset]);

  return (
    <FormDialog
      open={open}
      title={t('enquiries.changeStatus')}
      onClose={onClose}
      form={form}
      onSubmit={async (body) => {
        if (!enquiry) return undefined;
        const answer = await change.mutateAsync({ enquiryId: enquiry._id, body });
        return answer?.message ?? t('enquiries.statusChanged');
      }}
    >
      {enquiry && (
        <Typography.Paragraph type="secondary">
          {enquiry.name} · {enquiry.phone}
        </Typography.Paragraph>
      )}
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <Form.Item
            layout="vertical"
            label={t('enquiries.status')}
            htmlFor={statusId}
            required
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message}
          >
            <Select
              virtual={false}
              id={statusId}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={leadStatusOptions}
            />
          </Form.Item>
        )}
      />
      <TextField
        control={control}
        name="note"
        label={t('enquiries.note')}
        type="textarea"
        rows={3}
        maxLength={500}
        placeholder={t('enquiries.notePlaceholder')}
      />
    </FormDialog>
  );
}
