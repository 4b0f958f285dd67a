import { errorMessage } from '@skillhub/shared/api-client';
import type { GradedAttempt, OpenAttempt } from '@skillhub/shared/schemas/quiz';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { QuizQuestion } from './quiz-question.tsx';
import type { useQuizAttempt } from './use-quizzes.ts';

type Status = 'saving' | 'saved' | 'failed';

interface QuizTakingProps {
  attempt: OpenAttempt;
  calls: ReturnType<typeof useQuizAttempt>;
  onGraded: (graded: GradedAttempt) => void;
  /** The server's clock minus the browser's is unknown; the deadline is read against the browser's. */
  now?: () => number;
}

/** Seconds left as m:ss. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * An open attempt: one question at a time or all at once, each answer saved to the server as it is given (a
 * failed save is sent again before submitting, and a reload resumes from what the server holds), a countdown
 * when the quiz is timed (submitting by itself at zero), and Submit.
 */
export function QuizTaking({ attempt, calls, onGraded, now = Date.now }: QuizTakingProps) {
  const { t } = useT();
  const notify = useNotify();
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const [current, setCurrent] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number[]>>(attempt.answers);
  const [status, setStatus] = useState<Record<string, Status>>({});
  const [submitting, setSubmitting] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const total = attempt.questions.length;
  const deadline = attempt.deadlineAt ? Date.parse(attempt.deadlineAt) : null;
  const [left, setLeft] = useState(() => (deadline ? Math.max(0, Math.ceil((deadline - now()) / 1000)) : null));

  const save = useCallback(
    async (questionId: string, optionIds: number[]) => {
      setStatus((s) => ({ ...s, [questionId]: 'saving' }));
      try {
        await calls.answer(attempt._id, questionId, optionIds);
        // A later answer to the same question may have been given meanwhile; only the latest counts as saved.
        if (answersRef.current[questionId] === optionIds) setStatus((s) => ({ ...s, [questionId]: 'saved' }));
        return true;
      } catch {
        setStatus((s) => ({ ...s, [questionId]: 'failed' }));
        return false;
      }
    },
    [calls, attempt._id],
  );

  const choose = (questionId: string, optionIds: number[]) => {
    setAnswers((a) => ({ ...a, [questionId]: optionIds }));
    answersRef.current = { ...answersRef.current, [questionId]: optionIds };
    void save(questionId, optionIds);
  };

  const submit = useCallback(async () => {
    setSubmitting(true);
    try {
      // Answers whose save failed go again first: nothing given is lost to a dropped connection.
      for (const [questionId, state] of Object.entries(status)) {
        const optionIds = answersRef.current[questionId];
        if (state === 'failed' && optionIds && !(await save(questionId, optionIds))) {
          throw new Error(t('quiz.unsaved'));
        }
      }
      onGraded(await calls.submit(attempt._id));
    } catch (error) {
      notify.error(errorMessage(error));
      setSubmitting(false);
    }
  }, [status, save, calls, attempt._id, onGraded, notify, t]);

  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        void submitRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const answered = attempt.questions.filter((q) => (answers[q._id]?.length ?? 0) > 0).length;
  const shown = mode === 'all' ? attempt.questions : attempt.questions.slice(current, current + 1);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Segmented
          aria-label={t('quiz.layout')}
          value={mode}
          onChange={(value) => setMode(value as 'one' | 'all')}
          options={[
            { value: 'one', label: t('quiz.oneAtATime') },
            { value: 'all', label: t('quiz.allAtOnce') },
          ]}
        />
        <Typography.Text role="status">{t('quiz.answered', { answered, total })}</Typography.Text>
        {left !== null && (
          <Typography.Text strong type={left < 60 ? 'danger' : undefined} aria-label={t('quiz.timeLeft')}>
            {clock(left)}
          </Typography.Text>
        )}
      </Flex>
      {shown.map((question) => {
        const index = attempt.questions.indexOf(question);
        return (
          <QuizQuestion
            key={question._id}
            question={question}
            number={index + 1}
            total={total}
            chosen={answers[question._id] ?? []}
            status={status[question._id]}
            onChange={(optionIds) => choose(question._id, optionIds)}
          />
        );
      })}
      <Flex justify="space-between" gap="small" wrap>
        {mode === 'one' ? (
          <Flex gap="small">
            <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
              {t('quiz.previous')}
            </Button>
            <Button disabled={current >= total - 1} onClick={() => setCurrent((c) => c + 1)}>
              {t('quiz.next')}
            </Button>
          </Flex>
        ) : (
          <span />
        )}
        <Button type="primary" loading={submitting} onClick={() => void submit()}>
          {t('quiz.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
