import { ApiError } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { ListContent } from '@skillhub/shared/ui/list-content';
import { pageLinks } from '@skillhub/shared/ui/page-links';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Col, Empty, Flex, Pagination, Row, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';
import {
  CATALOGUE_ALLOWED,
  CATALOGUE_DEFAULTS,
  CATALOGUE_PAGE_SIZE,
  catalogueHref,
  useCatalogue,
} from './use-catalogue.ts';

export const CATALOGUE_EMPTY_TEXT = en.catalogue.empty;
export const CATALOGUE_ERROR_TEXT = en.catalogue.failed;

const gridColumns = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** /courses: the public catalogue of published courses, filtered through the URL. */
export default function CataloguePage() {
  const { token } = theme.useToken();
  const { t } = useT();
  const { params, update } = useUrlParams(CATALOGUE_DEFAULTS, CATALOGUE_ALLOWED);
  const catalogue = useCatalogue(params);
  const courses = catalogue.data?.data ?? [];
  const total = catalogue.data?.pagination.total ?? 0;
  const filtered = Boolean(params.category || params.search);

  useEffect(() => {
    document.title = t('catalogue.documentTitle', { company: COMPANY.name });
  }, [t]);

  // A 400 means the filters in the URL are malformed (a mangled shared link): offer to clear them, not a retry.
  const badFilters = catalogue.error instanceof ApiError && catalogue.error.status === 400;

  const content = (
    <ListContent
      query={catalogue}
      isEmpty={courses.length === 0}
      empty={
        <Empty description={t('catalogue.empty')}>
          {(filtered || badFilters) && (
            <ButtonLink to={catalogueHref(CATALOGUE_DEFAULTS)}>{t('catalogue.clearFilters')}</ButtonLink>
          )}
        </Empty>
      }
      failedTitle={t('catalogue.failed')}
      loading={
        <Row gutter={[16, 16]} aria-hidden>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Col key={i} {...gridColumns}>
              <CourseCardSkeleton />
            </Col>
          ))}
        </Row>
      }
    >
      <Row gutter={[16, 16]} role="list" aria-label={t('catalogue.title')}>
        {courses.map((course, position) => (
          // A flex column lets every card in a row stretch to the tallest one.
          <Col key={course._id} role="listitem" {...gridColumns} style={{ display: 'flex' }}>
            <CourseCard course={course} position={position} />
          </Col>
        ))}
      </Row>
      <Flex justify="center">
        <Pagination
          current={params.page}
          pageSize={CATALOGUE_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          itemRender={pageLinks(
            (page) => catalogueHref({ ...params, page }),
            params.page,
            Math.ceil(total / CATALOGUE_PAGE_SIZE),
          )}
          onChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </Flex>
    </ListContent>
  );

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1280, margin: '0 auto', padding: '24px 16px', width: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading2, margin: 0 }}>
          {t('catalogue.title')}
        </Typography.Title>
        <Typography.Text type="secondary" role="status" aria-live="polite">
          {catalogue.isPending && !catalogue.isError ? t('catalogue.loading') : t('catalogue.count', { count: total })}
        </Typography.Text>
      </Flex>
      <CatalogueFilters params={params} onChange={update} />
      <div aria-busy={catalogue.isFetching}>{content}</div>
    </Flex>
  );
}
