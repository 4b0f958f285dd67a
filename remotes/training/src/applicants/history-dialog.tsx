import { errorMessage } from '@skillhub/shared/api-client';
import { formatDateTime } from '@skillhub/shared/format';
import type { Applicant } from '@skillhub/shared/schemas/training';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Skeleton, Timeline } from 'antd';
import { useT } from '../i18n/index.ts';
import { useApplicantHistory } from './applicant-queries.ts';

/** Every status the applicant had, oldest first, with who changed it and when. */
export function HistoryDialog({ applicant, onClose }: { applicant: Applicant | null; onClose: () => void }) {
  const { t } = useT();
  const history = useApplicantHistory(applicant?._id);
  return (
    <ModalDialog
      open={applicant !== null}
      title={t('applicants.historyTitle', { name: applicant ? `${applicant.firstName} ${applicant.lastName}` : '' })}
      onClose={onClose}
      footer={null}
    >
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : history.isError ? (
        <Alert type="error" showIcon title={errorMessage(history.error)} />
      ) : (
        <Timeline
          items={history.data.map((entry) => ({
            key: `${entry.changedAt}-${entry.toStatus}`,
            children: t(entry.fromStatus ? 'applicants.historyMove' : 'applicants.historyStart', {
              from: entry.fromStatus ? t(`applicants.statuses.${entry.fromStatus}`) : '',
              to: t(`applicants.statuses.${entry.toStatus}`),
              by: entry.changedBy?.name ?? t('applicants.publicForm'),
              at: formatDateTime(entry.changedAt),
            }),
          }))}
        />
      )}
    </ModalDialog>
  );
}
