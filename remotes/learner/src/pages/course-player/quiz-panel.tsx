import { errorMessage } from '@skillhub/shared/api-client';
import type { GradedAttempt, LearnerQuiz, OpenAttempt } from '@skillhub/shared/schemas/quiz';
import { Alert, Button, Descriptions, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { QuizQuestion } from './quiz-question.tsx';
import { QuizTaking } from './quiz-taking.tsx';
import { useQuizAttempt } from './use-quizzes.ts';

type Stage = { kind: 'intro' } | { kind: 'taking'; attempt: OpenAttempt } | { kind: 'review'; attempt: GradedAttempt };

/** A quiz in the player: what it asks and the learner's standing, the attempt, then the score and review. */
export function QuizPanel({ courseId, quiz }: { courseId: string; quiz: LearnerQuiz }) {
  const { t } = useT();
  const calls = useQuizAttempt(courseId, quiz._id);
  const [stage, setStage] = useState<Stage>({ kind: 'intro' });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setStage({ kind: 'taking', attempt: await calls.start() });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const attemptsLeft = quiz.attemptsAllowed === null ? null : Math.max(0, quiz.attemptsAllowed - quiz.attemptsUsed);
  const heading = (
    <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
      {quiz.title}
    </Typography.Title>
  );

  if (stage.kind === 'taking') {
    return (
      <Flex vertical gap="middle">
        {heading}
        <QuizTaking
          attempt={stage.attempt}
          calls={calls}
          onGraded={(attempt) => setStage({ kind: 'review', attempt })}
        />
      </Flex>
    );
  }

  if (stage.kind === 'review') {
    const { attempt } = stage;
    // The attempt just submitted counts; the outline's figures refresh behind it.
    const canRetry = quiz.attemptsAllowed === null || quiz.attemptsUsed < quiz.attemptsAllowed;
    return (
      <Flex vertical gap="middle">
        {heading}
        <Result
          status={attempt.passed ? 'success' : 'warning'}
          title={attempt.passed ? t('quiz.passed') : t('quiz.notPassed')}
          subTitle={t('quiz.score', {
            percent: attempt.scorePercent,
            correct: attempt.correctCount,
            total: attempt.total,
            pass: attempt.passPercent,
          })}
          extra={
            canRetry ? (
              <Button type="primary" loading={starting} onClick={() => void start()}>
                {t('quiz.tryAgain')}
              </Button>
            ) : undefined
          }
        />
        {failure && <Alert type="error" showIcon title={failure} />}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('quiz.review')}
        </Typography.Title>
        {attempt.questions.map((question, index) => (
          <QuizQuestion
            key={question._id}
            question={question}
            number={index + 1}
            total={attempt.total}
            chosen={attempt.answers[question._id] ?? []}
          />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle">
      {heading}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'questions', label: t('quiz.questions'), children: quiz.questionCount },
          { key: 'pass', label: t('quiz.passMark'), children: `${quiz.passPercent}%` },
          {
            key: 'time',
            label: t('quiz.timeLimit'),
            children: quiz.timeLimitMinutes ? t('quiz.minutes', { count: quiz.timeLimitMinutes }) : t('quiz.noLimit'),
          },
          {
            key: 'attempts',
            label: t('quiz.attempts'),
            children:
              attemptsLeft === null
                ? t('quiz.attemptsUnlimited', { used: quiz.attemptsUsed })
                : t('quiz.attemptsLeft', { used: quiz.attemptsUsed, left: attemptsLeft }),
          },
          {
            key: 'best',
            label: t('quiz.best'),
            children:
              quiz.bestPercent === null
                ? t('quiz.notTaken')
                : `${quiz.bestPercent}%${quiz.passed ? ` · ${t('quiz.passed')}` : ''}`,
          },
        ]}
      />
      {failure && <Alert type="error" showIcon title={failure} />}
      <div>
        {quiz.openAttemptId ? (
          <Button type="primary" loading={starting} onClick={() => void start()}>
            {t('quiz.resume')}
          </Button>
        ) : attemptsLeft === 0 ? (
          <Typography.Text type="secondary">{t('quiz.noAttemptsLeft')}</Typography.Text>
        ) : (
          <Button type="primary" loading={starting} onClick={() => void start()}>
            {quiz.attemptsUsed > 0 ? t('quiz.tryAgain') : t('quiz.start')}
          </Button>
        )}
      </div>
    </Flex>
  );
}
