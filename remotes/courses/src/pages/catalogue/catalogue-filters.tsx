import { SearchInput } from '@skillhub/shared/ui/search-input';
import { Flex, Select } from 'antd';
import { useT } from '../../i18n/index.ts';
import { CATALOGUE_SORTS, type CatalogueParams, type CatalogueSort, useCatalogueCategories } from './use-catalogue.ts';

export interface CatalogueFiltersProps {
  params: CatalogueParams;
  onChange: (change: Partial<CatalogueParams>) => void;
}

export function CatalogueFilters({ params, onChange }: CatalogueFiltersProps) {
  const categories = useCatalogueCategories();
  const { t } = useT();
  const sortOptions = CATALOGUE_SORTS.map((value) => ({ value, label: t(`catalogue.sorts.${value}`) }));

  const categoryOptions = [
    { value: '', label: t('catalogue.allCategories') },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.name })),
  ];

  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={t('catalogue.filters')}>
      <SearchInput
        label={t('catalogue.search')}
        value={params.search}
        onSearch={(search) => onChange({ search })}
        style={{ flex: '2 1 240px', maxWidth: 'none' }}
      />
      <Select
        virtual={false}
        aria-label={t('catalogue.category')}
        value={params.category}
        onChange={(category: string) => onChange({ category })}
        options={categoryOptions}
        // A category from the URL shows by name, never as its raw id: a neutral word until the categories
        // arrive, and 'Unknown category' for one that is not active (an old link).
        labelRender={({ value, label }) =>
          label && label !== value
            ? label
            : categories.isPending
              ? t('catalogue.category')
              : t('catalogue.unknownCategory')
        }
        loading={categories.isPending}
        style={{ flex: '1 1 180px' }}
      />
      <Select<CatalogueSort>
        virtual={false}
        aria-label={t('catalogue.sortBy')}
        value={params.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions}
        style={{ flex: '1 1 180px' }}
      />
    </Flex>
  );
}
