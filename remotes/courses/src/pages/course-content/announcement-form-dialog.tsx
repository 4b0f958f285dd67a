import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import {
  type Announcement,
  type AnnouncementBody,
  announcementBodySchema,
} from '@skillhub/shared/schemas/announcement';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex } from 'antd';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveAnnouncement } from './use-course-content.ts';

export interface AnnouncementFormDialogProps {
  open: boolean;
  courseId: string;
  /** the announcement being edited; null adds a new one */
  announcement: Announcement | null;
  onClose: () => void;
}

const empty: AnnouncementBody = { title: '', message: '' };

/** Add or edit a course announcement: a title and a plain-text message, both required. */
export function AnnouncementFormDialog({ open, courseId, announcement, onClose }: AnnouncementFormDialogProps) {
  const formId = useId();
  const notify = useNotify();
  const save = useSaveAnnouncement(courseId);
  const { control, handleSubmit, reset, setError } = useForm<AnnouncementBody>({
    resolver: zodResolver(announcementBodySchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) reset(announcement ? { title: announcement.title, message: announcement.message } : empty);
  }, [open, announcement, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ announcementId: announcement?._id, body });
      notify.success(saved.message ?? (announcement ? 'Announcement updated' : 'Announcement added'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title={announcement ? 'Edit Announcement' : 'Add Announcement'}
      onClose={onClose}
      width={560}
      closeOnBackdrop={!save.isPending}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" form={formId} loading={save.isPending}>
            Save
          </Button>
        </Flex>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField control={control} name="title" label="Title" required maxLength={200} />
        <TextField
          control={control}
          name="message"
          label="Message"
          type="textarea"
          rows={5}
          required
          maxLength={5000}
        />
      </form>
    </ModalDialog>
  );
}
