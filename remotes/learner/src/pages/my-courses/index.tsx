import { ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Alert, Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyCourses } from '../../enrollments/my-courses-query.ts';
import { useT } from '../../i18n/index.ts';
import { MyCertificates } from './my-certificates.tsx';
import { MyCourseCard } from './my-course-card.tsx';
import { RefundedPurchases } from './refunded-purchases.tsx';

/** /my-courses: the learner's enrolments as cards, searchable by title, and purchases refunded in full. */
export default function MyCoursesPage() {
  const courses = useMyCourses();
  const { params, update } = useUrlParams({ search: '' });
  const { search } = params;
  const { t } = useT();
  const { t: common } = useTranslation('common');

  useEffect(() => {
    document.title = t('myCourses.documentTitle', { company: COMPANY.name });
  }, [t]);

  // A learner holds a handful of courses: filtering the one list on the page is instant and costs no call.
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (courses.data ?? []).filter((item) => item.course.title.toLowerCase().includes(needle));
  }, [courses.data, search]);

  let body: ReactNode;
  if (courses.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('myCourses.failed')}
        description={errorMessage(courses.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => courses.refetch()}>
            {common('actions.retry')}
          </Button>
        }
      />
    );
  } else if (!courses.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} aria-label={t('myCourses.loading')} />;
  } else if (courses.data.length === 0) {
    body = (
      <Empty description={t('myCourses.none')}>
        <Link to={routeTo('catalogue')}>{t('myCourses.browse')}</Link>
      </Empty>
    );
  } else if (shown.length === 0) {
    body = <Empty description={t('myCourses.noMatch', { search: search.trim() })} />;
  } else {
    body = (
      <Row gutter={[16, 16]} role="list" aria-label={t('myCourses.title')}>
        {shown.map((item) => (
          <Col key={item.enrollmentId} xs={24} sm={12} lg={8} role="listitem">
            <MyCourseCard item={item} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px', width: '100%', boxSizing: 'border-box' }}>
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('myCourses.title')}
        </Typography.Title>
        {(courses.data?.length ?? 0) > 0 && (
          <SearchInput
            label={t('myCourses.search')}
            value={search}
            onSearch={(next) => update({ search: next })}
            style={{ maxWidth: 320 }}
          />
        )}
      </Flex>
      {body}
      <MyCertificates />
      <RefundedPurchases />
    </div>
  );
}
