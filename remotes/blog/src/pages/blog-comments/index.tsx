import { CheckOutlined, DeleteOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { BLOG_COMMENT_STATUSES, DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import type { ModeratedComment } from '@skillhub/shared/schemas/blog';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Badge, Flex, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { type CommentStatus, type ModerationParams, useModerate, useModeration } from '../../posts/staff-queries.ts';

const STATUS_COLORS: Record<CommentStatus, string> = { pending: 'orange', approved: 'green', hidden: 'default' };
const DEFAULTS: ModerationParams = { status: 'pending', page: 1, limit: DEFAULT_LIMIT };

/** Dashboard › Blogs › Comments: comments across posts, waiting ones first in view, approved, hidden or deleted. */
export default function CommentsModerationPage() {
  const { canUpdate, canDelete } = useModuleAbilities('Blogs', 'Blogs');
  const { params, update } = useUrlParams(DEFAULTS, {
    status: ['', ...BLOG_COMMENT_STATUSES],
    limit: PAGE_SIZE_OPTIONS,
  });
  const comments = useModeration(params);
  const { setStatus, remove } = useModerate();
  const confirm = useDialogState<ModeratedComment>();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const pending = comments.data?.pendingCount ?? 0;

  const columns: TableColumn<ModeratedComment>[] = [
    { key: 'sno.', label: common('table.sno') },
    {
      key: 'comment',
      label: t('moderation.columns.comment'),
      render: (row) => <span style={{ whiteSpace: 'pre-line' }}>{row.comment}</span>,
    },
    { key: 'blog.title', label: t('moderation.columns.post') },
    { key: 'name', label: t('moderation.columns.name') },
    { key: 'email', label: t('moderation.columns.email') },
    { key: 'linkCount', label: t('moderation.columns.links'), align: 'center' },
    { key: 'createdAt', label: t('moderation.columns.date'), render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'status',
      label: t('moderation.columns.status'),
      render: (row) => <Tag color={STATUS_COLORS[row.status]}>{t(`moderation.statuses.${row.status}`)}</Tag>,
    },
  ];

  const rowActions = (row: ModeratedComment): RowAction[] => [
    ...(canUpdate && row.status !== 'approved'
      ? [{ action: 'approved', label: t('moderation.approve'), icon: <CheckOutlined aria-hidden /> }]
      : []),
    ...(canUpdate && row.status !== 'hidden'
      ? [{ action: 'hidden', label: t('moderation.hide'), icon: <EyeInvisibleOutlined aria-hidden /> }]
      : []),
    ...(canDelete
      ? [{ action: 'delete', label: t('moderation.delete'), icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];

  const onAction = async (action: string, row: ModeratedComment) => {
    if (action === 'delete') return confirm.show(row);
    try {
      await setStatus.mutateAsync({ commentId: row._id, status: action as CommentStatus });
      notify.success(action === 'approved' ? t('moderation.approved') : t('moderation.hidden'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!confirm.subject) return;
    try {
      await remove.mutateAsync(confirm.subject._id);
      notify.success(t('moderation.deleted'));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('moderation.title')}
        description={t('moderation.intro')}
        actions={
          <Badge status={pending > 0 ? 'warning' : 'default'} text={t('moderation.pending', { count: pending })} />
        }
      />
      <Segmented
        aria-label={t('moderation.status')}
        value={params.status}
        onChange={(status) => update({ status: status as ModerationParams['status'] })}
        options={[
          ...BLOG_COMMENT_STATUSES.map((status) => ({ value: status, label: t(`moderation.statuses.${status}`) })),
          { value: '', label: t('moderation.all') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable<ModeratedComment>
        ariaLabel={t('moderation.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={comments}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={onAction}
      />
      <ConfirmDialog
        open={confirm.open}
        title={t('moderation.deleteTitle')}
        description={t('moderation.deleteText', { name: confirm.subject?.name ?? '' })}
        confirmLabel={t('moderation.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
