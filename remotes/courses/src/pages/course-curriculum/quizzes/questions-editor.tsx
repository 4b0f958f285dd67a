import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  QUESTION_KINDS,
  type QuestionKind,
  type QuizQuestionBodyInput,
  TRUE_FALSE_OPTIONS,
} from '@skillhub/shared/schemas/quiz';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/index.ts';

/** What both the quiz form and the bank form hold: a list of questions. */
export interface WithQuestions {
  questions: QuizQuestionBodyInput[];
}

export const newQuestion = (): QuizQuestionBodyInput => ({
  kind: 'single',
  prompt: '',
  options: ['', ''],
  correct: [0],
  explanation: '',
});

interface QuestionsEditorProps {
  control: Control<WithQuestions>;
  errors: FieldErrors<WithQuestions>;
}

/** The questions of a quiz or of the bank: type, text, options with the right one(s) ticked, explanation. */
export function QuestionsEditor({ control, errors }: QuestionsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const { t } = useT();
  const listError = errors.questions?.root?.message ?? errors.questions?.message;
  return (
    <Flex vertical gap="small">
      {fields.map((field, index) => (
        <QuestionCard key={field.id} control={control} errors={errors} index={index} onRemove={() => remove(index)} />
      ))}
      {listError && (
        <Typography.Text type="danger" role="alert">
          {listError}
        </Typography.Text>
      )}
      <div>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => append(newQuestion())}>
          {t('quizzes.addQuestion')}
        </Button>
      </div>
    </Flex>
  );
}

function QuestionCard({
  control,
  errors,
  index,
  onRemove,
}: QuestionsEditorProps & { index: number; onRemove: () => void }) {
  const { t } = useT();
  const number = index + 1;
  const kind = useWatch({ control, name: `questions.${index}.kind` }) as QuestionKind;
  const questionErrors = errors.questions?.[index];
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('quizzes.question', { number })}
      title={t('quizzes.question', { number })}
      extra={
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('quizzes.removeQuestion', { number })}
          onClick={onRemove}
        />
      }
    >
      <Controller
        control={control}
        name={`questions.${index}.kind`}
        render={({ field }) => (
          <Form.Item label={t('quizzes.kind')} htmlFor={`question-${index}-kind`} layout="vertical">
            <Select
              id={`question-${index}-kind`}
              aria-label={t('quizzes.kindOf', { number })}
              value={field.value}
              onChange={field.onChange}
              options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`quizzes.kinds.${k}`) }))}
            />
          </Form.Item>
        )}
      />
      <TextField
        control={control}
        name={`questions.${index}.prompt`}
        label={t('quizzes.prompt', { number })}
        type="textarea"
        rows={2}
        required
      />
      <OptionsField control={control} index={index} kind={kind} />
      {(questionErrors?.options?.message ?? questionErrors?.correct?.message) && (
        <Typography.Text type="danger" role="alert">
          {questionErrors?.options?.message ?? questionErrors?.correct?.message}
        </Typography.Text>
      )}
      <TextField
        control={control}
        name={`questions.${index}.explanation`}
        label={t('quizzes.explanation', { number })}
        type="textarea"
        rows={2}
      />
    </Card>
  );
}

/** The options and which are right: one radio for single choice and true/false, checkboxes for multiple choice. */
function OptionsField({
  control,
  index,
  kind,
}: {
  control: Control<WithQuestions>;
  index: number;
  kind: QuestionKind;
}) {
  const { t } = useT();
  const number = index + 1;
  return (
    <Controller
      control={control}
      name={`questions.${index}.options`}
      render={({ field: options }) => (
        <Controller
          control={control}
          name={`questions.${index}.correct`}
          render={({ field: correct }) => {
            const texts: readonly string[] =
              kind === 'true_false' ? TRUE_FALSE_OPTIONS.map((o) => t(`quizzes.tf.${o}`)) : (options.value ?? []);
            const right = correct.value ?? [];
            const mark = (i: number, on: boolean) =>
              correct.onChange(kind === 'multiple' ? (on ? [...right, i].sort() : right.filter((x) => x !== i)) : [i]);
            return (
              <Flex vertical gap={6} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{t('quizzes.options')}</Typography.Text>
                {texts.map((text, i) => {
                  const optionName = t('quizzes.optionOf', { option: i + 1, number });
                  const tick =
                    kind === 'multiple' ? (
                      <Checkbox
                        checked={right.includes(i)}
                        onChange={(e) => mark(i, e.target.checked)}
                        aria-label={t('quizzes.rightAnswer', { name: optionName })}
                      />
                    ) : (
                      <Radio
                        checked={right[0] === i}
                        onChange={() => mark(i, true)}
                        aria-label={t('quizzes.rightAnswer', { name: optionName })}
                      />
                    );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are plain texts with no id; each row is fully controlled, so a position key holds no stale state
                    <Flex key={i} gap={8} align="center">
                      {tick}
                      {kind === 'true_false' ? (
                        <Typography.Text>{text}</Typography.Text>
                      ) : (
                        <>
                          <Input
                            aria-label={optionName}
                            value={text}
                            maxLength={500}
                            onChange={(e) => options.onChange(texts.map((o, j) => (j === i ? e.target.value : o)))}
                          />
                          <Button
                            type="text"
                            size="small"
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('quizzes.removeOption', { name: optionName })}
                            disabled={texts.length <= 2}
                            onClick={() => {
                              options.onChange(texts.filter((_, j) => j !== i));
                              correct.onChange(right.filter((x) => x !== i).map((x) => (x > i ? x - 1 : x)));
                            }}
                          />
                        </>
                      )}
                    </Flex>
                  );
                })}
                {kind !== 'true_false' && texts.length < 8 && (
                  <div>
                    <Button size="small" onClick={() => options.onChange([...texts, ''])}>
                      {t('quizzes.addOption', { number })}
                    </Button>
                  </div>
                )}
              </Flex>
            );
          }}
        />
      )}
    />
  );
}
