import { SearchInput } from '@skillhub/shared/ui/search-input';
import { Flex, Select } from 'antd';
import { useT } from '../../i18n/index.ts';
import { CategoryLinks } from './category-links.tsx';
import {
  CATALOGUE_DEFAULTS,
  CATALOGUE_SORTS,
  type CatalogueParams,
  type CatalogueSort,
  catalogueHref,
} from './use-catalogue.ts';

export interface CatalogueFiltersProps {
  params: CatalogueParams;
  onChange: (change: Partial<CatalogueParams>) => void;
}

/**
 * Search, category and sort. The search is a GET form and the categories are links, so on the server's page both
 * work before the app is there (the server renders the list they lead to); in the app the search runs as it is
 * typed and a category link moves within the app.
 */
export function CatalogueFilters({ params, onChange }: CatalogueFiltersProps) {
  const { t } = useT();
  const sortOptions = CATALOGUE_SORTS.map((value) => ({ value, label: t(`catalogue.sorts.${value}`) }));

  return (
    <Flex vertical gap="small" role="search" aria-label={t('catalogue.filters')}>
      <Flex wrap gap="small" align="center">
        <form
          action={catalogueHref(CATALOGUE_DEFAULTS)}
          method="get"
          // The app searches as the visitor types and on Enter (SearchInput): the form is sent only without it.
          onSubmit={(event) => event.preventDefault()}
          style={{ display: 'flex', flex: '2 1 240px' }}
        >
          <SearchInput
            name="search"
            label={t('catalogue.search')}
            value={params.search}
            onSearch={(search) => onChange({ search })}
            style={{ flex: '1 1 auto', maxWidth: 'none' }}
          />
          {/* A search keeps the category and sort chosen, and starts at the first page, as in the app. */}
          {params.category && <input type="hidden" name="category" value={params.category} />}
          {params.sort !== CATALOGUE_DEFAULTS.sort && <input type="hidden" name="sort" value={params.sort} />}
        </form>
        <Select<CatalogueSort>
          virtual={false}
          aria-label={t('catalogue.sortBy')}
          value={params.sort}
          onChange={(sort) => onChange({ sort })}
          options={sortOptions}
          style={{ flex: '1 1 180px' }}
        />
      </Flex>
      <CategoryLinks params={params} />
    </Flex>
  );
}
