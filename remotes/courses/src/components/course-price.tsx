import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { Flex, Tag, Typography } from 'antd';
import { visuallyHidden } from './visually-hidden.ts';

/** Prices are rupees; Indian grouping (₹1,20,000) is what learners here read at a glance. */
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Paise only when there are any: ₹4,999 but ₹4,999.50. */
export function formatInr(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : withPaise.format(amount);
}

export type CoursePriceValue = CatalogueCard['price'];

/**
 * The final price, and when there is a discount the actual price struck through beside the percentage. The
 * struck price carries its meaning in words too: a screen reader does not announce strike-through.
 */
export function CoursePrice({ price, large = false }: { price: CoursePriceValue; large?: boolean }) {
  const discount = price.discountPercentage;
  return (
    <Flex wrap align="baseline" gap={8}>
      <Typography.Text strong style={{ fontSize: large ? 28 : 18 }}>
        {formatInr(price.finalPrice)}
      </Typography.Text>
      {discount > 0 && (
        <>
          <Typography.Text type="secondary" delete>
            <span style={visuallyHidden}>Original price </span>
            {formatInr(price.actualPrice)}
          </Typography.Text>
          <Tag color="green" variant="filled">
            {discount}% off
          </Tag>
        </>
      )}
    </Flex>
  );
}
