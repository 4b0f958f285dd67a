import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { fieldMessage } from '@skillhub/shared/i18n';
import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Form, Select, Spin } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** How many matches the picker offers at once; typing narrows the list further. */
export const COURSE_PICKER_LIMIT = 20;

interface CourseOption {
  label: string;
  value: string;
}

/**
 * The published catalogue by title, searched on the server (it can be long). Public, so a Users manager without
 * Courses read and a signed-out visitor can both use it; only a published course can be learnt anyway.
 */
function usePublishedCourses(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['course-picker', 'published', search],
    enabled,
    queryFn: ({ signal }) =>
      request(courseEndpoints.catalogue, {
        query: { search: search || undefined, limit: COURSE_PICKER_LIMIT, sort: 'title' },
        signal,
      }),
    select: (body): CourseOption[] => body.data.map((course) => ({ label: course.title, value: course._id })),
    placeholderData: keepPreviousData,
  });
}

export interface CoursePickerTexts {
  label: string;
  placeholder: string;
  noMatch: string;
  failed: string;
  loading: string;
}

export interface CoursePickerProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  texts: CoursePickerTexts;
  required?: boolean;
}

/**
 * A course field offering the published courses (asked for when the list is first opened, then searched on the
 * server as the user types: filtering one page in the browser would hide most of a long catalogue). It holds the
 * chosen course's `_id`, or '' for none.
 */
export function CoursePicker<F extends FieldValues>({ control, name, texts, required }: CoursePickerProps<F>) {
  const id = useId();
  const errorId = `${id}-error`;
  const [opened, setOpened] = useState(false);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  // The chosen course keeps its label when a later search leaves it out of the options.
  const [picked, setPicked] = useState<CourseOption>();
  const courses = usePublishedCourses(search, opened);

  const options = useMemo(() => {
    const found = courses.data ?? [];
    return picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  }, [courses.data, picked]);

  let notFound: ReactNode = texts.noMatch;
  if (courses.isError) notFound = <span role="alert">{texts.failed}</span>;
  else if (courses.isPending || courses.isFetching) {
    notFound = (
      <Flex align="center" gap="small" role="status">
        <Spin size="small" /> {texts.loading}
      </Flex>
    );
  }

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error);
        return (
          <Form.Item
            layout="vertical"
            label={texts.label}
            required={required}
            htmlFor={id}
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={errorId}>{message}</span> : undefined}
          >
            <Select<string, CourseOption>
              id={id}
              ref={field.ref}
              aria-invalid={Boolean(message)}
              aria-required={required || undefined}
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
              placeholder={texts.placeholder}
              allowClear
              style={{ width: '100%' }}
            />
          </Form.Item>
        );
      }}
    />
  );
}
