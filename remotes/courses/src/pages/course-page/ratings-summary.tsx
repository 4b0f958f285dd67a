import type { RatingSummary } from '@skillhub/shared/schemas/rating';
import { Flex, Progress, Rate, Typography, theme } from 'antd';
import { useT } from '../../i18n/index.ts';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** Half stars: 4.3 shows as 4.5 stars beside the exact '4.3'. */
const toHalfStars = (average: number) => Math.round(average * 2) / 2;

/** The course's average (one decimal, with stars) and how many learners gave each number of stars, 5 down to 1. */
export function RatingsSummary({ summary }: { summary: RatingSummary }) {
  const { token } = theme.useToken();
  const average = summary.average.toFixed(1);
  const { t } = useT();
  return (
    <Flex wrap gap="large" align="center">
      <Flex vertical align="center" gap={4} style={{ minWidth: 140 }}>
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading1, lineHeight: 1 }}>
          {average}
        </Typography.Text>
        <Rate
          disabled
          allowHalf
          value={toHalfStars(summary.average)}
          aria-label={t('ratings.ratedOutOf', { average })}
        />
        <Typography.Text type="secondary">{t('rating.count', { count: summary.count })}</Typography.Text>
      </Flex>
      <ul aria-label={t('ratings.byStars')} style={{ listStyle: 'none', margin: 0, padding: 0, flex: '1 1 220px' }}>
        {STARS.map((stars) => {
          const count = summary.distribution[stars] ?? 0;
          const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} aria-label={t('ratings.starRow', { count: Number(stars), ratings: count })}>
              <Flex align="center" gap="small">
                <Typography.Text style={{ width: 48, flex: 'none' }} aria-hidden>
                  {t('ratings.starLabel', { stars })}
                </Typography.Text>
                <Progress percent={percent} showInfo={false} size="small" style={{ margin: 0 }} aria-hidden />
                <Typography.Text type="secondary" style={{ width: 32, flex: 'none', textAlign: 'end' }} aria-hidden>
                  {count}
                </Typography.Text>
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
