import { DatabaseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { QuestionBankDialog } from './question-bank-dialog.tsx';
import { useQuizWrites, useQuizzes } from './use-quizzes.ts';

/** Opens the course's question bank. */
export function QuestionBankButton({ courseId }: { courseId: string }) {
  const quizzes = useQuizzes(courseId);
  const writes = useQuizWrites(courseId);
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <>
      <Button icon={<DatabaseOutlined aria-hidden />} disabled={!quizzes.data} onClick={() => setOpen(true)}>
        {t('quizzes.bankButton', { count: quizzes.data?.bank.length ?? 0 })}
      </Button>
      {open && quizzes.data && (
        <QuestionBankDialog
          open
          onClose={() => setOpen(false)}
          bank={quizzes.data.bank}
          onSave={async (body) => (await writes.saveBank.mutateAsync(body)).message}
        />
      )}
    </>
  );
}
