import { routeTo } from '@skillhub/shared/routes';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { ResponsivePicture } from '@skillhub/shared/ui/responsive-picture';
import { Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CoursePrice } from '../../components/course-price.tsx';
import { CourseRating } from '../../components/course-rating.tsx';
import { useT } from '../../i18n/index.ts';

/** Thumbnails keep this shape whatever their file's size, so cards never jump while images arrive. */
export const THUMBNAIL_ASPECT_RATIO = '16 / 9';

/**
 * How wide a card's cover shows: the catalogue's grid (at most 1280 px, four, three, two or one a row from antd's
 * xl, lg and sm breakpoints down).
 */
export const COURSE_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';

/** The widest grid shows four cards a row: those are in view on arrival. */
const FIRST_ROW = 4;

/**
 * `position` in the list: the first row's covers load at once (the rest when scrolled near), the very first
 * (the page's largest image on a phone) ahead of everything else.
 */
export function CourseCard({ course, position = FIRST_ROW }: { course: CatalogueCard; position?: number }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const href = routeTo('course', { slug: course.slug });
  // A click anywhere on the card opens the course; keyboard and screen-reader users have the title's link.
  const openFromCard = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) navigate(href);
  };
  return (
    <Card
      hoverable
      onClick={openFromCard}
      style={{ width: '100%', cursor: 'pointer' }}
      styles={{ body: { padding: 16 } }}
      cover={
        <div style={{ aspectRatio: THUMBNAIL_ASPECT_RATIO, background: token.colorFillTertiary, overflow: 'hidden' }}>
          <ResponsivePicture
            src={course.thumbnail}
            image={course.thumbnailImage}
            sizes={COURSE_CARD_SIZES}
            alt={course.title}
            loading={position < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
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
          <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
            <Link to={href}>{course.title}</Link>
          </Typography.Title>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {course.subtitle}
          </Typography.Paragraph>
          <Flex wrap gap={4}>
            <Tag variant="filled">{common(`values.mode.${course.courseMode}`)}</Tag>
            <Tag variant="filled">{common(`values.level.${course.courseLevel}`)}</Tag>
            <Tag variant="filled">{common(`values.language.${course.language}`)}</Tag>
          </Flex>
          <Flex wrap justify="space-between" gap={8} align="center">
            <CourseRating average={course.averageRating} count={course.ratingsCount} />
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('card.lectures', { count: course.lecturesCount })}
            </Typography.Text>
          </Flex>
          <CoursePrice price={course.price} />
        </Flex>
      </article>
    </Card>
  );
}

/** A card's outline while the list loads, the same size as the real one. */
export function CourseCardSkeleton() {
  const { token } = theme.useToken();
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      cover={<div style={{ aspectRatio: THUMBNAIL_ASPECT_RATIO, background: token.colorFillTertiary }} />}
    >
      <Skeleton active title paragraph={{ rows: 4 }} />
    </Card>
  );
}
