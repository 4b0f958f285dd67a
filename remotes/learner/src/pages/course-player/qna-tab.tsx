import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { QUESTION_MAX } from '@skillhub/shared/constants';
import { type QuestionBody, questionBodySchema } from '@skillhub/shared/schemas/qna';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
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

  let list: ReactNode;
  if (qna.isError) {
    list = (
      <Alert
        type="error"
        showIcon
        title="Questions could not be loaded."
        description={errorMessage(qna.error)}
        action={<Button onClick={() => qna.refetch()}>Retry</Button>}
      />
    );
  } else if (!qna.data) {
    list = <Skeleton active aria-label="Loading questions" />;
  } else if (qna.data.data.length === 0) {
    list = <Empty description="No questions yet. Be the first to ask." />;
  } else {
    const { pagination } = qna.data;
    list = (
      <Flex vertical gap="small">
        <Flex vertical gap="small" role="list" aria-label="Questions">
          {qna.data.data.map((item) => (
            <QnaItem key={item._id} item={item} onChanged={refresh} />
          ))}
        </Flex>
        {pagination.totalPages > 1 && (
          <Pagination
            size="small"
            current={pagination.page}
            pageSize={pagination.limit}
            total={pagination.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </Flex>
    );
  }

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
