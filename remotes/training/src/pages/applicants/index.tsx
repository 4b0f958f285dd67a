import {
  DownloadOutlined,
  EditOutlined,
  HistoryOutlined,
  MailOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { APPROVAL_STATUSES, DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import {
  type Applicant,
  type ApprovalStatus,
  type BulkOutcome,
  programHasEnded,
} from '@skillhub/shared/schemas/training';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Progress, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApplicantDetails } from '../../applicants/applicant-details.tsx';
import { ApplicantFormDialog } from '../../applicants/applicant-form-dialog.tsx';
import {
  downloadCertificate,
  useApplicants,
  useResendCertificate,
  useSendCertificates,
  useSetStatus,
} from '../../applicants/applicant-queries.ts';
import { BulkUploadDialog } from '../../applicants/bulk-upload-dialog.tsx';
import { EarlyIssueDialog } from '../../applicants/early-issue-dialog.tsx';
import { HistoryDialog } from '../../applicants/history-dialog.tsx';
import { StatusDialog } from '../../applicants/status-dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { useInstitutionOptions } from '../../institutions/institution-queries.ts';
import { useProgramOptions } from '../../programs/program-queries.ts';

const STATUS_COLORS: Record<ApprovalStatus, string> = {
  Pending: 'default',
  'In Progress': 'processing',
  Approved: 'success',
  Rejected: 'error',
};

const fullName = (a: Applicant) => [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');

/** Whether issuing this applicant's certificate now would be early: none yet, and the program has not ended. */
const issuesEarly = (a: Applicant) => !a.certificate && !programHasEnded(a.program.endDate, new Date());

/** The server's word that a call would issue a certificate early without a reason. */
const earlyRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.fieldErrors.earlyIssueReason : undefined;

/** An issue waiting for its reason: what the dialog says, and the send or download to run with the reason. */
interface PendingEarlyIssue {
  notice: string;
  run: (reason: string) => Promise<string | undefined>;
}

/**
 * Dashboard › Training Programs › Applicants: filters in the URL (search, status, institution, program), add and
 * edit, status changes one by one or for the selected rows, certificates sent (in batches, with progress),
 * downloaded and re-sent, and each applicant's status history.
 */
export default function ApplicantsPage() {
  const { t } = useT();
  const notify = useNotify();
  const { canCreate, canUpdate } = useModuleAbilities('Training Programs', 'Applicants');
  const { params, update } = useUrlParams(
    {
      search: '',
      status: '' as ApprovalStatus | '',
      institution: '',
      program: '',
      page: 1,
      limit: DEFAULT_LIMIT as number,
    },
    { status: ['', ...APPROVAL_STATUSES], limit: PAGE_SIZE_OPTIONS },
  );
  const applicants = useApplicants(params);
  const institutionOptions = useInstitutionOptions('every');
  const programOptions = useProgramOptions();
  const [selected, setSelected] = useState<string[]>([]);
  const form = useDialogState<Applicant>();
  const bulkUpload = useDialogState();
  const history = useDialogState<Applicant>();
  const statusFor = useDialogState<Applicant | 'selected'>();
  const setStatus = useSetStatus();
  const send = useSendCertificates();
  const resend = useResendCertificate();
  const [early, setEarly] = useState<PendingEarlyIssue | null>(null);
  const noticeFor = (a: Applicant) =>
    t('applicants.earlyIssue.notEnded', { program: a.program.title, endDate: formatDate(a.program.endDate) });

  const report = (outcome: BulkOutcome, done: string) => {
    if (outcome.updated.length > 0) notify.success(done);
    if (outcome.failed.length > 0) {
      notify.error(
        t('applicants.someFailed', { count: outcome.failed.length, reason: outcome.failed[0]?.message ?? '' }),
      );
    }
  };

  const applyStatus = async (status: ApprovalStatus) => {
    const subject = statusFor.subject;
    const ids = subject === 'selected' ? selected : subject ? [subject._id] : [];
    try {
      const answer = await setStatus.mutateAsync({ ids, status });
      report(
        answer.data,
        t('applicants.statusChanged', {
          count: answer.data.updated.length,
          status: t(`applicants.statuses.${status}`),
        }),
      );
      statusFor.close();
      if (subject === 'selected') setSelected(answer.data.failed.map((f) => f._id));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  /** Sends, reports and unselects what was sent; a failed call throws (the reason dialog keeps it). */
  const sendNow = async (ids: string[], earlyIssueReason?: string) => {
    const outcome = await send.mutateAsync({ ids, earlyIssueReason });
    report(outcome, t('applicants.certificatesSent', { count: outcome.updated.length }));
    setSelected((current) => current.filter((id) => !outcome.updated.includes(id)));
    return undefined;
  };

  /**
   * Sends at once when every certificate is due; otherwise (the rows at hand say so, or the server does for
   * rows on other pages) asks for the reason first.
   */
  const sendCertificates = async (ids: string[]) => {
    const ask = (notice: string) => setEarly({ notice, run: (reason) => sendNow(ids, reason) });
    const earlyRow = (applicants.data?.data ?? []).find((row) => ids.includes(row._id) && issuesEarly(row));
    if (earlyRow) {
      ask(noticeFor(earlyRow));
      return;
    }
    try {
      await sendNow(ids);
    } catch (error) {
      const refusal = earlyRefusal(error);
      if (refusal) ask(refusal);
      else notify.error(errorMessage(error));
    }
  };

  const downloadFor = async (row: Applicant) => {
    if (issuesEarly(row)) {
      setEarly({
        notice: noticeFor(row),
        run: async (reason) => {
          await downloadCertificate(row._id, reason);
          return undefined;
        },
      });
    } else {
      await downloadCertificate(row._id);
    }
  };

  const onAction = async (action: string, row: Applicant) => {
    try {
      if (action === 'edit') form.show(row);
      else if (action === 'status') statusFor.show(row);
      else if (action === 'history') history.show(row);
      else if (action === 'send') await sendCertificates([row._id]);
      else if (action === 'resend')
        notify.success((await resend.mutateAsync(row._id)).message ?? t('applicants.resent'));
      else if (action === 'download') await downloadFor(row);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const rowActions = (row: Applicant): RowAction[] => [
    { action: 'history', label: t('applicants.history'), icon: <HistoryOutlined aria-hidden /> },
    ...(canUpdate
      ? [
          { action: 'edit', label: t('applicants.edit'), icon: <EditOutlined aria-hidden /> },
          { action: 'status', label: t('applicants.changeStatus'), icon: <SwapOutlined aria-hidden /> },
          ...(row.status === 'Approved'
            ? row.certificate?.sentAt
              ? [{ action: 'resend', label: t('applicants.resend'), icon: <MailOutlined aria-hidden /> }]
              : [{ action: 'send', label: t('applicants.send'), icon: <SafetyCertificateOutlined aria-hidden /> }]
            : []),
        ]
      : []),
    ...(row.status === 'Approved'
      ? [{ action: 'download', label: t('applicants.download'), icon: <DownloadOutlined aria-hidden /> }]
      : []),
  ];

  const columns: TableColumn<Applicant>[] = [
    {
      key: 'name',
      label: t('applicants.columns.name'),
      render: (row) => (
        <Flex vertical>
          <Typography.Text>{fullName(row)}</Typography.Text>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      label: t('applicants.columns.status'),
      render: (row) => <Tag color={STATUS_COLORS[row.status]}>{t(`applicants.statuses.${row.status}`)}</Tag>,
    },
    {
      key: 'certificate.number',
      label: t('applicants.columns.certificate'),
      render: (row) =>
        row.certificate && (
          <Flex vertical align="start" gap={2}>
            {row.certificate.number}
            {row.certificate.earlyIssueReason && <Tag color="warning">{t('applicants.earlyIssue.tag')}</Tag>}
          </Flex>
        ),
    },
    {
      key: 'createdAt',
      label: t('applicants.columns.applied'),
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</span>,
    },
  ];

  const institutions = institutionOptions.data ?? [];
  const programs = (programOptions.data ?? []).filter(
    (p) => !params.institution || p.institution._id === params.institution,
  );

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('applicants.title')}
        actions={
          canCreate && (
            <Flex gap="small">
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => bulkUpload.show()}>
                {t('bulkUpload.button')}
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
                {t('applicants.add')}
              </Button>
            </Flex>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <SearchInput label={t('applicants.search')} value={params.search} onSearch={(search) => update({ search })} />
        <Select
          aria-label={t('applicants.columns.status')}
          value={params.status}
          onChange={(status: ApprovalStatus | '') => update({ status })}
          options={[
            { value: '', label: t('applicants.allStatuses') },
            ...APPROVAL_STATUSES.map((s) => ({ value: s, label: t(`applicants.statuses.${s}`) })),
          ]}
          style={{ minWidth: 160 }}
        />
        <Select
          aria-label={t('applicants.columns.institution')}
          value={params.institution}
          onChange={(institution: string) => update({ institution, program: '' })}
          options={[
            { value: '', label: t('applicants.allInstitutions') },
            ...institutions.map((i) => ({ value: i._id, label: i.name })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
        />
        <Select
          aria-label={t('applicants.columns.program')}
          value={params.program}
          onChange={(program: string) => update({ program })}
          options={[
            { value: '', label: t('applicants.allPrograms') },
            ...programs.map((p) => ({ value: p._id, label: p.title })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
        />
      </Flex>
      {canUpdate && selected.length > 0 && (
        <Flex wrap gap="small" align="center" role="group" aria-label={t('applicants.selection')}>
          <Typography.Text strong>{t('applicants.selected', { count: selected.length })}</Typography.Text>
          <Button icon={<SwapOutlined aria-hidden />} onClick={() => statusFor.show('selected')}>
            {t('applicants.changeStatus')}
          </Button>
          <Button
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={send.isPending}
            onClick={() => sendCertificates(selected)}
          >
            {t('applicants.sendSelected')}
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('applicants.clearSelection')}
          </Button>
        </Flex>
      )}
      {send.progress && (
        <Progress
          percent={Math.round((send.progress.done / send.progress.total) * 100)}
          format={() => t('applicants.sending', { done: send.progress?.done ?? 0, total: send.progress?.total ?? 0 })}
          aria-label={t('applicants.sendingLabel')}
        />
      )}
      <DataTable<Applicant>
        ariaLabel={t('applicants.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={applicants}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={onAction}
        expandedRow={(row) => <ApplicantDetails applicant={row} />}
        selection={
          canUpdate
            ? { selected, onChange: setSelected, label: (row) => t('applicants.select', { name: fullName(row) }) }
            : undefined
        }
      />
      <ApplicantFormDialog open={form.open} applicant={form.subject ?? null} onClose={form.close} />
      <BulkUploadDialog open={bulkUpload.open} onClose={bulkUpload.close} />
      <EarlyIssueDialog
        notice={early?.notice ?? null}
        onConfirm={(reason) => early?.run(reason) ?? Promise.resolve(undefined)}
        onClose={() => setEarly(null)}
      />
      <HistoryDialog applicant={history.open ? (history.subject ?? null) : null} onClose={history.close} />
      <StatusDialog
        open={statusFor.open}
        from={statusFor.subject && statusFor.subject !== 'selected' ? statusFor.subject.status : null}
        count={selected.length}
        saving={setStatus.isPending}
        onConfirm={applyStatus}
        onClose={statusFor.close}
      />
    </Flex>
  );
}
