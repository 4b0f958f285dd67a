import {
  DeleteOutlined,
  EditOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SwapOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { buildPath } from '@skillhub/shared/api-paths';
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
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useActiveCategories } from '../../courses/course-queries.ts';
import { type CourseStatus, STATUS_CHANGES, STATUS_COLORS, type StatusChange } from '../../courses/course-status.ts';
import { useT } from '../../i18n/index.ts';
import { pages } from '../../pages.ts';
import { useChangeCourseStatus, useCourseList, useDeleteCourse } from './use-courses.ts';

type Pending =
  | { kind: 'status'; course: CourseSummary; change: StatusChange }
  | { kind: 'delete'; course: CourseSummary };

/** Dashboard › Courses: every course with paging, search and filters, and the changes staff may make. */
export default function CoursesListPage() {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Courses', 'Courses');
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
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

  const columns: TableColumn<CourseSummary>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'title', label: t('coursesList.columns.title') },
    { key: 'category.name', label: t('coursesList.columns.category') },
    {
      key: 'courseStatus',
      label: t('coursesList.columns.status'),
      render: (row) => <Tag color={STATUS_COLORS[row.courseStatus]}>{t(`status.${row.courseStatus}`)}</Tag>,
    },
    {
      key: 'price.finalPrice',
      label: t('coursesList.columns.finalPrice'),
      align: 'right',
      render: (row) => formatRupees(row.price.finalPrice),
    },
    { key: 'lecturesCount', label: t('coursesList.columns.lectures'), align: 'center' },
    { key: 'updatedAt', label: t('coursesList.columns.updated'), render: (row) => formatDate(row.updatedAt) },
  ];

  const rowActions = (row: CourseSummary): RowAction[] => [
    // Everyone who may see the list may see a course's learners.
    { action: 'learners', label: t('coursesList.actions.learners'), icon: <TeamOutlined aria-hidden /> },
    ...(canUpdate
      ? [
          { action: 'details', label: t('coursesList.actions.details'), icon: <EditOutlined aria-hidden /> },
          {
            action: 'curriculum',
            label: t('coursesList.actions.curriculum'),
            icon: <OrderedListOutlined aria-hidden />,
          },
          { action: 'content', label: t('coursesList.actions.content'), icon: <VideoCameraOutlined aria-hidden /> },
          ...STATUS_CHANGES[row.courseStatus].map((change) => ({
            action: `status:${change.to}`,
            label: t(`statusChanges.${change.text}.label`),
            icon: <SwapOutlined aria-hidden />,
            danger: change.danger,
          })),
        ]
      : []),
    ...(canDelete
      ? [{ action: 'delete', label: common('actions.delete'), icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];

  const onAction = (action: string, row: CourseSummary) => {
    if (action === 'learners') navigate(buildPath(pages.courseLearners.path, { courseId: row._id }));
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
        notify.success(t('coursesList.deleted', { title: pending.course.title }));
      } else {
        await changeStatus.mutateAsync({ courseId: pending.course._id, status: pending.change.to });
        notify.success(
          t('coursesList.nowStatus', {
            title: pending.course.title,
            status: t(`status.${pending.change.to}`).toLowerCase(),
          }),
        );
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
          title: t('coursesList.deleteTitle'),
          description: t('coursesList.deleteText', { title: pending.course.title }),
          confirmLabel: common('actions.delete'),
          danger: true,
        }
      : {
          title: pending
            ? t('coursesList.changeTitle', { change: t(`statusChanges.${pending.change.text}.label`) })
            : '',
          description: pending
            ? t(`statusChanges.${pending.change.text}.describe`, { title: pending.course.title })
            : '',
          confirmLabel: pending ? t(`statusChanges.${pending.change.text}.label`) : common('actions.confirm'),
          danger: pending?.change.danger,
        };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('coursesList.title')}
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(routeTo('createCourse'))}
            >
              {t('coursesList.create')}
            </Button>
          )
        }
      />

      <Flex wrap gap="small" align="center">
        <SearchInput
          label={t('coursesList.search')}
          placeholder={t('coursesList.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('coursesList.filterByCategory')}
          placeholder={t('coursesList.allCategories')}
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ label: c.name, value: c._id }))}
          value={params.category || undefined}
          onChange={(category) => update({ category: category ?? '' })}
          style={{ flex: '1 1 160px', maxWidth: 240 }}
        />
        <Select<CourseStatus>
          allowClear
          aria-label={t('coursesList.filterByStatus')}
          placeholder={t('coursesList.allStatuses')}
          options={CONTENT_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s }))}
          value={params.status || undefined}
          onChange={(status) => update({ status: status ?? '' })}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
        />
      </Flex>

      <DataTable<CourseSummary>
        ariaLabel={t('coursesList.table')}
        columns={columns}
        rowKey={(row) => row._id}
        query={courses}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
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
