import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useCourseFilterOptions } from './use-qna.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface CourseOption {
  label: string;
  value: string;
}

export interface CourseFilterProps {
  /** a course id, or '' for every course */
  value: string;
  /** the chosen course's title when the page already knows it (from a row), for a course set by the URL */
  knownTitle?: string;
  onChange: (courseId: string) => void;
}

/**
 * Filter by course: searches the staff course list on the server as the user types, since the courses may be
 * many more than one page. The list is fetched only once the filter is opened.
 */
export function CourseFilter({ value, knownTitle, onChange }: CourseFilterProps) {
  const [opened, setOpened] = useState(false);
  const { t } = useT();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen course keeps its title after a new search leaves it out of the options.
  const [picked, setPicked] = useState<CourseOption>();
  const courses = useCourseFilterOptions(search, opened);

  const options = useMemo(() => {
    const found = courses.data ?? [];
    return picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  }, [courses.data, picked]);

  return (
    <Select<string, CourseOption>
      aria-label={t('qna.filterByCourse')}
      placeholder={t('qna.allCourses')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearchInput, searchValue: searchInput }}
      options={options}
      value={value || undefined}
      labelRender={({ label, value: id }) =>
        label ?? (id === value && knownTitle ? knownTitle : t('qna.selectedCourse'))
      }
      onChange={(next, option) => {
        setPicked(option && !Array.isArray(option) ? { label: option.label, value: option.value } : undefined);
        onChange(next ?? '');
      }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setSearchInput('');
      }}
      loading={courses.isFetching}
      notFoundContent={courses.isError ? t('qna.coursesFailed') : t('qna.noCourse')}
      style={{ flex: '1 1 200px', maxWidth: 280 }}
    />
  );
}
