import {
  DeleteOutlined,
  EditOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SearchOutlined,
  SwapOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { CONTENT_STATUSES, DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { can } from '@skillhub/shared/permissions';
import type { CourseSummary } from '@skillhub/shared/schemas/course';
import { authAtom } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Input, Select, Tag, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATUS_CHANGES, STATUS_COLORS, STATUS_LABELS, type StatusChange } from './course-status.ts';
import { formatDay, formatRupees } from './format.ts';
import {
  type CourseStatus,
  useActiveCategories,
  useChangeCourseStatus,
  useCourseList,
  useDeleteCourse,
} from './use-courses.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export const SEARCH_DEBOUNCE_MS = 400;

const columns: TableColumn<CourseSummary>[] = [
  { key: 'sno.', label: 'S.No.' },
  { key: 'title', label: 'Title' },
  { key: 'category.name', label: 'Category' },
  {
    key: 'courseStatus',
    label: 'Status',
    render: (row) => <Tag color={STATUS_COLORS[row.courseStatus]}>{STATUS_LABELS[row.courseStatus]}</Tag>,
  },
  {
    key: 'price.finalPrice',
    label: 'Final Price',
    align: 'right',
    render: (row) => formatRupees(row.price.finalPrice),
  },
  { key: 'lecturesCount', label: 'Lectures', align: 'center' },
  { key: 'updatedAt', label: 'Updated', render: (row) => formatDay(row.updatedAt) },
];

type Pending =
  | { kind: 'status'; course: CourseSummary; change: StatusChange }
  | { kind: 'delete'; course: CourseSummary }
  | null;

/** Dashboard › Courses: every course with paging, search and filters, and the changes staff may make. */
export default function CoursesListPage() {
  const { permissions } = useAtomValue(authAtom);
  const canCreate = can(permissions, 'Courses', 'Courses', 'create');
  const canUpdate = can(permissions, 'Courses', 'Courses', 'update');
  const canDelete = can(permissions, 'Courses', 'Courses', 'delete');
  const navigate = useNavigate();
  const notify = useNotify();
  const { token } = theme.useToken();

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>();
  const [status, setStatus] = useState<CourseStatus>();
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_LIMIT });
  // The dialog keeps its course while closing, so the closing animation shows the same text.
  const [pending, setPending] = useState<Pending>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const courses = useCourseList({
    page: paging.page + 1,
    limit: paging.pageSize,
    search: settledSearch || undefined,
    category,
    status,
  });
  const categories = useActiveCategories();
  const changeStatus = useChangeCourseStatus();
  const deleteCourse = useDeleteCourse();

  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));

  const rowActions = (row: CourseSummary): RowAction[] => [
    ...(canUpdate
      ? [
          { action: 'details', label: 'Edit Details', icon: <EditOutlined aria-hidden /> },
          { action: 'curriculum', label: 'Edit Curriculum', icon: <OrderedListOutlined aria-hidden /> },
          { action: 'content', label: 'Manage Content', icon: <VideoCameraOutlined aria-hidden /> },
          ...STATUS_CHANGES[row.courseStatus].map((change) => ({
            action: `status:${change.to}`,
            label: change.label,
            icon: <SwapOutlined aria-hidden />,
            danger: change.danger,
          })),
        ]
      : []),
    ...(canDelete ? [{ action: 'delete', label: 'Delete', icon: <DeleteOutlined aria-hidden />, danger: true }] : []),
  ];

  const onAction = (action: string, row: CourseSummary) => {
    if (action === 'details') navigate(`/dashboard/course/update-details/${row._id}`);
    if (action === 'curriculum') navigate(`/dashboard/course/update-curriculum/${row._id}`);
    if (action === 'content') navigate(`/dashboard/course/content/${row._id}`);
    if (action === 'delete') {
      setPending({ kind: 'delete', course: row });
      setConfirmOpen(true);
    }
    const change = STATUS_CHANGES[row.courseStatus].find((c) => action === `status:${c.to}`);
    if (change) {
      setPending({ kind: 'status', course: row, change });
      setConfirmOpen(true);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'delete') {
        await deleteCourse.mutateAsync(pending.course._id);
        notify.success(`Course "${pending.course.title}" deleted`);
      } else {
        await changeStatus.mutateAsync({ courseId: pending.course._id, status: pending.change.to });
        notify.success(`Course "${pending.course.title}" is now ${STATUS_LABELS[pending.change.to].toLowerCase()}`);
      }
      setConfirmOpen(false);
    } catch (error) {
      // A refused transition (409) says why, e.g. the course has no curriculum yet.
      notify.error(errorMessage(error));
      setConfirmOpen(false);
    }
  };

  const wording =
    pending?.kind === 'delete'
      ? {
          title: 'Delete Course',
          description: `Delete "${pending.course.title}"? Its curriculum, videos and announcements are removed too. This cannot be undone.`,
          confirmLabel: 'Delete',
          danger: true,
        }
      : {
          title: pending ? `${pending.change.label} Course` : '',
          description: pending ? pending.change.describe(pending.course.title) : '',
          confirmLabel: pending?.change.label ?? 'Confirm',
          danger: pending?.change.danger,
        };

  return (
    <Flex vertical gap="middle">
      <Flex wrap justify="space-between" align="center" gap="small">
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          Courses
        </Typography.Title>
        {canCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate('/dashboard/create-course')}
          >
            Create Course
          </Button>
        )}
      </Flex>

      <Flex wrap gap="small" align="center">
        <Input
          allowClear
          role="searchbox"
          enterKeyHint="search"
          aria-label="Search courses by title, subtitle or tag"
          placeholder="Search by title, subtitle or tag"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            firstPage();
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Filter by category"
          placeholder="All categories"
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ label: c.name, value: c._id }))}
          value={category}
          onChange={(value) => {
            setCategory(value);
            firstPage();
          }}
          style={{ flex: '1 1 160px', maxWidth: 240 }}
        />
        <Select<CourseStatus>
          allowClear
          aria-label="Filter by status"
          placeholder="All statuses"
          options={CONTENT_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            firstPage();
          }}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
        />
      </Flex>

      <DataTable<CourseSummary>
        ariaLabel="Courses"
        columns={columns}
        rows={courses.data?.data}
        rowKey={(row) => row._id}
        loading={courses.isFetching}
        error={courses.isError ? courses.error : undefined}
        onRetry={() => courses.refetch()}
        page={paging.page}
        pageSize={paging.pageSize}
        total={courses.data?.pagination.total ?? 0}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        actions={canUpdate || canDelete ? rowActions : undefined}
        onAction={onAction}
      />

      <ConfirmDialog
        open={confirmOpen}
        {...wording}
        loading={changeStatus.isPending || deleteCourse.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirmOpen(false)}
      />
    </Flex>
  );
}
