import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { routeTo } from '@skillhub/shared/routes';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { Alert, Button, Flex, Spin } from 'antd';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useActiveCategories, useCourse } from '../../courses/course-queries.ts';
import { useT } from '../../i18n/index.ts';
import { CertificateSetting } from '../course-certificates/certificate-setting.tsx';
import { CourseForm, type CourseFormProps } from './course-form.tsx';
import { type CourseFormValues, courseToForm, emptyCourseForm, formPath } from './course-form-values.ts';
import { useSaveCourse } from './use-save-course.ts';

/**
 * Dashboard › Create Course and › Update Details: the same form, empty for a new course and filled from
 * GET /course/{courseId} for an existing one. A new course continues to its curriculum.
 */
export default function CourseBuilderPage() {
  const { courseId } = useParams();
  const editing = Boolean(courseId);
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const course = useCourse(courseId);
  const categories = useActiveCategories();
  const save = useSaveCourse();

  // A course filed under a category deactivated since keeps showing it (the server decides if it may stay).
  const categoryOptions = useMemo(() => {
    const active = categories.data ?? [];
    const current = course.data?.category;
    return current && !active.some((c) => c._id === current._id) ? [...active, current] : active;
  }, [categories.data, course.data]);

  const onSubmit: CourseFormProps['onSubmit'] = async (body, form) => {
    try {
      const saved = await save.mutateAsync({ courseId, body });
      if (editing) {
        notify.success(saved.message ?? t('courseBuilder.updated'));
        form.reset(courseToForm(saved.data));
      } else {
        notify.success(saved.message ?? t('courseBuilder.created'));
        navigate(routeTo('courseCurriculum', { courseId: saved.data._id }));
      }
    } catch (error) {
      // The server names list items as the body does ('keypoints.0'); the form's fields end in '.value'.
      const fields =
        error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([path]) => path && path !== '_') : [];
      fields.forEach(([path, message], index) => {
        form.setError(
          formPath(path) as FieldPath<CourseFormValues>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        );
      });
      const general = error instanceof ApiError ? error.fieldErrors._ : undefined;
      if (general) form.setError('root.server', { type: 'server', message: general });
      if (fields.length === 0) notify.error(errorMessage(error));
    }
  };

  const title = editing ? t('courseBuilder.editTitle') : t('courseBuilder.createTitle');
  let body: React.ReactNode;
  if (editing && course.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('courseBuilder.loading')} />
      </Flex>
    );
  } else if (editing && course.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(course.error, t('courseBuilder.failed'))}
        action={<Button onClick={() => course.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else {
    body = (
      <CourseForm
        // A loaded course replaces the empty form rather than patching it.
        key={course.data?._id ?? 'new'}
        initialValues={course.data ? courseToForm(course.data) : emptyCourseForm}
        editing={editing}
        categories={categoryOptions}
        submitLabel={editing ? t('courseBuilder.saveChanges') : t('courseBuilder.create')}
        onSubmit={onSubmit}
      />
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <PageHeader
        title={title}
        back={{ label: t('courseBuilder.back'), onClick: () => navigate(routeTo('courseList')) }}
      />
      {body}
      {/* The certificate is a setting of an existing course, saved on its own: a new course gets it once created. */}
      {courseId && course.data && <CertificateSetting courseId={courseId} />}
    </Flex>
  );
}
