import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { ResponsivePicture } from '@skillhub/shared/ui/responsive-picture';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/index.ts';

/** How wide a card's cover shows: the blog list's grid (at most 1200 px; three, two or one a row). */
export const POST_CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * A post in a list: cover, title linking to it, meta description, who and when, its categories and topics.
 * `first`: the list's first card, whose cover is the page's largest content on a phone (one column): fetched at
 * once and ahead of the rest, which load as they come near.
 */
export function PostCard({ post, first = false }: { post: BlogPostSummary; first?: boolean }) {
  const href = routeTo('blogPost', { slug: post.slug });
  return (
    <Card
      role="article"
      aria-label={post.title}
      style={{ width: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        <Link to={href} tabIndex={-1} aria-hidden>
          <ResponsivePicture
            src={post.thumbnail}
            image={post.thumbnailImage}
            sizes={POST_CARD_SIZES}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={360}
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        </Link>
      }
    >
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        <Link to={href}>{post.title}</Link>
      </Typography.Title>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
        {post.metaDescription}
      </Typography.Paragraph>
      <PostFacts post={post} />
      <Flex wrap gap={4} style={{ marginTop: 'auto' }}>
        {post.categories.map((c) => (
          <Tag key={c._id} color="blue">
            {c.name}
          </Tag>
        ))}
        {post.topics.map((topic) => (
          <Tag key={topic._id}>{topic.name}</Tag>
        ))}
      </Flex>
    </Card>
  );
}

/** "By Asha Rao · 2 Sept 2025 · 6 min read" */
export function PostFacts({ post }: { post: BlogPostSummary }) {
  const { t } = useT();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {[
        t('post.byline', { author: post.author }),
        formatDate(post.publishedAt),
        t('post.readingTime', { minutes: post.readingTimeMinutes }),
      ].join(' · ')}
    </Typography.Text>
  );
}
