import { SearchOutlined } from '@ant-design/icons';
import { CATALOGUE_SORTS } from '@skillhub/shared/schemas/course';
import { Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCatalogueCategories } from './use-catalogue.ts';
import { type CatalogueParams, type CatalogueSort, SORT_LABELS } from './use-catalogue-params.ts';

/** How long typing must pause before the search runs: one request per thought, not per key. */
export const SEARCH_DEBOUNCE_MS = 400;

const sortOptions = CATALOGUE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export interface CatalogueFiltersProps {
  params: CatalogueParams;
  onChange: (change: Partial<CatalogueParams>) => void;
}

export function CatalogueFilters({ params, onChange }: CatalogueFiltersProps) {
  const categories = useCatalogueCategories();
  const [text, setText] = useState(params.search);

  // Back/forward (or a cleared filter) changes the URL under the box: show what the list is filtered by. The
  // box keeps its own text when it already says the same, so a space typed before the next word survives.
  useEffect(() => setText((current) => (current.trim() === params.search ? current : params.search)), [params.search]);

  useEffect(() => {
    if (text.trim() === params.search) return;
    const timer = setTimeout(() => onChange({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.search, onChange]);

  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.name })),
  ];

  return (
    <Flex wrap gap="small" align="center" role="search" aria-label="Filter courses">
      <Input
        allowClear
        role="searchbox"
        enterKeyHint="search"
        aria-label="Search courses"
        placeholder="Search courses"
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => onChange({ search: text.trim() })}
        style={{ flex: '2 1 240px' }}
      />
      <Select
        virtual={false}
        aria-label="Category"
        value={params.category}
        onChange={(category: string) => onChange({ category })}
        options={categoryOptions}
        // A category from the URL shows by name, never as its raw id: a neutral word until the categories
        // arrive, and 'Unknown category' for one that is not active (an old link).
        labelRender={({ value, label }) =>
          label && label !== value ? label : categories.isPending ? 'Category' : 'Unknown category'
        }
        loading={categories.isPending}
        style={{ flex: '1 1 180px' }}
      />
      <Select<CatalogueSort>
        virtual={false}
        aria-label="Sort by"
        value={params.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions}
        style={{ flex: '1 1 180px' }}
      />
    </Flex>
  );
}
