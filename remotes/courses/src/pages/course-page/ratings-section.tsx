import { RATINGS_LIMIT } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import type { Rating } from '@skillhub/shared/schemas/rating';
import { Button, Divider, Flex, Pagination, Rate, Select, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { RatingsSummary } from './ratings-summary.tsx';
import { type RatingSort, useCourseRatings } from './use-course-ratings.ts';

export const NO_RATINGS_YET = en.ratings.noneYet;

const SORTS: readonly RatingSort[] = ['latest', 'highest', 'lowest'];

function Review({ rating }: { rating: Rating }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <li>
      <Flex wrap align="center" gap={8}>
        <Typography.Text strong>{rating.user.name}</Typography.Text>
        <Rate
          disabled
          value={rating.rating}
          style={{ fontSize: token.fontSize }}
          aria-label={t('ratings.stars', { count: rating.rating })}
        />
        <Typography.Text type="secondary">
          <time dateTime={rating.createdAt}>{formatDate(rating.createdAt)}</time>
        </Typography.Text>
      </Flex>
      {/* Written by learners: shown as plain text, line breaks kept, nothing interpreted as markup. */}
      {rating.review && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>
          {rating.review}
        </Typography.Paragraph>
      )}
    </li>
  );
}

/** The course page's ratings: the average and distribution, then the reviews, 10 a page, in the order chosen. */
export function RatingsSection({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<RatingSort>('latest');
  const ratings = useCourseRatings(courseId, page, sort);
  const body = ratings.data;
  const { t } = useT();
  const { t: common } = useTranslation('common');

  if (ratings.isError && !body) {
    // The rest of the page does not depend on the ratings: say so here only, quietly, with a retry.
    return (
      <Flex align="center" gap="small" wrap>
        <Typography.Text type="secondary">{t('ratings.failed')}</Typography.Text>
        <Button size="small" onClick={() => ratings.refetch()}>
          {common('actions.retry')}
        </Button>
      </Flex>
    );
  }
  if (!body) return <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label={t('ratings.loading')} />;
  if (body.summary.count === 0) return <Typography.Text type="secondary">{t('ratings.noneYet')}</Typography.Text>;

  return (
    <Flex vertical gap="middle">
      <RatingsSummary summary={body.summary} />
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">{t('ratings.reviews', { count: body.pagination.total })}</Typography.Text>
        <Select<RatingSort>
          virtual={false}
          aria-label={t('ratings.sortReviews')}
          value={sort}
          options={SORTS.map((value) => ({ value, label: t(`ratings.sorts.${value}`) }))}
          onChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          style={{ width: 170 }}
        />
      </Flex>
      <ul
        aria-label={t('ratings.list')}
        aria-busy={ratings.isFetching}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          opacity: ratings.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {body.data.map((rating) => (
          <Review key={rating._id} rating={rating} />
        ))}
      </ul>
      <Pagination
        align="center"
        current={page}
        pageSize={RATINGS_LIMIT}
        total={body.pagination.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </Flex>
  );
}
