import { StarFilled } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDate } from '@skillhub/shared/format';
import type { Rating, RatingSummary } from '@skillhub/shared/schemas/rating';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, Progress, Rate, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { MyRatingForm } from './my-rating-form.tsx';
import { PagedList } from './paged-list.tsx';
import { type RatingSort, ratingKeys, useCourseRatings, useMyRating } from './use-ratings.ts';

const SORTS: readonly RatingSort[] = ['latest', 'oldest', 'highest', 'lowest'];

function RatingSummaryCard({ summary }: { summary: RatingSummary }) {
  const { t } = useT();
  return (
    <Flex gap="large" wrap align="center" aria-label={t('player.reviews.summary')} role="group">
      <Flex vertical align="center">
        <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.2 }}>
          {summary.average.toFixed(1)}
        </Typography.Text>
        <Rate disabled allowHalf value={Math.round(summary.average * 2) / 2} style={{ fontSize: 14 }} />
        <Typography.Text type="secondary">{t('player.reviews.count', { count: summary.count })}</Typography.Text>
      </Flex>
      <Flex vertical style={{ flex: '1 1 200px' }}>
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const count = summary.distribution[stars] ?? 0;
          const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <Flex key={stars} gap="small" align="center">
              <span style={{ width: 32 }}>
                {stars} <StarFilled aria-hidden />
              </span>
              <Progress
                percent={percent}
                size="small"
                showInfo={false}
                aria-label={t('player.reviews.starRow', { stars, count })}
                style={{ flex: 1, margin: 0 }}
              />
              <span style={{ width: 28, textAlign: 'right' }}>{count}</span>
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}

function ReviewCard({ rating }: { rating: Rating }) {
  const { t } = useT();
  return (
    <Card size="small" role="listitem" aria-label={t('player.reviews.by', { name: rating.user.name })}>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{rating.user.name}</Typography.Text>
        <Rate disabled value={rating.rating} style={{ fontSize: 12 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(rating.updatedAt)}
        </Typography.Text>
      </Flex>
      {rating.review && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '8px 0 0' }}>
          {rating.review}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** The learner's own rating, then every learner's reviews of the course with the summary. */
export function ReviewsTab({ courseId }: { courseId: string }) {
  const queryClient = useQueryClient();
  const { t } = useT();
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<RatingSort>('latest');
  const mine = useMyRating(courseId);
  const ratings = useCourseRatings(courseId, pageNo, sort);

  const list = (
    <Flex vertical gap="middle">
      {ratings.data && <RatingSummaryCard summary={ratings.data.summary} />}
      <Flex justify="flex-end">
        <Select
          aria-label={t('player.reviews.sort')}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPageNo(1);
          }}
          options={SORTS.map((value) => ({ value, label: t(`player.reviews.sorts.${value}`) }))}
          style={{ width: 160 }}
        />
      </Flex>
      <PagedList
        query={ratings}
        errorTitle={t('player.reviews.failed')}
        loadingLabel={t('player.reviews.loading')}
        empty={t('player.reviews.none')}
        listLabel={t('player.reviews.list')}
        itemKey={(rating) => rating._id}
        renderItem={(rating) => <ReviewCard rating={rating} />}
        onPage={setPageNo}
      />
    </Flex>
  );

  return (
    <Flex vertical gap="large">
      {mine.isError ? (
        <Alert type="error" showIcon title={errorMessage(mine.error)} />
      ) : mine.data === undefined ? (
        <Skeleton active aria-label={t('player.reviews.loadingMine')} />
      ) : (
        <MyRatingForm
          key={mine.data?._id ?? 'new'}
          courseId={courseId}
          mine={mine.data}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ratingKeys.all })}
        />
      )}
      {list}
    </Flex>
  );
}
