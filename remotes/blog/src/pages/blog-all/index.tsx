import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS, PUBLICATION_STATUSES } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { useBlogTerms } from '../../posts/post-queries.ts';
import { type PostStatus, type StaffPostParams, usePostLifecycle, useStaffPosts } from '../../posts/staff-queries.ts';

const STATUS_COLORS: Record<PostStatus, string> = { Draft: 'default', Published: 'green', Scheduled: 'blue' };
const VIEWS = ['active', 'deleted'] as const;
const DEFAULTS: StaffPostParams = {
  search: '',
  status: '',
  category: '',
  topic: '',
  view: 'active',
  page: 1,
  limit: DEFAULT_LIMIT,
};

/**
 * Dashboard › Blogs › All Blogs: every post with its status, filtered by status, category, topic and search (in
 * the URL), the deleted ones in their own view. Delete is soft and asks first; a deleted post can be restored.
 */
export default function AllBlogsPage() {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Blogs', 'Blogs');
  const navigate = useNavigate();
  const { params, update } = useUrlParams(DEFAULTS, {
    status: ['', ...PUBLICATION_STATUSES],
    view: VIEWS,
    limit: PAGE_SIZE_OPTIONS,
  });
  const posts = useStaffPosts(params);
  const terms = useBlogTerms();
  const { remove, restore } = usePostLifecycle();
  const confirm = useDialogState<BlogPostSummary>();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const deletedView = params.view === 'deleted';

  const columns: TableColumn<BlogPostSummary>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'title', label: t('staff.columns.title') },
    {
      key: 'categories',
      label: t('staff.columns.categories'),
      render: (row) => row.categories.map((c) => c.name).join(', '),
    },
    { key: 'author', label: t('staff.columns.author') },
    {
      key: 'status',
      label: t('staff.columns.status'),
      render: (row) => <Tag color={STATUS_COLORS[row.status]}>{t(`staff.statuses.${row.status}`)}</Tag>,
    },
    { key: 'publishedAt', label: t('staff.columns.publishDate'), render: (row) => formatDateTime(row.publishedAt) },
    {
      key: 'commentsCount',
      label: t('staff.columns.comments'),
      align: 'center',
      render: (row) =>
        row.pendingCommentsCount > 0
          ? t('staff.commentsWithPending', { count: row.commentsCount, pending: row.pendingCommentsCount })
          : row.commentsCount,
    },
  ];

  const rowActions = (row: BlogPostSummary): RowAction[] => [
    ...(canUpdate && !row.isDeleted
      ? [{ action: 'edit', label: t('staff.edit'), icon: <EditOutlined aria-hidden /> }]
      : []),
    ...(row.status === 'Published' && !row.isDeleted
      ? [{ action: 'preview', label: t('staff.preview'), icon: <EyeOutlined aria-hidden /> }]
      : []),
    ...(canDelete
      ? [
          row.isDeleted
            ? { action: 'restore', label: t('staff.restore'), icon: <UndoOutlined aria-hidden /> }
            : { action: 'delete', label: t('staff.delete'), icon: <DeleteOutlined aria-hidden />, danger: true },
        ]
      : []),
  ];

  const onAction = async (action: string, row: BlogPostSummary) => {
    if (action === 'edit') navigate(routeTo('blogContent', { id: row._id }));
    else if (action === 'preview') window.open(routeTo('blogPost', { slug: row.slug }), '_blank', 'noopener');
    else if (action === 'delete') confirm.show(row);
    else if (action === 'restore') {
      try {
        const answer = await restore.mutateAsync(row._id);
        notify.success(answer.message ?? t('staff.restored'));
      } catch (error) {
        notify.error(errorMessage(error));
      }
    }
  };

  const confirmDelete = async () => {
    if (!confirm.subject) return;
    try {
      const answer = await remove.mutateAsync(confirm.subject._id);
      notify.success(answer.message ?? t('staff.deleted'));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const termOptions = (items: { slug: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.slug, label: item.name }));

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('staff.title')}
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(routeTo('blogContent', { id: 'new' }))}
            >
              {t('staff.add')}
            </Button>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <Segmented
          aria-label={t('staff.view')}
          value={params.view}
          onChange={(view) => update({ view: view as StaffPostParams['view'] })}
          options={VIEWS.map((view) => ({ value: view, label: t(`staff.views.${view}`) }))}
        />
        <SearchInput label={t('staff.search')} value={params.search} onSearch={(search) => update({ search })} />
        <Select<PostStatus>
          aria-label={t('staff.columns.status')}
          placeholder={t('staff.columns.status')}
          allowClear
          value={params.status || undefined}
          onChange={(status) => update({ status: status ?? '' })}
          options={PUBLICATION_STATUSES.map((status) => ({ value: status, label: t(`staff.statuses.${status}`) }))}
          style={{ minWidth: 150 }}
        />
        <Select<string>
          aria-label={t('list.category')}
          placeholder={t('list.category')}
          allowClear
          value={params.category || undefined}
          onChange={(category) => update({ category: category ?? '' })}
          options={termOptions(terms.data?.categories)}
          style={{ minWidth: 180 }}
        />
        <Select<string>
          aria-label={t('list.topic')}
          placeholder={t('list.topic')}
          allowClear
          value={params.topic || undefined}
          onChange={(topic) => update({ topic: topic ?? '' })}
          options={termOptions(terms.data?.topics)}
          style={{ minWidth: 180 }}
        />
      </Flex>
      <DataTable<BlogPostSummary>
        ariaLabel={deletedView ? t('staff.deletedTable') : t('staff.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={posts}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={onAction}
      />
      <ConfirmDialog
        open={confirm.open}
        title={t('staff.deleteTitle')}
        description={t('staff.deleteText', { title: confirm.subject?.title ?? '' })}
        confirmLabel={t('staff.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
