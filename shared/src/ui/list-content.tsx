import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../api-client.ts';

/** What a list page needs of its query. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export interface ListContentProps {
  query: ListQuery;
  /** whether the answer holds no item */
  isEmpty: boolean;
  /** the empty state; shown too when the server refuses the filters (a 400: a mangled shared link) */
  empty: ReactNode;
  failedTitle: string;
  /** placeholders while the first answer loads */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * The states of a public list (a catalogue, the blog): the empty state, a failure with Retry (the last answer
 * stays on screen when a refetch fails), placeholders while loading, then the items.
 */
export function ListContent({ query, isEmpty, empty, failedTitle, loading, children }: ListContentProps) {
  const { t } = useTranslation('common');
  const badFilters = query.error instanceof ApiError && query.error.status === 400;
  if (badFilters || (!query.isPending && !query.isError && isEmpty)) return empty;
  if (query.isError && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={failedTitle}
        description={errorMessage(query.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (query.isPending) return loading;
  return children;
}
