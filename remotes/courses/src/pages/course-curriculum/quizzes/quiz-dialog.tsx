import { zodResolver } from '@hookform/resolvers/zod';
import { type QuizBody, type QuizBodyInput, quizBodySchema, type StaffQuiz } from '@skillhub/shared/schemas/quiz';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Checkbox, Form, InputNumber, Select, Typography } from 'antd';
import { type Control, Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/index.ts';
import { newQuestion, QuestionsEditor, type WithQuestions } from './questions-editor.tsx';

export interface QuizDialogProps {
  open: boolean;
  onClose: () => void;
  sectionId: string;
  sectionName: string;
  /** The section's lecture titles, in order: the quiz goes after any number of them. */
  lectures: string[];
  /** The quiz to edit; none adds one. */
  quiz?: StaffQuiz;
  bankSize: number;
  onSave: (body: QuizBody) => Promise<string | undefined>;
}

function valuesOf(sectionId: string, lectures: number, quiz?: StaffQuiz): QuizBodyInput {
  if (!quiz) {
    return {
      sectionId,
      title: '',
      afterLectures: lectures,
      passPercent: 60,
      timeLimitMinutes: null,
      attemptsAllowed: null,
      shuffle: false,
      bankDraw: 0,
      questions: [newQuestion()],
    };
  }
  const { _id, attempts, questions, ...settings } = quiz;
  return { ...settings, questions: questions.map((q) => ({ ...q })) };
}

/** Add or edit a quiz: its place among the section's lectures, its settings and its own questions. */
export function QuizDialog({
  open,
  onClose,
  sectionId,
  sectionName,
  lectures,
  quiz,
  bankSize,
  onSave,
}: QuizDialogProps) {
  const { t } = useT();
  const form = useForm<QuizBodyInput, unknown, QuizBody>({
    resolver: zodResolver(quizBodySchema),
    defaultValues: valuesOf(sectionId, lectures.length, quiz),
  });
  const { control, formState } = form;
  return (
    <FormDialog
      open={open}
      title={quiz ? t('quizzes.edit') : t('quizzes.addTo', { name: sectionName })}
      onClose={onClose}
      form={form}
      onSubmit={onSave}
      submitLabel={t('quizzes.save')}
      width={760}
    >
      <TextField control={control} name="title" label={t('quizzes.title')} required />
      <Controller
        control={control}
        name="afterLectures"
        render={({ field }) => (
          <Form.Item label={t('quizzes.place')} htmlFor="quiz-place" layout="vertical">
            <Select
              id="quiz-place"
              aria-label={t('quizzes.place')}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 0, label: t('quizzes.atStart') },
                ...lectures.map((title, i) => ({ value: i + 1, label: t('quizzes.after', { number: i + 1, title }) })),
              ]}
            />
          </Form.Item>
        )}
      />
      <TextField control={control} name="passPercent" type="number" label={t('quizzes.passPercent')} required />
      <NullableNumber
        control={control}
        name="timeLimitMinutes"
        label={t('quizzes.timeLimit')}
        help={t('quizzes.noLimit')}
      />
      <NullableNumber
        control={control}
        name="attemptsAllowed"
        label={t('quizzes.attempts')}
        help={t('quizzes.unlimited')}
      />
      <Controller
        control={control}
        name="shuffle"
        render={({ field }) => (
          <Form.Item>
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)}>
              {t('quizzes.shuffle')}
            </Checkbox>
          </Form.Item>
        )}
      />
      <TextField
        control={control}
        name="bankDraw"
        type="number"
        label={t('quizzes.bankDraw')}
        help={t('quizzes.bankSize', { count: bankSize })}
      />
      <Typography.Title level={5}>{t('quizzes.questions')}</Typography.Title>
      <QuestionsEditor
        control={control as unknown as Control<WithQuestions>}
        errors={formState.errors as FieldErrors<WithQuestions>}
      />
    </FormDialog>
  );
}

/** A number that may be left empty (no limit): empty is null, not 0. */
function NullableNumber({
  control,
  name,
  label,
  help,
}: {
  control: Control<QuizBodyInput>;
  name: 'timeLimitMinutes' | 'attemptsAllowed';
  label: string;
  help: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={`quiz-${name}`}
          layout="vertical"
          help={fieldState.error?.message ?? help}
          validateStatus={fieldState.error ? 'error' : undefined}
        >
          <InputNumber
            id={`quiz-${name}`}
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? null)}
          />
        </Form.Item>
      )}
    />
  );
}
