import { BellOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import {
  DEFAULT_INACTIVE_DAYS,
  type InactiveLearner,
  MAX_INACTIVE_DAYS,
} from '@skillhub/shared/schemas/course-learners';
import { DataTable, type TableColumn } from '@skillhub/shared/ui/data-table';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Alert, Button, Empty, Flex, InputNumber, Progress, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { CourseCertificates } from '../course-certificates/course-certificates.tsx';
import { LearnerFigures } from './learner-figures.tsx';
import { NudgeDialog } from './nudge-dialog.tsx';
import { timeAgo } from './time-ago.ts';
import { useInactiveLearners, useLearnersSummary } from './use-course-learners.ts';

/**
 * Dashboard › Courses › Learners: the course's figures, and the learners who have not opened it for some days
 * (14 unless staff choose otherwise), each of whom staff who may update courses can nudge.
 */
export default function CourseLearnersPage() {
  const { courseId = '' } = useParams();
  const { canUpdate } = useModuleAbilities('Courses', 'Courses');
  const navigate = useNavigate();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { params, update } = useUrlParams(
    { days: DEFAULT_INACTIVE_DAYS as number, search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { limit: PAGE_SIZE_OPTIONS },
  );
  const days = Math.min(MAX_INACTIVE_DAYS, Math.max(1, Math.trunc(params.days) || DEFAULT_INACTIVE_DAYS));
  const summary = useLearnersSummary(courseId);
  const inactive = useInactiveLearners(courseId, {
    page: params.page,
    limit: params.limit,
    inactiveDays: days,
    ...(params.search ? { search: params.search } : {}),
  });
  const nudging = useDialogState<InactiveLearner>();
  const now = Date.now();

  const columns: TableColumn<InactiveLearner>[] = [
    {
      key: 'name',
      label: t('learners.inactive.columns.name'),
      render: (row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'progressPercent',
      label: t('learners.inactive.columns.progress'),
      render: (row) => <Progress percent={row.progressPercent} size="small" style={{ minWidth: 96 }} />,
    },
    {
      key: 'lastActivityAt',
      label: t('learners.inactive.columns.lastActivity'),
      render: (row) =>
        row.lastActivityAt
          ? timeAgo(row.lastActivityAt, now, t)
          : t('learners.inactive.never', { date: formatDate(row.enrolledAt) }),
    },
    {
      key: 'lastNudge',
      label: t('learners.inactive.columns.nudged'),
      render: (row) =>
        row.lastNudge
          ? t('learners.inactive.nudgedAgo', {
              channel: t(`learners.inactive.nudgedBy.${row.lastNudge.channel}`),
              ago: timeAgo(row.lastNudge.at, now, t),
            })
          : t('learners.inactive.notNudged'),
    },
  ];

  const title = summary.data ? t('learners.title', { course: summary.data.title }) : t('learners.titleLoading');
  const header = (
    <PageHeader title={title} back={{ label: t('learners.back'), onClick: () => navigate(routeTo('courseList')) }} />
  );

  if (summary.isError) {
    return (
      <Flex vertical gap="middle">
        {header}
        <Alert
          type="error"
          showIcon
          title={errorMessage(summary.error, t('learners.failed'))}
          action={<Button onClick={() => summary.refetch()}>{common('actions.retry')}</Button>}
        />
      </Flex>
    );
  }

  const noRows = inactive.isSuccess && inactive.data.pagination.total === 0;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1080 }}>
      {header}
      {summary.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('learners.titleLoading')} />
        </Flex>
      ) : (
        <LearnerFigures summary={summary.data} />
      )}

      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('learners.inactive.title')}
      </Typography.Title>
      <Flex wrap gap="small" align="center">
        <Flex align="center" gap="small">
          <label htmlFor="inactive-days">{t('learners.inactive.daysLabel')}</label>
          <InputNumber<number>
            id="inactive-days"
            min={1}
            max={MAX_INACTIVE_DAYS}
            precision={0}
            value={days}
            onChange={(value) => {
              if (value !== null && value >= 1 && value <= MAX_INACTIVE_DAYS) update({ days: value, page: 1 });
            }}
            style={{ width: 88 }}
          />
        </Flex>
        <SearchInput
          label={t('learners.inactive.search')}
          placeholder={t('learners.inactive.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
      </Flex>

      {noRows ? (
        <Empty
          description={
            params.search ? t('learners.inactive.emptySearch') : t('learners.inactive.empty', { count: days })
          }
        />
      ) : (
        <DataTable<InactiveLearner>
          ariaLabel={t('learners.inactive.table')}
          columns={columns}
          rowKey={(row) => row.userId}
          query={inactive}
          page={params.page - 1}
          pageSize={params.limit}
          onPageChange={(page, limit) => update({ page: page + 1, limit })}
          actions={
            canUpdate
              ? [{ action: 'nudge', label: t('learners.nudge.action'), icon: <BellOutlined aria-hidden /> }]
              : undefined
          }
          onAction={(_, row) => nudging.show(row)}
        />
      )}

      <CourseCertificates courseId={courseId} />

      <NudgeDialog
        courseId={courseId}
        learner={nudging.open ? nudging.subject : undefined}
        templates={summary.data?.nudgeTemplates ?? []}
        whatsappConnected={summary.data?.whatsappConnected ?? false}
        onClose={nudging.close}
      />
    </Flex>
  );
}
