import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { ResponsivePicture } from '@skillhub/shared/ui/responsive-picture';
import { Alert, Button, Col, Divider, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { PostCard, PostFacts } from '../../posts/post-card.tsx';
import { useAdjacentPosts, useBlogPost, useRelatedPosts } from '../../posts/post-queries.ts';
import { articleStyles } from './article-styles.ts';
import { Comments } from './comments.tsx';

/** The `<meta name="description">` of the page, set for client-side navigation (the server sets it for crawlers). */
function setMetaDescription(text: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
}

/** /blog/{slug}: the article, related posts, previous and next, and its comments. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const post = useBlogPost(slug);
  const related = useRelatedPosts(post.data?._id);
  const adjacent = useAdjacentPosts(post.data?._id);

  useEffect(() => {
    if (!post.data) return;
    document.title = `${post.data.title} | ${COMPANY.name}`;
    setMetaDescription(post.data.metaDescription);
  }, [post.data]);

  if (post.data?.redirect) return <Navigate to={routeTo('blogPost', { slug: post.data.slug })} replace />;

  const backLink = (
    <Link to={routeTo('blog')}>
      <ArrowLeftOutlined aria-hidden /> {t('post.backToBlog')}
    </Link>
  );

  if (post.error instanceof ApiError && post.error.status === 404) {
    return <Result status="404" title={t('post.notFound')} subTitle={t('post.notFoundText')} extra={backLink} />;
  }
  if (post.isError) {
    return (
      <Flex style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px' }}>
        <Alert
          type="error"
          showIcon
          title={t('post.failed')}
          description={errorMessage(post.error)}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => post.refetch()}>
              {common('actions.retry')}
            </Button>
          }
          style={{ width: '100%' }}
        />
      </Flex>
    );
  }
  if (post.isPending) {
    return (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px' }} aria-busy>
        <Typography.Text type="secondary" role="status">
          {t('post.loading')}
        </Typography.Text>
        <Skeleton active title paragraph={{ rows: 12 }} />
      </div>
    );
  }

  const article = post.data;
  const neighbour = (target: BlogPostSummary | null | undefined, label: string, forward: boolean) =>
    target ? (
      <Link to={routeTo('blogPost', { slug: target.slug })} style={{ textAlign: forward ? 'end' : 'start' }}>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {!forward && <ArrowLeftOutlined aria-hidden />} {label} {forward && <ArrowRightOutlined aria-hidden />}
        </Typography.Text>
        {target.title}
      </Link>
    ) : (
      <span />
    );

  return (
    <Flex vertical gap="large" style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', width: '100%' }}>
      {backLink}
      <article aria-labelledby="post-title">
        <Typography.Title level={1} id="post-title" style={{ marginTop: 0 }}>
          {article.title}
        </Typography.Title>
        <PostFacts post={article} />
        <Flex wrap gap={4} style={{ marginBlock: 12 }}>
          {article.categories.map((c) => (
            <Link
              key={c._id}
              to={routeTo('blog', { category: c.slug })}
              aria-label={`${t('post.categories')}: ${c.name}`}
            >
              <Tag color="blue">{c.name}</Tag>
            </Link>
          ))}
          {article.topics.map((topic) => (
            <Link
              key={topic._id}
              to={routeTo('blog', { topic: topic.slug })}
              aria-label={`${t('post.topics')}: ${topic.name}`}
            >
              <Tag>{topic.name}</Tag>
            </Link>
          ))}
        </Flex>
        {/* The page's largest image: fetched first, its 16:9 box reserved before it arrives. */}
        <ResponsivePicture
          src={article.thumbnail}
          image={article.thumbnailImage}
          // The article column: 760 px less its padding.
          sizes="(min-width: 760px) 728px, 100vw"
          alt={t('post.cover', { title: article.title })}
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
          style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
        />
        <style>{articleStyles}</style>
        {/* The server sanitises the body with an allow-list on save: what the editor saved is what shows. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
        <div className="skillhub-article" dangerouslySetInnerHTML={{ __html: article.content }} />
      </article>
      {(adjacent.data?.previous || adjacent.data?.next) && (
        <nav aria-label={`${t('post.previous')} / ${t('post.next')}`}>
          <Flex justify="space-between" gap="middle" wrap>
            {neighbour(adjacent.data?.previous, t('post.previous'), false)}
            {neighbour(adjacent.data?.next, t('post.next'), true)}
          </Flex>
        </nav>
      )}
      {(related.data?.length ?? 0) > 0 && (
        <section aria-labelledby="related-title">
          <Typography.Title level={2} id="related-title" style={{ fontSize: 22 }}>
            {t('post.related')}
          </Typography.Title>
          <Row gutter={[16, 16]} role="list" aria-label={t('post.related')}>
            {related.data?.map((item) => (
              <Col key={item._id} xs={24} md={8} role="listitem" style={{ display: 'flex' }}>
                <PostCard post={item} />
              </Col>
            ))}
          </Row>
        </section>
      )}
      <Divider />
      <Comments blogId={article._id} />
    </Flex>
  );
}
