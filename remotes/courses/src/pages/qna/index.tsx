import { CommentOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { can } from '@skillhub/shared/permissions';
import type { Qna } from '@skillhub/shared/schemas/qna';
import { authAtom } from '@skillhub/shared/session';
import { DataTable, type RowAction, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { Flex, Input, Segmented, Tag, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../enquiries/format-date.ts';
import { CourseFilter } from './course-filter.tsx';
import { QnaReplyDialog } from './qna-reply-dialog.tsx';
import { useQnaList } from './use-qna.ts';
import { type QnaStatusFilter, useQnaParams } from './use-qna-params.ts';

/** Typing pauses this long before the search is sent. */
export const QNA_SEARCH_DEBOUNCE_MS = 400;
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
  const { token } = theme.useToken();
  const { permissions } = useAtomValue(authAtom);
  const canReply = can(permissions, 'Courses', 'Courses', 'update');
  const { params, update } = useQnaParams();
  const [searchText, setSearchText] = useState(params.search);
  // The dialog keeps its question while closing, so the closing animation shows the same thread.
  const [dialog, setDialog] = useState<{ open: boolean; qna: Qna | null }>({ open: false, qna: null });

  const list = useQnaList(params);

  // Back and Forward change the URL's search under the box: show what the list is filtered by.
  useEffect(() => setSearchText((text) => (text.trim() === params.search ? text : params.search)), [params.search]);

  useEffect(() => {
    const search = searchText.trim();
    if (search === params.search) return;
    const timer = setTimeout(() => update({ search }), QNA_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, params.search, update]);

  // A page that emptied (its last question answered away by a filter) falls back to the last page there is.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && params.page > totalPages) update({ page: totalPages });
  }, [params.page, totalPages, update]);

  const rowActions: RowAction[] = canReply
    ? [{ action: 'reply', label: 'Reply', icon: <CommentOutlined aria-hidden /> }]
    : [{ action: 'view', label: 'View thread', icon: <EyeOutlined aria-hidden /> }];

  const courseTitle = list.data?.data.find((row) => row.course._id === params.course)?.course.title;

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          Q&amp;A
        </Typography.Title>
        <Typography.Text type="secondary">Questions learners asked in their courses.</Typography.Text>
      </div>

      <Flex wrap gap="small" align="center">
        <Input
          allowClear
          role="searchbox"
          enterKeyHint="search"
          aria-label="Search questions"
          placeholder="Search questions"
          prefix={<SearchOutlined aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={200}
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
        rows={list.data?.data}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
        page={params.page - 1}
        pageSize={params.limit}
        total={list.data?.pagination.total ?? 0}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={(_action, qna) => setDialog({ open: true, qna })}
      />

      <QnaReplyDialog
        open={dialog.open}
        qna={dialog.qna}
        canReply={canReply}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Flex>
  );
}
