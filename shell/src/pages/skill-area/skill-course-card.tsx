import { formatRupees } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { ResponsivePicture } from '@skillhub/shared/ui/responsive-picture';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Card, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';

/**
 * A course of a skill page, as the catalogue shows it (its card lives in the courses app, which the shell does
 * not load): cover, category, title linking to the course page, mode, level and language, lectures and price.
 */
export function SkillCourseCard({ course }: { course: CatalogueCard }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { price } = course;
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      cover={
        <div style={{ aspectRatio: '16 / 9', background: token.colorFillTertiary, overflow: 'hidden' }}>
          <ResponsivePicture
            src={course.thumbnail}
            image={course.thumbnailImage}
            // The skill page's grid, as the catalogue's: four, three, two or one a row.
            sizes="(min-width: 1280px) 300px, (min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </div>
      }
    >
      <article aria-label={course.title}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {course.category.name}
          </Typography.Text>
          <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
            <Link to={routeTo('course', { slug: course.slug })}>{course.title}</Link>
          </Typography.Title>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {course.subtitle}
          </Typography.Paragraph>
          <Flex wrap gap={4}>
            <Tag variant="filled">{common(`values.mode.${course.courseMode}`)}</Tag>
            <Tag variant="filled">{common(`values.level.${course.courseLevel}`)}</Tag>
            <Tag variant="filled">{common(`values.language.${course.language}`)}</Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('skillPages.lectures', { count: course.lecturesCount })}
          </Typography.Text>
          <Flex wrap align="baseline" gap={8}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatRupees(price.finalPrice)}
            </Typography.Text>
            {price.discountPercentage > 0 && (
              <>
                <Typography.Text type="secondary" delete>
                  <VisuallyHidden>{t('skillPages.originalPrice')} </VisuallyHidden>
                  {formatRupees(price.actualPrice)}
                </Typography.Text>
                {/* The theme's success text: the green tag's own text reaches only 3.4:1 on its tint. */}
                <Tag color="green" variant="filled" style={{ color: token.colorSuccessText }}>
                  {t('skillPages.off', { percent: price.discountPercentage })}
                </Tag>
              </>
            )}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
