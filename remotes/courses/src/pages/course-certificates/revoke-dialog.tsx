import { errorMessage, fieldErrorMessage } from '@skillhub/shared/api-client';
import { type CourseCertificate, REVOKE_REASON_MAX } from '@skillhub/shared/schemas/course-certificates';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { useRevokeCertificate } from './use-course-certificates.ts';

export interface RevokeDialogProps {
  courseId: string;
  certificate: CourseCertificate | undefined;
  onClose: () => void;
}

/**
 * Confirms revoking a certificate, which cannot be undone, and asks why (the reason stays with it for staff).
 * The button is refused until a reason is typed; the server's refusal of one is shown under the field.
 */
export function RevokeDialog({ courseId, certificate, onClose }: RevokeDialogProps) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const revoke = useRevokeCertificate(courseId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  useEffect(() => {
    if (certificate) {
      setReason('');
      setReasonError(undefined);
    }
  }, [certificate]);

  const confirm = async () => {
    if (!certificate) return;
    if (!reason.trim()) {
      setReasonError(t('certificates.revoke.reasonRequired'));
      return;
    }
    try {
      await revoke.mutateAsync({ certificateId: certificate._id, reason: reason.trim() });
      notify.success(t('certificates.revoke.done', { number: certificate.number }));
      onClose();
    } catch (error) {
      const field = fieldErrorMessage(error, 'reason');
      if (field) setReasonError(field);
      else notify.error(errorMessage(error, t('certificates.revoke.failed')));
    }
  };

  const name = certificate?.learner.name ?? '';
  return (
    <ModalDialog
      open={certificate !== undefined}
      title={t('certificates.revoke.title', { name })}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onClose}>{common('actions.cancel')}</Button>
          <Button type="primary" danger loading={revoke.isPending} onClick={confirm}>
            {t('certificates.revoke.confirm')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        {t('certificates.revoke.text', { number: certificate?.number ?? '', name })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={<label htmlFor="revoke-reason">{t('certificates.revoke.reason')}</label>}
          required
          validateStatus={reasonError ? 'error' : undefined}
          help={reasonError ?? t('certificates.revoke.reasonHelp')}
        >
          <Input.TextArea
            id="revoke-reason"
            value={reason}
            maxLength={REVOKE_REASON_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            aria-required
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </ModalDialog>
  );
}
