import { zodResolver } from '@hookform/resolvers/zod';
import { EARLY_ISSUE_REASON_MAX, type EarlyIssueForm, earlyIssueFormSchema } from '@skillhub/shared/schemas/training';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Flex } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../i18n/index.ts';

/**
 * Asks for the reason to issue a certificate before its program has ended; the server keeps it with the
 * certificate, with who issued it and when. Closes once `onConfirm` (the send or download) has succeeded.
 */
export function EarlyIssueDialog({
  notice,
  onConfirm,
  onClose,
}: {
  /** Which program has not ended yet, and when it ends; null: closed. */
  notice: string | null;
  onConfirm: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm<EarlyIssueForm>({
    resolver: zodResolver(earlyIssueFormSchema) as never,
    defaultValues: { earlyIssueReason: '' },
  });
  const open = notice !== null;
  useEffect(() => {
    if (open) form.reset({ earlyIssueReason: '' });
  }, [open, form]);

  return (
    <FormDialog<EarlyIssueForm, EarlyIssueForm>
      open={open}
      title={t('applicants.earlyIssue.title')}
      form={form}
      onClose={onClose}
      onSubmit={(values) => onConfirm(values.earlyIssueReason)}
      submitLabel={t('applicants.earlyIssue.confirm')}
    >
      <Flex vertical gap="middle">
        <Alert type="warning" showIcon title={notice} />
        <TextField
          control={form.control}
          name="earlyIssueReason"
          label={t('applicants.earlyIssue.reason')}
          type="textarea"
          rows={3}
          required
          maxLength={EARLY_ISSUE_REASON_MAX}
          help={t('applicants.earlyIssue.recorded')}
        />
      </Flex>
    </FormDialog>
  );
}
