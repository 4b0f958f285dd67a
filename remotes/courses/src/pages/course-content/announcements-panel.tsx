import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDate } from '@skillhub/shared/format';
import type { Announcement } from '@skillhub/shared/schemas/announcement';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';
import { useAnnouncements, useDeleteAnnouncement } from './use-course-content.ts';

/** The course's announcements, newest first, with add, edit and delete for staff who may. */
export function AnnouncementsPanel({ courseId }: { courseId: string }) {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Courses', 'Courses');
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const announcements = useAnnouncements(courseId);
  const remove = useDeleteAnnouncement(courseId);
  const form = useDialogState<Announcement>();
  const deleting = useDialogState<Announcement>();

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    try {
      const result = await remove.mutateAsync(deleting.subject._id);
      notify.success(result?.message ?? t('content.announcements.deleted'));
      deleting.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      {canCreate && (
        <div>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
            {t('content.announcements.add')}
          </Button>
        </div>
      )}
      {announcements.isPending && <Spin aria-label={t('content.announcements.loading')} />}
      {announcements.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(announcements.error)}
          action={<Button onClick={() => announcements.refetch()}>{common('actions.retry')}</Button>}
        />
      )}
      {announcements.data?.length === 0 && <Empty description={t('content.announcements.empty')} />}
      <Flex vertical gap="small" role="list" aria-label={t('content.announcements.list')}>
        {announcements.data?.map((a) => (
          <Card
            key={a._id}
            size="small"
            role="listitem"
            aria-label={a.title}
            title={a.title}
            extra={
              <Flex gap={2}>
                {canUpdate && (
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('content.announcements.editNamed', { title: a.title })}
                    onClick={() => form.show(a)}
                  />
                )}
                {canDelete && (
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('content.announcements.deleteNamed', { title: a.title })}
                    onClick={() => deleting.show(a)}
                  />
                )}
              </Flex>
            }
          >
            {/* Announcements are plain text: line breaks kept, nothing rendered as HTML. */}
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{a.message}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {formatDate(a.createdAt)}
              {a.createdBy ? ` · ${a.createdBy.name}` : ''}
            </Typography.Text>
          </Card>
        ))}
      </Flex>

      <AnnouncementFormDialog open={form.open} courseId={courseId} announcement={form.subject} onClose={form.close} />
      <ConfirmDialog
        open={deleting.open}
        title={t('content.announcements.deleteTitle')}
        description={t('content.announcements.deleteText', { title: deleting.subject?.title ?? '' })}
        confirmLabel={common('actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deleting.close}
      />
    </Flex>
  );
}
