import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { can } from '@skillhub/shared/permissions';
import type { Announcement } from '@skillhub/shared/schemas/announcement';
import { authAtom } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatDate } from '@skillhub/shared/format';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';
import { useAnnouncements, useDeleteAnnouncement } from './use-course-content.ts';

/** The course's announcements, newest first, with add, edit and delete for staff who may. */
export function AnnouncementsPanel({ courseId }: { courseId: string }) {
  const { permissions } = useAtomValue(authAtom);
  const canCreate = can(permissions, 'Courses', 'Courses', 'create');
  const canUpdate = can(permissions, 'Courses', 'Courses', 'update');
  const canDelete = can(permissions, 'Courses', 'Courses', 'delete');
  const notify = useNotify();
  const announcements = useAnnouncements(courseId);
  const remove = useDeleteAnnouncement(courseId);
  // Dialogs keep their announcement while closing, so the closing animation shows the same text.
  const [form, setForm] = useState<{ open: boolean; announcement: Announcement | null }>({
    open: false,
    announcement: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; announcement: Announcement | null }>({
    open: false,
    announcement: null,
  });

  const confirmDelete = async () => {
    if (!deleting.announcement) return;
    try {
      const result = await remove.mutateAsync(deleting.announcement._id);
      notify.success(result?.message ?? 'Announcement deleted');
      setDeleting((d) => ({ ...d, open: false }));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      {canCreate && (
        <div>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setForm({ open: true, announcement: null })}
          >
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
                    onClick={() => setForm({ open: true, announcement: a })}
                  />
                )}
                {canDelete && (
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Delete announcement ${a.title}`}
                    onClick={() => setDeleting({ open: true, announcement: a })}
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

      <AnnouncementFormDialog
        open={form.open}
        courseId={courseId}
        announcement={form.announcement}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Announcement"
        description={`Delete "${deleting.announcement?.title ?? ''}"? Learners will no longer see it.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </Flex>
  );
}
