import { APPLICANT_TRANSITIONS, type ApprovalStatus } from '@skillhub/shared/schemas/training';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';

/**
 * Choose the next status for one applicant (only the moves allowed from its status are offered) or for the
 * selected ones (any status; those that cannot move are reported after). Rejecting says it revokes the
 * certificate.
 */
export function StatusDialog({
  open,
  from,
  count,
  saving,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The applicant's status; null for several. */
  from: ApprovalStatus | null;
  count: number;
  saving: boolean;
  onConfirm: (status: ApprovalStatus) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const choices: readonly ApprovalStatus[] = from
    ? APPLICANT_TRANSITIONS[from]
    : (Object.keys(APPLICANT_TRANSITIONS) as ApprovalStatus[]);
  const [status, setStatus] = useState<ApprovalStatus | null>(null);
  // Cleared while rendering the opening, not in an effect: an effect may run after the first click on a choice
  // and undo it.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStatus(null);
  }

  return (
    <ModalDialog
      open={open}
      title={t('applicants.changeStatus')}
      onClose={onClose}
      footer={
        <Flex gap="small" justify="flex-end">
          <Button onClick={onClose}>{common('actions.cancel')}</Button>
          <Button type="primary" disabled={!status} loading={saving} onClick={() => status && onConfirm(status)}>
            {t('applicants.applyStatus')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text>
          {from
            ? t('applicants.statusFrom', { status: t(`applicants.statuses.${from}`) })
            : t('applicants.statusMany', { count })}
        </Typography.Text>
        <Radio.Group
          aria-label={t('applicants.newStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={choices.map((choice) => ({ value: choice, label: t(`applicants.statuses.${choice}`) }))}
        />
        {status === 'Rejected' && <Alert type="warning" showIcon title={t('applicants.rejectRevokes')} />}
      </Flex>
    </ModalDialog>
  );
}
