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
import { useT } from '../../i18n/index.ts';
import { PagedList } from './paged-list.tsx';
import { QnaItem } from './qna-item.tsx';
import type { LectureRef } from './use-course-player.ts';
import { askQuestion, qnaKeys, useCourseQna } from './use-qna.ts';

function AskForm({ lectureRef, onAsked }: { lectureRef: LectureRef; onAsked: () => void }) {
  const notify = useNotify();
  const { t } = useT();
  const { control, handleSubmit, setError, reset, formState } = useForm<QuestionBody>({
    resolver: zodResolver(questionBodySchema),
    defaultValues: { question: '' },
  });
  const ask = handleSubmit(async ({ question }) => {
    try {
      const answer = await askQuestion(lectureRef, question);
      notify.success(answer.message ?? t('player.qna.asked'));
      reset({ question: '' });
      onAsked();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={ask} noValidate aria-label={t('player.qna.form')}>
      <TextField
        control={control}
        name="question"
        label={t('player.qna.form')}
        type="textarea"
        rows={3}
        maxLength={QUESTION_MAX}
        placeholder={t('player.qna.placeholder')}
      />
      <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
        {t('player.qna.post')}
      </Button>
    </form>
  );
}

/** The course's questions and answers: ask about the current lecture, reply, read the instructors' answers. */
export function QnaTab({ lectureRef }: { lectureRef: LectureRef }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const qna = useCourseQna(lectureRef.courseId, page);
  const { t } = useT();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: qnaKeys.all });

  const list = (
    <PagedList
      query={qna}
      errorTitle={t('player.qna.failed')}
      loadingLabel={t('player.qna.loading')}
      empty={t('player.qna.none')}
      listLabel={t('player.qna.list')}
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
