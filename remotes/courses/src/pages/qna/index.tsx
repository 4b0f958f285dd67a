import { CommentOutlined, EyeOutlined } from '@ant-design/icons';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import type { Qna } from '@skillhub/shared/schemas/qna';
import { DataTable, type RowAction, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Flex, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { CourseFilter } from './course-filter.tsx';
import { QnaReplyDialog } from './qna-reply-dialog.tsx';
import { QNA_STATUS_FILTERS, type QnaStatusFilter, useQnaList } from './use-qna.ts';

/** Longer questions are cut in the table; the dialog shows them whole. */
export const QUESTION_PREVIEW_CHARS = 80;

const preview = (text: string) =>
  text.length > QUESTION_PREVIEW_CHARS ? `${text.slice(0, QUESTION_PREVIEW_CHARS).trimEnd()}…` : text;

/** Dashboard › Q&A: learners' questions from every course, and the staff replies to them. */
export default function QnaPage() {
  const { canUpdate: canReply } = useModuleAbilities('Courses', 'Courses');
  const { t } = useT();
  const { t: common } = useTranslation('common');
  // The filters and the page live in the URL: a reload or a shared link shows the same questions.
  const { params, update } = useUrlParams(
    { status: 'all' as QnaStatusFilter, course: '', search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: QNA_STATUS_FILTERS, limit: PAGE_SIZE_OPTIONS },
  );
  const dialog = useDialogState<Qna>();
  const list = useQnaList(params);

  const columns: TableColumn<Qna>[] = [
    { key: SNO_KEY, label: common('table.sno') },
    { key: 'course.title', label: t('qna.columns.course') },
    { key: 'lectureTitle', label: t('qna.columns.lecture') },
    {
      key: 'question',
      label: t('qna.columns.question'),
      render: (row) => (
        <span title={row.question} style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
          {preview(row.question)}
        </span>
      ),
    },
    { key: 'askedBy.name', label: t('qna.columns.askedBy') },
    {
      key: 'createdAt',
      label: t('qna.columns.askedAt'),
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    { key: 'replies', label: t('qna.columns.replies'), align: 'center', render: (row) => String(row.replies.length) },
    {
      key: 'answered',
      label: t('qna.columns.status'),
      render: (row) =>
        row.answered ? (
          <Tag color="success">{t('qna.answered')}</Tag>
        ) : (
          <Tag color="warning">{t('qna.unanswered')}</Tag>
        ),
    },
  ];

  const rowActions: RowAction[] = canReply
    ? [{ action: 'reply', label: t('qna.reply'), icon: <CommentOutlined aria-hidden /> }]
    : [{ action: 'view', label: t('qna.viewThread'), icon: <EyeOutlined aria-hidden /> }];

  const courseTitle = list.data?.data.find((row) => row.course._id === params.course)?.course.title;

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('qna.title')} description={t('qna.description')} />

      <Flex wrap gap="small" align="center">
        <SearchInput
          label={t('qna.search')}
          value={params.search}
          onSearch={(search) => update({ search })}
          style={{ flex: '2 1 220px', maxWidth: 340 }}
        />
        <CourseFilter value={params.course} knownTitle={courseTitle} onChange={(course) => update({ course })} />
        <Segmented<QnaStatusFilter>
          aria-label={t('qna.filterByStatus')}
          options={QNA_STATUS_FILTERS.map((value) => ({ label: t(`qna.filters.${value}`), value }))}
          value={params.status}
          onChange={(status) => update({ status })}
        />
      </Flex>

      <DataTable<Qna>
        ariaLabel={t('qna.table')}
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={(_action, qna) => dialog.show(qna)}
      />

      <QnaReplyDialog open={dialog.open} qna={dialog.subject} canReply={canReply} onClose={dialog.close} />
    </Flex>
  );
}
