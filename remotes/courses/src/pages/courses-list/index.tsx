import {
  DeleteOutlined,
  EditOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SwapOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { CONTENT_STATUSES, DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate, formatRupees } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { CourseSummary } from '@skillhub/shared/schemas/course';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Select, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useActiveCategories } from '../../courses/course-queries.ts';
import {
  type CourseStatus,
  STATUS_CHANGES,
  STATUS_COLORS,
  STATUS_LABELS,
  type StatusChange,
} from '../../courses/course-status.ts';
import { useChangeCourseStatus, useCourseList, useDeleteCourse } from './use-courses.ts';

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
  { key: 'updatedAt', label: 'Updated', render: (row) => formatDate(row.updatedAt) },
];

type Pending =
  | { kind: 'status'; course: CourseSummary; change: StatusChange }
  | { kind: 'delete'; course: CourseSummary };

/** Dashboard › Courses: every course with paging, search and filters, and the changes staff may make. */
export default function CoursesListPage() {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Courses', 'Courses');
  const navigate = useNavigate();
  const notify = useNotify();
  const { params, update } = useUrlParams(
    { search: '', category: '', status: '' as CourseStatus | '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: CONTENT_STATUSES, limit: PAGE_SIZE_OPTIONS },
  );
  const confirm = useDialogState<Pending>();

  const courses = useCourseList({
    page: params.page,
    limit: params.limit,
    search: params.search || undefined,
    category: params.category || undefined,
    status: params.status || undefined,
  });
  const categories = useActiveCategories();
  const changeStatus = useChangeCourseStatus();
  const deleteCourse = useDeleteCourse();

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
    if (action === 'details') navigate(routeTo('courseDetails', { courseId: row._id }));
    if (action === 'curriculum') navigate(routeTo('courseCurriculum', { courseId: row._id }));
    if (action === 'content') navigate(routeTo('courseContent', { courseId: row._id }));
    if (action === 'delete') confirm.show({ kind: 'delete', course: row });
    const change = STATUS_CHANGES[row.courseStatus].find((c) => action === `status:${c.to}`);
    if (change) confirm.show({ kind: 'status', course: row, change });
  };

  const run = async () => {
    const pending = confirm.subject;
    if (!pending) return;
    try {
      if (pending.kind === 'delete') {
        await deleteCourse.mutateAsync(pending.course._id);
        notify.success(`Course "${pending.course.title}" deleted`);
      } else {
        await changeStatus.mutateAsync({ courseId: pending.course._id, status: pending.change.to });
        notify.success(`Course "${pending.course.title}" is now ${STATUS_LABELS[pending.change.to].toLowerCase()}`);
      }
    } catch (error) {
      // A refused transition (409) says why, e.g. the course has no curriculum yet.
      notify.error(errorMessage(error));
    }
    confirm.close();
  };

  const pending = confirm.subject;
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
      <PageHeader
        title="Courses"
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(routeTo('createCourse'))}
            >
              Create Course
            </Button>
          )
        }
      />

      <Flex wrap gap="small" align="center">
        <SearchInput
          label="Search courses by title, subtitle or tag"
          placeholder="Search by title, subtitle or tag"
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Filter by category"
          placeholder="All categories"
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ label: c.name, value: c._id }))}
          value={params.category || undefined}
          onChange={(category) => update({ category: category ?? '' })}
          style={{ flex: '1 1 160px', maxWidth: 240 }}
        />
        <Select<CourseStatus>
          allowClear
          aria-label="Filter by status"
          placeholder="All statuses"
          options={CONTENT_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s }))}
          value={params.status || undefined}
          onChange={(status) => update({ status: status ?? '' })}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
        />
      </Flex>

      <DataTable<CourseSummary>
        ariaLabel="Courses"
        columns={columns}
        rowKey={(row) => row._id}
        query={courses}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate || canDelete ? rowActions : undefined}
        onAction={onAction}
      />

      <ConfirmDialog
        open={confirm.open}
        {...wording}
        loading={changeStatus.isPending || deleteCourse.isPending}
        onConfirm={run}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
