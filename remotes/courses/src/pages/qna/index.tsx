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
import { CourseFilter } from './course-filter.tsx';
import { QnaReplyDialog } from './qna-reply-dialog.tsx';
import { QNA_STATUS_FILTERS, type QnaStatusFilter, useQnaList } from './use-qna.ts';

/** Longer questions are cut in the table; the dialog shows them whole. */
export const QUESTION_PREVIEW_CHARS = 80;

const STATUS_OPTIONS: { label: string; value: QnaStatusFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Unanswered', value: 'unanswered' },
  { label: 'Answered', value: 'answered' },
];

const preview = (text: string) =>
  text.length > QUESTION_PREVIEW_CHARS ? `${text.slice(0, QUESTION_PREVIEW_CHARS).trimEnd()}…` : text;

const columns: TableColumn<Qna>[] = [
  { key: SNO_KEY, label: 'S.No.' },
  { key: 'course.title', label: 'Course' },
  { key: 'lectureTitle', label: 'Lecture' },
  {
    key: 'question',
    label: 'Question',
    render: (row) => (
      <span title={row.question} style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
        {preview(row.question)}
      </span>
    ),
  },
  { key: 'askedBy.name', label: 'Asked by' },
  {
    key: 'createdAt',
    label: 'Asked at',
    render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
  },
  { key: 'replies', label: 'Replies', align: 'center', render: (row) => String(row.replies.length) },
  {
    key: 'answered',
    label: 'Status',
    render: (row) => (row.answered ? <Tag color="success">Answered</Tag> : <Tag color="warning">Unanswered</Tag>),
  },
];

/** Dashboard › Q&A: learners' questions from every course, and the staff replies to them. */
export default function QnaPage() {
  const { canUpdate: canReply } = useModuleAbilities('Courses', 'Courses');
  // The filters and the page live in the URL: a reload or a shared link shows the same questions.
  const { params, update } = useUrlParams(
    { status: 'all' as QnaStatusFilter, course: '', search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: QNA_STATUS_FILTERS, limit: PAGE_SIZE_OPTIONS },
  );
  const dialog = useDialogState<Qna>();
  const list = useQnaList(params);

  const rowActions: RowAction[] = canReply
    ? [{ action: 'reply', label: 'Reply', icon: <CommentOutlined aria-hidden /> }]
    : [{ action: 'view', label: 'View thread', icon: <EyeOutlined aria-hidden /> }];

  const courseTitle = list.data?.data.find((row) => row.course._id === params.course)?.course.title;

  return (
    <Flex vertical gap="middle">
      <PageHeader title="Q&A" description="Questions learners asked in their courses." />

      <Flex wrap gap="small" align="center">
        <SearchInput
          label="Search questions"
          value={params.search}
          onSearch={(search) => update({ search })}
          style={{ flex: '2 1 220px', maxWidth: 340 }}
        />
        <CourseFilter value={params.course} knownTitle={courseTitle} onChange={(course) => update({ course })} />
        <Segmented<QnaStatusFilter>
          aria-label="Filter by status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(status) => update({ status })}
        />
      </Flex>

      <DataTable<Qna>
        ariaLabel="Questions"
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
