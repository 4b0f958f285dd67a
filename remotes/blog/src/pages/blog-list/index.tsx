import { ApiError } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { ListContent } from '@skillhub/shared/ui/list-content';
import { pageLinks } from '@skillhub/shared/ui/page-links';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Col, Empty, Flex, Pagination, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../i18n/index.ts';
import { PostCard } from '../../posts/post-card.tsx';
import {
  BLOG_LIST_DEFAULTS,
  BLOG_PAGE_SIZE,
  blogListHref,
  useBlogPosts,
  useBlogTerms,
} from '../../posts/post-queries.ts';

const gridColumns = { xs: 24, md: 12, lg: 8 } as const;

/** /blog: published posts, newest first, filtered by category, topic and search through the URL. */
export default function BlogListPage() {
  const { t } = useT();
  const { params, update, clear } = useUrlParams(BLOG_LIST_DEFAULTS);
  const posts = useBlogPosts(params);
  const terms = useBlogTerms();
  const list = posts.data?.data ?? [];
  const total = posts.data?.pagination.total ?? 0;
  const filtered = Boolean(params.category || params.topic || params.search);

  useEffect(() => {
    document.title = t('list.documentTitle', { company: COMPANY.name });
  }, [t]);

  const badFilters = posts.error instanceof ApiError && posts.error.status === 400;
  const content = (
    <ListContent
      query={posts}
      isEmpty={list.length === 0}
      empty={
        <Empty description={t('list.empty')}>
          {(filtered || badFilters) && <Button onClick={clear}>{t('list.clearFilters')}</Button>}
        </Empty>
      }
      failedTitle={t('list.failed')}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
    >
      <Row gutter={[16, 16]} role="list" aria-label={t('list.title')}>
        {list.map((post, i) => (
          <Col key={post._id} role="listitem" {...gridColumns} style={{ display: 'flex' }}>
            <PostCard post={post} first={i === 0} />
          </Col>
        ))}
      </Row>
      <Flex justify="center">
        <Pagination
          current={params.page}
          pageSize={BLOG_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          itemRender={pageLinks(
            (page) => blogListHref({ ...params, page }),
            params.page,
            Math.ceil(total / BLOG_PAGE_SIZE),
          )}
          onChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </Flex>
    </ListContent>
  );

  const termOptions = (items: { slug: string; name: string }[] | undefined, all: string) => [
    { value: '', label: all },
    ...(items ?? []).map((item) => ({ value: item.slug, label: item.name })),
  ];

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px', width: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        <Typography.Text type="secondary" role="status" aria-live="polite">
          {posts.isPending && !posts.isError ? t('list.loading') : t('list.count', { count: total })}
        </Typography.Text>
      </Flex>
      <Flex wrap gap="small">
        <form
          action={routeTo('blog')}
          method="get"
          // The app searches as the visitor types and on Enter (SearchInput): the form is sent only on the
          // server's page before the app is there, and leads to the list the app then draws.
          onSubmit={(event) => event.preventDefault()}
          style={{ display: 'flex', flex: '2 1 240px', maxWidth: 360 }}
        >
          <SearchInput
            name="search"
            value={params.search}
            onSearch={(search) => update({ search })}
            label={t('list.search')}
            style={{ flex: '1 1 auto' }}
          />
          {/* A search keeps the category and topic chosen, and starts at the first page, as in the app. */}
          {params.category && <input type="hidden" name="category" value={params.category} />}
          {params.topic && <input type="hidden" name="topic" value={params.topic} />}
        </form>
        <Select
          aria-label={t('list.category')}
          value={params.category}
          onChange={(category: string) => update({ category })}
          options={termOptions(terms.data?.categories, t('list.allCategories'))}
          loading={terms.isPending}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          aria-label={t('list.topic')}
          value={params.topic}
          onChange={(topic: string) => update({ topic })}
          options={termOptions(terms.data?.topics, t('list.allTopics'))}
          loading={terms.isPending}
          style={{ flex: '1 1 180px' }}
        />
      </Flex>
      <div aria-busy={posts.isFetching}>{content}</div>
    </Flex>
  );
}
