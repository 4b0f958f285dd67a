import { DeleteOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { NOTE_MAX } from '@skillhub/shared/constants';
import { formatDuration } from '@skillhub/shared/format';
import { type Note, type NoteUpdateBody, noteUpdateBodySchema } from '@skillhub/shared/schemas/note';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { deleteNote, updateNote } from './use-notes.ts';

export interface NoteItemProps {
  note: Note;
  onJump: (note: Note) => void;
  onChanged: () => void;
}

function NoteEditor({ note, onDone }: { note: Note; onDone: (saved: boolean) => void }) {
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { control, handleSubmit, setError, formState } = useForm<NoteUpdateBody>({
    resolver: zodResolver(noteUpdateBodySchema),
    defaultValues: { content: note.content },
  });
  const save = handleSubmit(async ({ content }) => {
    try {
      const answer = await updateNote(note._id, content);
      notify.success(answer.message ?? t('player.notes.updated'));
      onDone(true);
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label={t('player.notes.edit')}>
      <TextField
        control={control}
        name="content"
        label={t('player.notes.edit')}
        type="textarea"
        rows={3}
        maxLength={NOTE_MAX}
      />
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {common('actions.save')}
        </Button>
        <Button onClick={() => onDone(false)}>{common('actions.cancel')}</Button>
      </Flex>
    </form>
  );
}

/**
 * One note: its video time (a button that plays from there, unless staff removed the lecture), its lecture,
 * its text, edit and delete.
 */
export function NoteItem({ note, onJump, onChanged }: NoteItemProps) {
  const notify = useNotify();
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const time = formatDuration(note.videoTimeSeconds);

  const remove = async () => {
    setDeleting(true);
    try {
      const answer = await deleteNote(note._id);
      notify.success(answer.message);
      setConfirming(false);
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card size="small" role="listitem" aria-label={t('player.notes.noteAt', { time })}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex align="center" gap="small" wrap style={{ minWidth: 0 }}>
          {note.lectureRemoved ? (
            // The lecture left the course: there is nothing to play, but the note is the learner's to keep.
            <Typography.Text>{time}</Typography.Text>
          ) : (
            <Button
              size="small"
              icon={<PlayCircleOutlined aria-hidden />}
              aria-label={t('player.notes.playFrom', { time })}
              onClick={() => onJump(note)}
            >
              {time}
            </Button>
          )}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
            {note.lectureTitle}
            {note.lectureRemoved ? t('player.notes.removedLecture') : ''}
          </Typography.Text>
        </Flex>
        {!editing && (
          <Flex gap={4}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('player.notes.edit')}
              onClick={() => setEditing(true)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('player.notes.delete')}
              onClick={() => setConfirming(true)}
            />
          </Flex>
        )}
      </Flex>
      {editing ? (
        <div style={{ marginTop: 8 }}>
          <NoteEditor
            note={note}
            onDone={(saved) => {
              setEditing(false);
              if (saved) onChanged();
            }}
          />
        </div>
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '8px 0 0' }}>
          {note.content}
        </Typography.Paragraph>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('player.notes.delete')}
        description={t('player.notes.deleteText')}
        confirmLabel={t('player.notes.deleteButton')}
        danger
        loading={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
