import { Checkbox, Typography } from 'antd';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import type { CurriculumValues } from './curriculum-values.ts';

/**
 * Marks a lecture as a free preview: anyone may watch it from the public course page. The checkbox's name says
 * which lecture, for screen readers that reach it out of its row.
 */
export function FreePreviewField({
  control,
  sectionIndex,
  lectureIndex,
  lectureName,
}: {
  control: Control<CurriculumValues>;
  sectionIndex: number;
  lectureIndex: number;
  lectureName: string;
}) {
  const { t } = useT();
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={`sections.${sectionIndex}.subSections.${lectureIndex}.freePreview`}
      render={({ field }) => (
        <div>
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            aria-label={`${t('curriculum.freePreview')}: ${lectureName}`}
            aria-describedby={helpId}
          >
            {t('curriculum.freePreview')}
          </Checkbox>
          <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {t('curriculum.freePreviewHelp')}
          </Typography.Text>
        </div>
      )}
    />
  );
}
