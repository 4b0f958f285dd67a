import { errorMessage } from '@skillhub/shared/api-client';
import type { Pagination as PageInfo } from '@skillhub/shared/schemas/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Skeleton } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PagedListProps<T> {
  query: UseQueryResult<{ data: T[]; pagination: PageInfo }>;
  /** e.g. 'Your notes could not be loaded.' */
  errorTitle: string;
  loadingLabel: string;
  empty: ReactNode;
  /** the accessible name of the list */
  listLabel: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** One page of a player tab's list with its states: error with Retry, loading, empty, items and the pager. */
export function PagedList<T>({
  query,
  errorTitle,
  loadingLabel,
  empty,
  listLabel,
  itemKey,
  renderItem,
  onPage,
}: PagedListProps<T>) {
  const { t } = useTranslation('common');
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={errorMessage(query.error)}
        action={<Button onClick={() => query.refetch()}>{t('actions.retry')}</Button>}
      />
    );
  }
  if (!query.data) return <Skeleton active aria-label={loadingLabel} />;
  const { data, pagination } = query.data;
  if (data.length === 0) return <Empty description={empty} />;
  return (
    <Flex vertical gap="small">
      <Flex vertical gap="small" role="list" aria-label={listLabel}>
        {data.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Flex>
      {pagination.totalPages > 1 && (
        <Pagination
          size="small"
          current={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
