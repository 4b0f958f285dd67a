import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { Flex, Form, Select, Spin } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { usePublishedCourseOptions } from './use-assign-course.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface CourseOption {
  label: string;
  value: string;
}

export interface CoursePickerProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
}

/**
 * A course field that searches the published catalogue on the server as the user types: the catalogue can be
 * far longer than one page, so filtering the first page in the browser would hide most courses.
 */
export function CoursePicker<F extends FieldValues>({ control, name, label }: CoursePickerProps<F>) {
  const id = useId();
  const { t } = useT();
  const errorId = `${id}-error`;
  const [opened, setOpened] = useState(false);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen course stays labelled even after a new search leaves it out of the options.
  const [picked, setPicked] = useState<CourseOption>();
  const courses = usePublishedCourseOptions(search, opened);

  const options = useMemo(() => {
    const found = courses.data ?? [];
    return picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  }, [courses.data, picked]);

  let notFound: ReactNode = t('users.assign.noMatch');
  if (courses.isError) notFound = <span role="alert">{t('users.assign.failed')}</span>;
  else if (courses.isPending || courses.isFetching) {
    notFound = (
      <Flex align="center" gap="small" role="status">
        <Spin size="small" /> {t('users.assign.loading')}
      </Flex>
    );
  }

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Form.Item
            layout="vertical"
            label={label}
            htmlFor={id}
            required
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={errorId}>{message}</span> : undefined}
          >
            <Select<string, CourseOption>
              id={id}
              ref={field.ref}
              aria-invalid={Boolean(message)}
              aria-required
              aria-describedby={message ? errorId : undefined}
              showSearch={{ filterOption: false, onSearch: setSearchInput, searchValue: searchInput }}
              options={options}
              value={field.value ? (field.value as string) : undefined}
              onChange={(value, option) => {
                setPicked(option && !Array.isArray(option) ? { label: option.label, value: option.value } : undefined);
                field.onChange(value ?? '');
              }}
              onBlur={field.onBlur}
              onOpenChange={(open) => {
                if (open) setOpened(true);
              }}
              loading={courses.isFetching}
              notFoundContent={notFound}
              placeholder={t('users.assign.placeholder')}
              allowClear
              style={{ width: '100%' }}
            />
          </Form.Item>
        );
      }}
    />
  );
}
