import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { NOTE_MAX } from '@skillhub/shared/constants';
import { formatDuration } from '@skillhub/shared/format';
import { type Note, type NoteUpdateBody, noteUpdateBodySchema } from '@skillhub/shared/schemas/note';
import { useNotify } from '@skillhub/shared/ui/notify';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { NoteItem } from './note-item.tsx';
import { PagedList } from './paged-list.tsx';
import type { LectureRef } from './use-course-player.ts';
import { addNote, type NoteSort, noteKeys, useMyNotes } from './use-notes.ts';

const NOTES_PER_PAGE = 10;
const SORTS: readonly NoteSort[] = ['latest', 'oldest', 'video_time'];

export interface NotesTabProps {
  lectureRef: LectureRef;
  /** where the video is now: a new note is pinned there */
  currentSeconds: number;
  onJump: (note: Note) => void;
}

function AddNoteForm({ lectureRef, currentSeconds, onAdded }: Omit<NotesTabProps, 'onJump'> & { onAdded: () => void }) {
  const notify = useNotify();
  const { t } = useT();
  const { control, handleSubmit, setError, reset, formState } = useForm<NoteUpdateBody>({
    resolver: zodResolver(noteUpdateBodySchema),
    defaultValues: { content: '' },
  });
  const save = handleSubmit(async ({ content }) => {
    try {
      const answer = await addNote(lectureRef, content, currentSeconds);
      notify.success(answer.message ?? t('player.notes.added'));
      reset({ content: '' });
      onAdded();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label={t('player.notes.addForm')}>
      <TextField
        control={control}
        name="content"
        label={t('player.notes.addAt', { time: formatDuration(currentSeconds) })}
        type="textarea"
        rows={3}
        maxLength={NOTE_MAX}
      />
      <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
        {t('player.notes.save')}
      </Button>
    </form>
  );
}

/** The learner's notes: add one at the video's time, find, sort, page, edit, delete, jump to its moment. */
export function NotesTab({ lectureRef, currentSeconds, onJump }: NotesTabProps) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const [scope, setScope] = useState<'lecture' | 'course'>('lecture');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<NoteSort>('latest');
  const [page, setPage] = useState(1);
  const notes = useMyNotes({
    courseId: lectureRef.courseId,
    subSectionId: scope === 'lecture' ? lectureRef.subSectionId : undefined,
    search,
    sort,
    page,
    limit: NOTES_PER_PAGE,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: noteKeys.all });

  const list = (
    <PagedList
      query={notes}
      errorTitle={t('player.notes.failed')}
      loadingLabel={t('player.notes.loading')}
      empty={search.trim() ? t('player.notes.noMatch') : t('player.notes.none')}
      listLabel={t('player.notes.list')}
      itemKey={(note) => note._id}
      renderItem={(note) => <NoteItem note={note} onJump={onJump} onChanged={refresh} />}
      onPage={setPage}
    />
  );

  return (
    <Flex vertical gap="middle">
      <AddNoteForm lectureRef={lectureRef} currentSeconds={currentSeconds} onAdded={refresh} />
      <Flex gap="small" wrap align="center">
        <Segmented
          aria-label={t('player.notes.which')}
          value={scope}
          onChange={(value) => {
            setScope(value as 'lecture' | 'course');
            setPage(1);
          }}
          options={[
            { value: 'lecture', label: t('player.notes.thisLecture') },
            { value: 'course', label: t('player.notes.allLectures') },
          ]}
        />
        <SearchInput
          label={t('player.notes.search')}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
          style={{ flex: '1 1 180px', maxWidth: 280 }}
        />
        <Select
          aria-label={t('player.notes.sort')}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
          options={SORTS.map((value) => ({ value, label: t(`player.notes.sorts.${value}`) }))}
          style={{ width: 150 }}
        />
      </Flex>
      {list}
    </Flex>
  );
}
