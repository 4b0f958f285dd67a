import { DeleteOutlined, EditOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import type { StaffQuiz } from '@skillhub/shared/schemas/quiz';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '../../../i18n/index.ts';
import type { DeleteRequest } from '../section-editor.tsx';
import { QuizDialog } from './quiz-dialog.tsx';
import { useQuizWrites, useQuizzes } from './use-quizzes.ts';

interface SectionQuizzesProps {
  /** Unsaved sections have none: a quiz needs the section's id. */
  sectionId: string | undefined;
  sectionName: string;
  lectures: string[];
  onRequestDelete: (request: DeleteRequest) => void;
}

/** A section's quizzes, each shown after the lectures it follows; added, edited and removed on their own. */
export function SectionQuizzes({ sectionId, sectionName, lectures, onRequestDelete }: SectionQuizzesProps) {
  const { courseId = '' } = useParams();
  const quizzes = useQuizzes(courseId);
  const writes = useQuizWrites(courseId);
  const { canUpdate, canDelete } = useModuleAbilities('Courses', 'Courses');
  const notify = useNotify();
  const { t } = useT();
  const [editing, setEditing] = useState<{ quiz?: StaffQuiz } | null>(null);

  if (!sectionId) {
    return <Typography.Text type="secondary">{t('quizzes.saveFirst')}</Typography.Text>;
  }
  const mine = (quizzes.data?.quizzes ?? []).filter((q) => q.sectionId === sectionId);
  const place = (quiz: StaffQuiz) =>
    quiz.afterLectures === 0
      ? t('quizzes.atStart')
      : t('quizzes.after', { number: quiz.afterLectures, title: lectures[quiz.afterLectures - 1] ?? '' });

  return (
    <Flex vertical gap="small" style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('quizzes.heading')}</Typography.Text>
      {mine.length > 0 && (
        <List
          size="small"
          bordered
          aria-label={t('quizzes.listOf', { name: sectionName })}
          dataSource={mine}
          renderItem={(quiz) => (
            <List.Item
              actions={[
                canUpdate && (
                  <Button
                    key="edit"
                    type="text"
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('quizzes.editNamed', { title: quiz.title })}
                    onClick={() => setEditing({ quiz })}
                  />
                ),
                canDelete && (
                  <Button
                    key="delete"
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('quizzes.deleteNamed', { title: quiz.title })}
                    onClick={() =>
                      onRequestDelete({
                        title: t('quizzes.delete'),
                        description:
                          quiz.attempts > 0
                            ? t('quizzes.deleteAttempted', { title: quiz.title, count: quiz.attempts })
                            : t('quizzes.deleteText', { title: quiz.title }),
                        run: () =>
                          writes.remove.mutate(quiz._id, {
                            onSuccess: (answer) => notify.success(answer.message),
                            onError: (error) => notify.error(errorMessage(error)),
                          }),
                      })
                    }
                  />
                ),
              ].filter(Boolean)}
            >
              <Flex vertical>
                <Typography.Text>
                  <FormOutlined aria-hidden /> {quiz.title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('quizzes.summary', {
                    place: place(quiz),
                    count: quiz.questions.length + quiz.bankDraw,
                    pass: quiz.passPercent,
                  })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {canUpdate && (
        <div>
          <Button
            icon={<PlusOutlined aria-hidden />}
            aria-label={t('quizzes.addTo', { name: sectionName })}
            onClick={() => setEditing({})}
            disabled={!quizzes.data}
          >
            {t('quizzes.add')}
          </Button>
        </div>
      )}
      {editing && (
        <QuizDialog
          open
          onClose={() => setEditing(null)}
          sectionId={sectionId}
          sectionName={sectionName}
          lectures={lectures}
          quiz={editing.quiz}
          bankSize={quizzes.data?.bank.length ?? 0}
          onSave={async (body) => (await writes.save.mutateAsync({ quizId: editing.quiz?._id, body })).message}
        />
      )}
    </Flex>
  );
}
