import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Announcement,
  type AnnouncementBody,
  announcementBodySchema,
} from '@skillhub/shared/schemas/announcement';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { useSaveAnnouncement } from './use-course-content.ts';

export interface AnnouncementFormDialogProps {
  open: boolean;
  courseId: string;
  /** the announcement being edited; none adds a new one */
  announcement: Announcement | undefined;
  onClose: () => void;
}

const empty: AnnouncementBody = { title: '', message: '' };

/** Add or edit a course announcement: a title and a plain-text message, both required. */
export function AnnouncementFormDialog({ open, courseId, announcement, onClose }: AnnouncementFormDialogProps) {
  const save = useSaveAnnouncement(courseId);
  const { t } = useT();
  const form = useForm<AnnouncementBody>({ resolver: zodResolver(announcementBodySchema), defaultValues: empty });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(announcement ? { title: announcement.title, message: announcement.message } : empty);
  }, [open, announcement, reset]);

  return (
    <FormDialog
      open={open}
      title={announcement ? t('content.announcements.edit') : t('content.announcements.add')}
      onClose={onClose}
      width={560}
      form={form}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync({ announcementId: announcement?._id, body });
        return saved.message ?? (announcement ? t('content.announcements.updated') : t('content.announcements.added'));
      }}
    >
      <TextField control={control} name="title" label={t('content.announcements.title')} required maxLength={200} />
      <TextField
        control={control}
        name="message"
        label={t('content.announcements.message')}
        type="textarea"
        rows={5}
        required
        maxLength={5000}
      />
    </FormDialog>
  );
}
