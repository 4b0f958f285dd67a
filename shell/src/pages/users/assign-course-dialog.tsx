import { zodResolver } from '@hookform/resolvers/zod';
import { type AssignCourseBody, assignCourseBodySchema } from '@skillhub/shared/schemas/payment';
import type { User } from '@skillhub/shared/schemas/user';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { Alert, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { CoursePicker } from '../../components/course-picker.tsx';
import { useT } from '../../i18n/index.ts';
import { useAssignCourse } from './use-assign-course.ts';

export interface AssignCourseDialogProps {
  open: boolean;
  /** kept by the page while the dialog closes, so the text does not change as it animates away */
  user: User | undefined;
  onClose: () => void;
}

type AssignCourseValues = { courseId: string; userId: string };

/** Staff enrol a user in a published course directly, without a payment. */
export function AssignCourseDialog({ open, user, onClose }: AssignCourseDialogProps) {
  const assign = useAssignCourse();
  const { t } = useT();
  const form = useForm<AssignCourseValues, unknown, AssignCourseBody>({
    resolver: zodResolver(assignCourseBodySchema),
    defaultValues: { courseId: '', userId: '' },
  });
  const { control, reset, formState } = form;

  useEffect(() => {
    if (open) reset({ courseId: '', userId: user?._id ?? '' });
  }, [open, user, reset]);

  const serverMessage = formState.errors.root?.server?.message ?? formState.errors.userId?.message;

  return (
    <FormDialog
      open={open}
      title={t('users.assign.title')}
      onClose={onClose}
      width={480}
      form={form}
      submitLabel={t('users.assign.submit')}
      // An unknown user or course (404) or an enrolment that already exists (409) has no field of its own: the
      // message stays in the dialog, which stays open so another course can be picked.
      unclaimedError="inline"
      onSubmit={async (body) => (await assign.mutateAsync(body))?.message ?? t('users.assign.assigned')}
    >
      <Typography.Paragraph>
        {user && (
          <Trans
            t={t}
            i18nKey="users.assign.intro"
            values={{ name: user.name, email: user.email }}
            components={{ strong: <strong /> }}
          />
        )}
      </Typography.Paragraph>
      <CoursePicker
        control={control}
        name="courseId"
        required
        texts={{
          label: t('users.assign.course'),
          placeholder: t('users.assign.placeholder'),
          noMatch: t('users.assign.noMatch'),
          failed: t('users.assign.failed'),
          loading: t('users.assign.loading'),
        }}
      />
      {serverMessage && <Alert type="error" showIcon title={serverMessage} />}
    </FormDialog>
  );
}
