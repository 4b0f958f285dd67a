import type { Control, FieldValues, Path } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { CoursePicker } from '../course-picker.tsx';

/** The optional "interested course" of a public lead form. */
export function PublishedCoursePicker<F extends FieldValues>({
  control,
  name,
}: {
  control: Control<F>;
  name: Path<F>;
}) {
  const { t } = useT();
  return (
    <CoursePicker
      control={control}
      name={name}
      texts={{
        label: t('leadForm.course'),
        placeholder: t('leadForm.coursePlaceholder'),
        noMatch: t('leadForm.courseNoMatch'),
        failed: t('leadForm.courseFailed'),
        loading: t('leadForm.courseLoading'),
      }}
    />
  );
}
