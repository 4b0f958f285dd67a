import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import { Card, Descriptions, Flex, Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatInr } from '../../format.ts';

export function validityLabel(validity: PaymentSummary['course']['validity']): string {
  return validity === 'LifeTime' ? 'LifeTime access' : `Access: ${validity}`;
}

/** The order summary: what the learner buys, for how long, and what it costs in rupees. */
export function OrderSummaryCard({ summary, children }: { summary: PaymentSummary; children: ReactNode }) {
  const { course } = summary;
  const { price } = course;
  return (
    <Card title="Order summary" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        <Flex gap="middle" align="flex-start" wrap>
          {course.thumbnail && (
            <Image
              src={course.thumbnail}
              alt=""
              width={120}
              height={68}
              preview={false}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          )}
          <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {course.title}
            </Typography.Title>
            <Typography.Text type="secondary">{course.subtitle}</Typography.Text>
          </Flex>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          aria-label="Price"
          items={[
            { key: 'actual', label: 'Actual price', children: formatInr(price.actualPrice) },
            {
              key: 'discount',
              label: 'Discount',
              children:
                price.discountPercentage > 0 ? (
                  <Tag color="green" variant="filled">
                    {price.discountPercentage}% off
                  </Tag>
                ) : (
                  'None'
                ),
            },
            {
              key: 'final',
              label: 'You pay',
              children: <Typography.Text strong>{formatInr(price.finalPrice)}</Typography.Text>,
            },
            { key: 'validity', label: 'Validity', children: validityLabel(course.validity) },
          ]}
        />
        {children}
      </Flex>
    </Card>
  );
}
