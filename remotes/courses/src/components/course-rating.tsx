import { StarFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';

export const NO_RATINGS_TEXT = 'No ratings yet';

const ratingsWord = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** The average and how many learners gave it; a star icon instead of antd's Rate keeps the card light. */
export function CourseRating({ average, count }: { average: number; count: number }) {
  const { token } = theme.useToken();
  if (count === 0) return <Typography.Text type="secondary">{NO_RATINGS_TEXT}</Typography.Text>;
  return (
    <Flex align="center" gap={4}>
      <StarFilled aria-hidden style={{ color: token.colorWarning }} />
      <Typography.Text strong>{average.toFixed(1)}</Typography.Text>
      <Typography.Text type="secondary">({ratingsWord(count)})</Typography.Text>
    </Flex>
  );
}
