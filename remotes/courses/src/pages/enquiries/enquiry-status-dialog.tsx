import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { type Enquiry, type EnquiryStatusBody, enquiryStatusBodySchema } from '@skillhub/shared/schemas/enquiry';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { leadStatusOptions } from './lead-status-tag.tsx';
import { useChangeEnquiryStatus } from './use-enquiries.ts';

export const STATUS_CHANGED_MESSAGE = 'Enquiry status updated successfully';

export interface EnquiryStatusDialogProps {
  open: boolean;
  enquiry: Enquiry | null;
  onClose: () => void;
}

/** Change Status: the lead's next stage from the spec's lead statuses, with a note for the history. */
export function EnquiryStatusDialog({ open, enquiry, onClose }: EnquiryStatusDialogProps) {
  const formId = useId();
  const statusId = useId();
  const notify = useNotify();
  const change = useChangeEnquiryStatus();
  const { control, handleSubmit, reset, setError } = useForm<
    z.input<typeof enquiryStatusBodySchema>,
    unknown,
    EnquiryStatusBody
  >({
    resolver: zodResolver(enquiryStatusBodySchema),
    defaultValues: { status: 'Pending', note: '' },
  });

  useEffect(() => {
    if (open && enquiry) reset({ status: enquiry.status, note: '' });
  }, [open, enquiry, reset]);

  const submit = handleSubmit(async (body) => {
    if (!enquiry) return;
    try {
      const answer = await change.mutateAsync({ enquiryId: enquiry._id, body });
      notify.success(answer?.message ?? STATUS_CHANGED_MESSAGE);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title="Change Status"
      onClose={onClose}
      closeOnBackdrop={!change.isPending}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" form={formId} loading={change.isPending}>
            Save
          </Button>
        </Flex>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
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
              label="Status"
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
          label="Note"
          type="textarea"
          rows={3}
          maxLength={500}
          placeholder="What was said or agreed (optional)"
        />
      </form>
    </ModalDialog>
  );
}
