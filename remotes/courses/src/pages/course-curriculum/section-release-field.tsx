import { TextField } from '@skillhub/shared/ui/text-field';
import { Flex, Form, Radio } from 'antd';
import { useId, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import type { CurriculumValues } from './curriculum-values.ts';

type ReleaseMode = 'open' | 'days' | 'date';

/** India's calendar date `days` from now, `YYYY-MM-DD`: a date staff pick is a date in India. */
function indiaDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * When a section opens for learners (drip): at once, a number of days after each learner's enrolment, or at
 * 00:00 India time of a date. Choosing a kind clears the other's value, so a save sends one rule or none.
 */
export function SectionReleaseField({
  control,
  index,
  sectionNumber,
}: {
  control: Control<CurriculumValues>;
  index: number;
  sectionNumber: number;
}) {
  const { t } = useT();
  const labelId = useId();
  const days = useController({ control, name: `sections.${index}.opensAfterDays` });
  const date = useController({ control, name: `sections.${index}.opensOn` });
  const opensOn = useWatch({ control, name: `sections.${index}.opensOn` });
  const opensAfterDays = useWatch({ control, name: `sections.${index}.opensAfterDays` });
  const [mode, setMode] = useState<ReleaseMode>(opensOn ? 'date' : opensAfterDays != null ? 'days' : 'open');

  const choose = (next: ReleaseMode) => {
    setMode(next);
    days.field.onChange(next === 'days' ? (opensAfterDays ?? 7) : null);
    date.field.onChange(next === 'date' ? opensOn || indiaDate(7) : null);
  };

  return (
    <Form.Item layout="vertical" style={{ marginBottom: 12 }}>
      <span id={labelId} style={{ display: 'block', marginBottom: 8 }}>
        {t('curriculum.release.label', { number: sectionNumber })}
      </span>
      <Flex vertical gap={8}>
        <Radio.Group
          aria-labelledby={labelId}
          value={mode}
          onChange={(event) => choose(event.target.value as ReleaseMode)}
          options={[
            { value: 'open', label: t('curriculum.release.open') },
            { value: 'days', label: t('curriculum.release.days') },
            { value: 'date', label: t('curriculum.release.date') },
          ]}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
        />
        {mode === 'days' && (
          <TextField
            control={control}
            name={`sections.${index}.opensAfterDays`}
            label={t('curriculum.release.daysLabel', { number: sectionNumber })}
            type="number"
            inputMode="numeric"
            required
            help={t('curriculum.release.daysHelp')}
          />
        )}
        {mode === 'date' && (
          <TextField
            control={control}
            name={`sections.${index}.opensOn`}
            label={t('curriculum.release.dateLabel', { number: sectionNumber })}
            type="date"
            required
            help={t('curriculum.release.dateHelp')}
          />
        )}
      </Flex>
    </Form.Item>
  );
}
