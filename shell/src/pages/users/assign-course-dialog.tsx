import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { type AssignCourseBody, assignCourseBodySchema } from '@skillhub/shared/schemas/payment';
import type { User } from '@skillhub/shared/schemas/user';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CoursePicker } from './course-picker.tsx';
import { useAssignCourse } from './use-assign-course.ts';

export const COURSE_ASSIGNED_MESSAGE = 'Course assigned successfully';

export interface AssignCourseDialogProps {
  open: boolean;
  /** kept by the page while the dialog closes, so the text does not change as it animates away */
  user: User | undefined;
  onClose: () => void;
}

type AssignCourseValues = { courseId: string; userId: string };

/** Staff enrol a user in a published course directly, without a payment (issue 4, "Staff can enrol"). */
export function AssignCourseDialog({ open, user, onClose }: AssignCourseDialogProps) {
  const notify = useNotify();
  const assign = useAssignCourse();
  const form = useForm<AssignCourseValues, unknown, AssignCourseBody>({
    resolver: zodResolver(assignCourseBodySchema),
    defaultValues: { courseId: '', userId: '' },
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (open) reset({ courseId: '', userId: user?._id ?? '' });
  }, [open, user, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await assign.mutateAsync(body);
      notify.success(answer?.message ?? COURSE_ASSIGNED_MESSAGE);
      onClose();
    } catch (error) {
      // An unknown user or course (404) or an enrolment that already exists (409) has no field of its own:
      // the message stays in the dialog, which stays open so another course can be picked.
      if (!applyServerErrors(error, setError)) setError('root.server', { message: errorMessage(error) });
    }
  });

  const serverMessage = formState.errors.root?.server?.message ?? formState.errors.userId?.message;

  return (
    <ModalDialog
      open={open}
      title="Assign course"
      onClose={onClose}
      width={480}
      closeOnBackdrop={false}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form="assign-course-form" loading={formState.isSubmitting}>
            Assign
          </Button>
        </Flex>
      }
    >
      <Form component={false}>
        <form id="assign-course-form" onSubmit={submit} noValidate aria-label="Assign course">
          <Typography.Paragraph>
            {user && (
              <>
                Enrol <strong>{user.name}</strong> ({user.email}) in a published course. They get access at once,
                without a payment.
              </>
            )}
          </Typography.Paragraph>
          <CoursePicker control={control} name="courseId" label="Course" />
          {serverMessage && <Alert type="error" showIcon title={serverMessage} />}
        </form>
      </Form>
    </ModalDialog>
  );
}
