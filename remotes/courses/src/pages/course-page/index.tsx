import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CourseRating } from '../../components/course-rating.tsx';
import { EnquiryForm } from '../../components/enquiry-form/index.tsx';
import { useT } from '../../i18n/index.ts';
import { COURSE_LAYOUT, COURSE_LAYOUT_CSS } from './course-layout.ts';
import { CourseNotFound } from './course-not-found.tsx';
import { CoursePurchaseCard } from './course-purchase-card.tsx';
import { CurriculumOutline } from './curriculum-outline.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { RatingsSection } from './ratings-section.tsx';
import type { PreviewLecture } from './use-preview-url.ts';
import { publicCourseKeys, usePublicCourse } from './use-public-course.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function PointList({ items, label }: { items: string[]; label: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {items.map((item) => (
        <li key={item} style={{ display: 'flex', gap: 8 }}>
          <CheckOutlined aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /course/{slug}: a published course's public page with its outline, ratings and reviews, price, Buy (or Go to
 * course, for a learner who has it) and an enquiry form.
 */
export default function CoursePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const course = usePublicCourse(slug);
  const data = course.data;
  /** The free preview playing in its dialog; none on the server's render and on arrival. */
  const [previewing, setPreviewing] = useState<PreviewLecture | null>(null);

  // An old slug of a renamed course answers with the current one: show the address people should share.
  useEffect(() => {
    if (!data || data.slug === slug) return;
    // The answer is the same course: keep it under the new address instead of asking again.
    queryClient.setQueryData(publicCourseKeys.bySlug(data.slug), data);
    navigate(routeTo('course', { slug: data.slug }), { replace: true });
  }, [data, slug, navigate, queryClient]);

  useEffect(() => {
    if (data) document.title = t('coursePage.documentTitle', { title: data.title, company: COMPANY.name });
  }, [data, t]);

  const frame = (children: ReactNode) => (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px', width: '100%' }}>{children}</div>
  );

  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return frame(<CourseNotFound />);
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('coursePage.failed')}
        description={errorMessage(course.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => course.refetch()}>
            {common('actions.retry')}
          </Button>
        }
      />,
    );
  }
  if (!data) return frame(<Skeleton active title paragraph={{ rows: 8 }} aria-label={t('coursePage.loading')} />);

  return frame(
    <div className={COURSE_LAYOUT.page}>
      <style href="skillhub-course-layout" precedence="medium">
        {COURSE_LAYOUT_CSS}
      </style>
      <Flex vertical gap="small" className={COURSE_LAYOUT.head}>
        <Link to={routeTo('catalogue', { category: data.category._id })}>{data.category.name}</Link>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading2, margin: 0 }}>
          {data.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, margin: 0 }}>
          {data.subtitle}
        </Typography.Paragraph>
        <Flex wrap gap={8} align="center">
          <CourseRating average={data.averageRating} count={data.ratingsCount} />
          <Tag variant="filled">{common(`values.mode.${data.courseMode}`)}</Tag>
          <Tag variant="filled">{common(`values.level.${data.courseLevel}`)}</Tag>
          <Tag variant="filled">{common(`values.language.${data.language}`)}</Tag>
          <Tag variant="filled">{data.duration}</Tag>
        </Flex>
      </Flex>

      <div className={COURSE_LAYOUT.buy}>
        <CoursePurchaseCard course={data} />
      </div>

      <Flex vertical gap="large" className={COURSE_LAYOUT.main}>
        <Card>
          <Section title={t('coursePage.whatYouWillLearn')}>
            <PointList items={data.whatWillYouLearn} label={t('coursePage.whatYouWillLearn')} />
          </Section>
        </Card>

        <Section title={t('coursePage.keyPoints')}>
          <PointList items={data.keypoints} label={t('coursePage.keyPoints')} />
        </Section>

        <Section title={t('coursePage.description')}>
          {/* Plain text as written: line breaks kept, nothing interpreted as markup. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{data.description}</Typography.Paragraph>
          <Typography.Text type="secondary">{t('coursePage.duration', { duration: data.duration })}</Typography.Text>
        </Section>

        <Section title={t('coursePage.curriculum')}>
          <CurriculumOutline courseId={data._id} sections={data.sections} onPreview={setPreviewing} />
          <PreviewDialog lecture={previewing} onClose={() => setPreviewing(null)} />
        </Section>

        <Section title={t('coursePage.ratingsAndReviews')}>
          <RatingsSection key={data._id} courseId={data._id} />
        </Section>
      </Flex>

      <Card title={t('coursePage.askAboutCourse')} styles={{ body: { padding: 16 } }} className={COURSE_LAYOUT.ask}>
        <EnquiryForm course={{ _id: data._id, title: data.title }} />
      </Card>
    </div>,
  );
}
