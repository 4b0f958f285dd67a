import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { QUESTION_MAX } from '@skillhub/shared/constants';
import { type QuestionBody, questionBodySchema } from '@skillhub/shared/schemas/qna';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PagedList } from './paged-list.tsx';
import { QnaItem } from './qna-item.tsx';
import type { LectureRef } from './use-course-player.ts';
import { askQuestion, qnaKeys, useCourseQna } from './use-qna.ts';

function AskForm({ lectureRef, onAsked }: { lectureRef: LectureRef; onAsked: () => void }) {
  const notify = useNotify();
  const { control, handleSubmit, setError, reset, formState } = useForm<QuestionBody>({
    resolver: zodResolver(questionBodySchema),
    defaultValues: { question: '' },
  });
  const ask = handleSubmit(async ({ question }) => {
    try {
      const answer = await askQuestion(lectureRef, question);
      notify.success(answer.message ?? 'Question posted successfully');
      reset({ question: '' });
      onAsked();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={ask} noValidate aria-label="Ask a question">
      <TextField
        control={control}
        name="question"
        label="Ask a question"
        type="textarea"
        rows={3}
        maxLength={QUESTION_MAX}
        placeholder="What would you like to ask about this lecture?"
      />
      <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
        Post question
      </Button>
    </form>
  );
}

/** The course's questions and answers: ask about the current lecture, reply, read the instructors' answers. */
export function QnaTab({ lectureRef }: { lectureRef: LectureRef }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const qna = useCourseQna(lectureRef.courseId, page);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qnaKeys.all });

  const list = (
    <PagedList
      query={qna}
      errorTitle="Questions could not be loaded."
      loadingLabel="Loading questions"
      empty="No questions yet. Be the first to ask."
      listLabel="Questions"
      itemKey={(item) => item._id}
      renderItem={(item) => <QnaItem item={item} onChanged={refresh} />}
      onPage={setPage}
    />
  );

  return (
    <Flex vertical gap="middle">
      <AskForm
        lectureRef={lectureRef}
        onAsked={() => {
          setPage(1);
          refresh();
        }}
      />
      {list}
    </Flex>
  );
}
