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
import { NoteItem } from './note-item.tsx';
import { PagedList } from './paged-list.tsx';
import type { LectureRef } from './use-course-player.ts';
import { addNote, type NoteSort, noteKeys, useMyNotes } from './use-notes.ts';

const NOTES_PER_PAGE = 10;
const SORT_OPTIONS: { value: NoteSort; label: string }[] = [
  { value: 'latest', label: 'Latest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'video_time', label: 'By video time' },
];

export interface NotesTabProps {
  lectureRef: LectureRef;
  /** where the video is now: a new note is pinned there */
  currentSeconds: number;
  onJump: (note: Note) => void;
}

function AddNoteForm({ lectureRef, currentSeconds, onAdded }: Omit<NotesTabProps, 'onJump'> & { onAdded: () => void }) {
  const notify = useNotify();
  const { control, handleSubmit, setError, reset, formState } = useForm<NoteUpdateBody>({
    resolver: zodResolver(noteUpdateBodySchema),
    defaultValues: { content: '' },
  });
  const save = handleSubmit(async ({ content }) => {
    try {
      const answer = await addNote(lectureRef, content, currentSeconds);
      notify.success(answer.message ?? 'Note added successfully');
      reset({ content: '' });
      onAdded();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label="Add a note">
      <TextField
        control={control}
        name="content"
        label={`Add a note at ${formatDuration(currentSeconds)}`}
        type="textarea"
        rows={3}
        maxLength={NOTE_MAX}
      />
      <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
        Save note
      </Button>
    </form>
  );
}

/** The learner's notes: add one at the video's time, find, sort, page, edit, delete, jump to its moment. */
export function NotesTab({ lectureRef, currentSeconds, onJump }: NotesTabProps) {
  const queryClient = useQueryClient();
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
      errorTitle="Your notes could not be loaded."
      loadingLabel="Loading notes"
      empty={search.trim() ? 'No note matches your search.' : 'No notes yet.'}
      listLabel="My notes"
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
          aria-label="Which notes"
          value={scope}
          onChange={(value) => {
            setScope(value as 'lecture' | 'course');
            setPage(1);
          }}
          options={[
            { value: 'lecture', label: 'This lecture' },
            { value: 'course', label: 'All lectures' },
          ]}
        />
        <SearchInput
          label="Search notes"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
          style={{ flex: '1 1 180px', maxWidth: 280 }}
        />
        <Select
          aria-label="Sort notes"
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
          options={SORT_OPTIONS}
          style={{ width: 150 }}
        />
      </Flex>
      {list}
    </Flex>
  );
}
