import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { type CatalogueParams, catalogueHref, useCatalogueCategories } from './use-catalogue.ts';

/**
 * The category filter: a link per category with a published course, and one to all of them. Links, so the
 * server's page filters before the app is there (the server renders the list each leads to) and each filtered
 * list has an address of its own. A choice keeps the search and sort and starts at the first page. One row that
 * scrolls sideways, so on a phone the cards stay near the top. A category from the URL that is not offered (an
 * old link) is named 'Unknown category', never shown as its raw id.
 */
export function CategoryLinks({ params }: { params: CatalogueParams }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const categories = useCatalogueCategories();
  const offered = categories.data ?? [];
  const unknown = Boolean(params.category) && categories.isSuccess && !offered.some((c) => c._id === params.category);

  const pill = (current: boolean): CSSProperties => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: '0 12px',
    borderRadius: 16,
    border: `1px solid ${current ? token.colorPrimary : token.colorBorder}`,
    background: current ? token.colorPrimaryBg : token.colorBgContainer,
    color: current ? token.colorPrimaryText : token.colorText,
    fontWeight: current ? token.fontWeightStrong : undefined,
    whiteSpace: 'nowrap',
  });
  const item = (key: string, category: string, label: ReactNode) => {
    const current = params.category === category;
    return (
      <li key={key}>
        <Link
          to={catalogueHref({ ...params, category, page: 1 })}
          aria-current={current ? 'true' : undefined}
          style={pill(current)}
        >
          {label}
        </Link>
      </li>
    );
  };

  return (
    <ul
      aria-label={t('catalogue.category')}
      style={{ display: 'flex', gap: 8, margin: 0, padding: '2px 0', listStyle: 'none', overflowX: 'auto' }}
    >
      {item('all', '', t('catalogue.allCategories'))}
      {unknown && (
        <li>
          <span aria-current="true" style={pill(true)}>
            {t('catalogue.unknownCategory')}
          </span>
        </li>
      )}
      {offered.map((category) => item(category._id, category._id, category.name))}
    </ul>
  );
}
