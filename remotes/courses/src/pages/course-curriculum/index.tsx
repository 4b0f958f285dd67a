import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { routeTo } from '@skillhub/shared/routes';
import { type Course, curriculumBodySchema } from '@skillhub/shared/schemas/course';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUnsavedChangesWarning } from '@skillhub/shared/ui/use-unsaved-changes-warning';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCourse } from '../../courses/course-queries.ts';
import { useT } from '../../i18n/index.ts';
import { type CurriculumValues, curriculumBody, curriculumFromCourse, newSection } from './curriculum-values.ts';
import { QuestionBankButton } from './quizzes/question-bank-button.tsx';
import { type DeleteRequest, SectionEditor } from './section-editor.tsx';
import { SortableList } from './sortable-list.tsx';
import { SortableRow } from './sortable-row.tsx';
import { type LearnersWithWork, useCurriculumImpact } from './use-curriculum-impact.ts';
import { useSaveCurriculum } from './use-save-curriculum.ts';

/** Dashboard › Update Curriculum: the course's sections and lectures, edited together and saved at once. */
export default function CourseCurriculumPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  // Loaded before the form opens: a removal must never be confirmed without the learners it affects.
  const impact = useCurriculumImpact(courseId);
  const { t } = useT();
  const { t: common } = useTranslation('common');

  let body: React.ReactNode;
  if (course.isPending || impact.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('curriculum.loading')} />
      </Flex>
    );
  } else if (course.isError || impact.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(course.error ?? impact.error, t('curriculum.failed'))}
        action={
          <Button
            onClick={() => {
              if (course.isError) course.refetch();
              if (impact.isError) impact.refetch();
            }}
          >
            {common('actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <CurriculumForm key={course.data._id} course={course.data} learners={impact.data} />;
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <PageHeader title={t('curriculum.title')} description={course.data?.title} />
      {body}
    </Flex>
  );
}

function CurriculumForm({ course, learners }: { course: Course; learners: LearnersWithWork }) {
  const { canUpdate } = useModuleAbilities('Courses', 'Courses');
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const save = useSaveCurriculum(course._id);
  const { control, handleSubmit, reset, setError, formState } = useForm<CurriculumValues>({
    resolver: zodResolver(curriculumBodySchema),
    defaultValues: curriculumFromCourse(course),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const [deleting, setDeleting] = useState<{ open: boolean; request: DeleteRequest | null }>({
    open: false,
    request: null,
  });
  const { leaveTo, dialog: leaveDialog } = useUnsavedChangesWarning(formState.isDirty, t('curriculum.discardText'));

  const sectionsError = formState.errors.sections?.root?.message ?? formState.errors.sections?.message;

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(curriculumBody(body));
      notify.success(saved.message ?? t('curriculum.saved'));
      // New items now have ids; the next save must send them so their videos stay attached.
      reset(curriculumFromCourse(saved.data));
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('curriculum.form')}>
      <Flex vertical gap="middle">
        {sections.fields.length === 0 && <Empty description={t('curriculum.empty')} />}
        <SortableList ids={sections.fields.map((f) => f.id)} onMove={sections.move}>
          <Flex vertical gap="middle">
            {sections.fields.map((field, index) => (
              <SortableRow
                key={field.id}
                id={field.id}
                handleLabel={t('curriculum.drag', { name: t('curriculum.sectionName', { number: index + 1 }) })}
              >
                {(handle) => (
                  <SectionEditor
                    control={control}
                    errors={formState.errors}
                    index={index}
                    count={sections.fields.length}
                    handle={handle}
                    onMove={sections.move}
                    learners={learners}
                    onRemove={() => sections.remove(index)}
                    onRequestDelete={(request) => setDeleting({ open: true, request })}
                  />
                )}
              </SortableRow>
            ))}
          </Flex>
        </SortableList>
        {sectionsError && (
          <Typography.Text type="danger" role="alert">
            {sectionsError}
          </Typography.Text>
        )}
        <Flex gap="small" wrap>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => sections.append(newSection())}>
            {t('curriculum.addSection')}
          </Button>
          <QuestionBankButton courseId={course._id} />
        </Flex>
        <Flex justify="space-between" wrap gap="small">
          <Flex gap="small" wrap>
            <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => leaveTo(routeTo('courseList'))}>
              {t('curriculum.courses')}
            </Button>
            <Button onClick={() => leaveTo(routeTo('courseDetails', { courseId: course._id }))}>
              {t('curriculum.editDetails')}
            </Button>
            <Button onClick={() => leaveTo(routeTo('courseContent', { courseId: course._id }))}>
              {t('curriculum.manageContent')}
            </Button>
          </Flex>
          {canUpdate && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('curriculum.save')}
            </Button>
          )}
        </Flex>
      </Flex>

      <ConfirmDialog
        open={deleting.open}
        title={deleting.request?.title ?? ''}
        description={deleting.request?.description}
        confirmLabel={common('actions.delete')}
        danger
        onConfirm={() => {
          deleting.request?.run();
          setDeleting((d) => ({ ...d, open: false }));
        }}
        onCancel={() => setDeleting((d) => ({ ...d, open: false }))}
      />
      {leaveDialog}
    </form>
  );
}
