import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { GradedAttempt, OpenAttempt } from '@skillhub/shared/schemas/quiz';
import { Alert, Card, Checkbox, Flex, Radio, Tag, Typography, theme } from 'antd';
import { useT } from '../../i18n/index.ts';

type Question = OpenAttempt['questions'][number];
type ReviewedQuestion = GradedAttempt['questions'][number];

interface QuizQuestionProps {
  question: Question | ReviewedQuestion;
  number: number;
  total: number;
  chosen: number[];
  /** Absent in the review: the choices are shown, not changed. */
  onChange?: (optionIds: number[]) => void;
  status?: 'saving' | 'saved' | 'failed';
}

const isReviewed = (q: Question | ReviewedQuestion): q is ReviewedQuestion => 'correct' in q;

/** One question: its options as radios (one answer) or checkboxes (multiple choice); in the review, marked. */
export function QuizQuestion({ question, number, total, chosen, onChange, status }: QuizQuestionProps) {
  const { t } = useT();
  const { token } = theme.useToken();
  const reviewed = isReviewed(question) ? question : null;
  const label = t('quiz.questionOf', { number, total });
  const optionText = (option: Question['options'][number]) =>
    question.kind === 'true_false' ? t(`quiz.tf.${option.text === 'True' ? 'True' : 'False'}`) : option.text;
  const mark = (index: number) => {
    if (!reviewed) return null;
    if (reviewed.correct.includes(index)) {
      return <CheckCircleFilled aria-label={t('quiz.rightOption')} style={{ color: token.colorSuccess }} />;
    }
    if (chosen.includes(index)) {
      return <CloseCircleFilled aria-label={t('quiz.wrongChoice')} style={{ color: token.colorError }} />;
    }
    return null;
  };
  const options = question.options.map((option) => (
    <Flex key={option.index} gap={8} align="center">
      {question.kind === 'multiple' ? (
        <Checkbox value={option.index}>{optionText(option)}</Checkbox>
      ) : (
        <Radio value={option.index}>{optionText(option)}</Radio>
      )}
      {mark(option.index)}
    </Flex>
  ));

  return (
    <Card size="small" role="group" aria-label={label}>
      <Flex vertical gap="small">
        <Flex justify="space-between" gap="small" wrap>
          <Typography.Text type="secondary">
            {label}
            {question.kind === 'multiple' ? ` · ${t('quiz.pickAll')}` : ''}
          </Typography.Text>
          {reviewed ? (
            <Tag color={reviewed.isCorrect ? 'success' : 'error'}>
              {reviewed.isCorrect ? t('quiz.correct') : t('quiz.incorrect')}
            </Tag>
          ) : status ? (
            <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'} role="status" style={{ fontSize: 12 }}>
              {t(`quiz.answerStatus.${status}`)}
            </Typography.Text>
          ) : null}
        </Flex>
        <Typography.Paragraph strong style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {question.prompt}
        </Typography.Paragraph>
        {question.kind === 'multiple' ? (
          <Checkbox.Group
            aria-label={label}
            value={chosen}
            disabled={!onChange}
            onChange={(values) => onChange?.((values as number[]).slice().sort((a, b) => a - b))}
          >
            <Flex vertical gap={6}>
              {options}
            </Flex>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            aria-label={label}
            value={chosen[0]}
            disabled={!onChange}
            onChange={(e) => onChange?.([e.target.value as number])}
          >
            <Flex vertical gap={6}>
              {options}
            </Flex>
          </Radio.Group>
        )}
        {reviewed?.explanation ? (
          <Alert type="info" showIcon title={t('quiz.explanation')} description={reviewed.explanation} />
        ) : null}
      </Flex>
    </Card>
  );
}
