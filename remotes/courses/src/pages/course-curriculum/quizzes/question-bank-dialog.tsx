import { zodResolver } from '@hookform/resolvers/zod';
import { type QuestionBankBody, questionBankBodySchema, type StaffQuestion } from '@skillhub/shared/schemas/quiz';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { Typography } from 'antd';
import { type Control, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../../i18n/index.ts';
import { QuestionsEditor, type WithQuestions } from './questions-editor.tsx';

type BankInput = z.input<typeof questionBankBodySchema>;

/** The course's question bank: quizzes draw questions from it at random for each attempt. */
export function QuestionBankDialog({
  open,
  onClose,
  bank,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  bank: StaffQuestion[];
  onSave: (body: QuestionBankBody) => Promise<string | undefined>;
}) {
  const { t } = useT();
  const form = useForm<BankInput, unknown, QuestionBankBody>({
    resolver: zodResolver(questionBankBodySchema),
    defaultValues: { questions: bank.map((q) => ({ ...q })) },
  });
  return (
    <FormDialog
      open={open}
      title={t('quizzes.bank')}
      onClose={onClose}
      form={form}
      onSubmit={onSave}
      submitLabel={t('quizzes.saveBank')}
      width={760}
    >
      <Typography.Paragraph type="secondary">{t('quizzes.bankHelp')}</Typography.Paragraph>
      <QuestionsEditor
        control={form.control as unknown as Control<WithQuestions>}
        errors={form.formState.errors as FieldErrors<WithQuestions>}
      />
    </FormDialog>
  );
}
