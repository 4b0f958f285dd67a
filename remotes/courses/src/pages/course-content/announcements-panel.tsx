import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDate } from '@skillhub/shared/format';
import type { Announcement } from '@skillhub/shared/schemas/announcement';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';
import { useAnnouncements, useDeleteAnnouncement } from './use-course-content.ts';

/** The course's announcements, newest first, with add, edit and delete for staff who may. */
export function AnnouncementsPanel({ courseId }: { courseId: string }) {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Courses', 'Courses');
  const notify = useNotify();
  const announcements = useAnnouncements(courseId);
  const remove = useDeleteAnnouncement(courseId);
  const form = useDialogState<Announcement>();
  const deleting = useDialogState<Announcement>();

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    try {
      const result = await remove.mutateAsync(deleting.subject._id);
      notify.success(result?.message ?? 'Announcement deleted');
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
            Add Announcement
          </Button>
        </div>
      )}
      {announcements.isPending && <Spin aria-label="Loading announcements" />}
      {announcements.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(announcements.error)}
          action={<Button onClick={() => announcements.refetch()}>Retry</Button>}
        />
      )}
      {announcements.data?.length === 0 && <Empty description="No announcements yet." />}
      <Flex vertical gap="small" role="list" aria-label="Announcements">
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
                    aria-label={`Edit announcement ${a.title}`}
                    onClick={() => form.show(a)}
                  />
                )}
                {canDelete && (
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Delete announcement ${a.title}`}
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
        title="Delete Announcement"
        description={`Delete "${deleting.subject?.title ?? ''}"? Learners will no longer see it.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={deleting.close}
      />
    </Flex>
  );
}
