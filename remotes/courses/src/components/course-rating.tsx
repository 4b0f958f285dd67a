import { StarFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';

export const NO_RATINGS_TEXT = en.rating.none;

/** The average and how many learners gave it; a star icon instead of antd's Rate keeps the card light. */
export function CourseRating({ average, count }: { average: number; count: number }) {
  const { token } = theme.useToken();
  const { t } = useT();
  if (count === 0) return <Typography.Text type="secondary">{t('rating.none')}</Typography.Text>;
  return (
    <Flex align="center" gap={4}>
      <StarFilled aria-hidden style={{ color: token.colorWarning }} />
      <Typography.Text strong>{average.toFixed(1)}</Typography.Text>
      <Typography.Text type="secondary">({t('rating.count', { count })})</Typography.Text>
    </Flex>
  );
}
