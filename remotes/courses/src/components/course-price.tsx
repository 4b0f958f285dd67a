import { formatRupees } from '@skillhub/shared/format';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Flex, Tag, Typography, theme } from 'antd';
import { useT } from '../i18n/index.ts';

export type CoursePriceValue = CatalogueCard['price'];

/**
 * The final price, and when there is a discount the actual price struck through beside the percentage. The
 * struck price carries its meaning in words too: a screen reader does not announce strike-through.
 */
export function CoursePrice({ price, large = false }: { price: CoursePriceValue; large?: boolean }) {
  const discount = price.discountPercentage;
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <Flex wrap align="baseline" gap={8}>
      <Typography.Text strong style={{ fontSize: large ? 28 : 18 }}>
        {formatRupees(price.finalPrice)}
      </Typography.Text>
      {discount > 0 && (
        <>
          <Typography.Text type="secondary" delete>
            <VisuallyHidden>{t('price.original')} </VisuallyHidden>
            {formatRupees(price.actualPrice)}
          </Typography.Text>
          {/* The theme's success text: the green tag's own text reaches only 3.4:1 on its tint. */}
          <Tag color="green" variant="filled" style={{ color: token.colorSuccessText }}>
            {t('price.off', { percent: discount })}
          </Tag>
        </>
      )}
    </Flex>
  );
}
