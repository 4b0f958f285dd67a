import { DownloadOutlined, PlayCircleOutlined, ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { useNextStep } from '@skillhub/shared/ui/next-step';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoursePrice } from '../../components/course-price.tsx';
import { useT } from '../../i18n/index.ts';
import { CourseOfferPrice, useCourseOffer } from './course-offer.tsx';
import { useCourseAccess } from './use-course-access.ts';

/**
 * Price, access period, Buy and the brochure: what a visitor needs to decide, kept in view beside the page. A
 * learner who already has the course is sent to it instead, and one whose access ran out is offered renewal.
 */
export function CoursePurchaseCard({ course }: { course: PublicCourse }) {
  const access = useCourseAccess(course._id);
  const offer = useCourseOffer(course._id).data;
  const { isAuthenticated } = useShownAuth();
  const paymentPath = routeTo('coursePayment', { courseId: course._id });
  // Signed out, the payment page is behind the sign-in page: the link goes there at once, naming where to return,
  // so a tap on the server's page needs no app. A click in the app goes to the payment page, whose guard sends
  // the visitor to sign in and back.
  const buyHref = isAuthenticated ? undefined : routeTo('auth', { from: paymentPath });
  const learnPath = routeTo('coursePlayer', { slug: course.slug, courseId: course._id });
  const enrolled = access?.status === 'active';
  // Signed in, the tap on Buy now (or Go to course) opens a page of the learner app: its code comes while idle.
  useNextStep(isAuthenticated ? (enrolled ? learnPath : paymentPath) : null);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const accessText = (validity: PublicCourse['validity']) =>
    validity === 'LifeTime'
      ? t('purchase.lifetimeAccess')
      : t('purchase.periodAccess', { validity: common(`values.validity.${validity}`) });

  return (
    <Card title={enrolled ? t('purchase.enrolled') : t('purchase.enrol')} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        {enrolled ? (
          <Typography.Text type="secondary">
            {access.expiresAt
              ? t('purchase.lastsUntil', { date: formatDate(access.expiresAt) })
              : t('purchase.lifetime')}
          </Typography.Text>
        ) : (
          <>
            {offer ? <CourseOfferPrice offer={offer} /> : <CoursePrice price={course.price} large />}
            <Typography.Text type="secondary">
              {accessText(course.validity)} · {course.duration}
            </Typography.Text>
          </>
        )}
        {access?.status === 'expired' && (
          <Typography.Text type="warning">
            {access.expiresAt ? t('purchase.endedOn', { date: formatDate(access.expiresAt) }) : t('purchase.ended')}
          </Typography.Text>
        )}
        {enrolled ? (
          <ButtonLink to={learnPath} type="primary" size="large" block icon={<PlayCircleOutlined aria-hidden />}>
            {t('purchase.goToCourse')}
          </ButtonLink>
        ) : access?.status === 'expired' ? (
          <ButtonLink to={paymentPath} type="primary" size="large" block icon={<ReloadOutlined aria-hidden />}>
            {t('purchase.renew')}
          </ButtonLink>
        ) : (
          <ButtonLink
            to={paymentPath}
            href={buyHref}
            type="primary"
            size="large"
            block
            icon={<ShoppingCartOutlined aria-hidden />}
          >
            {t('purchase.buy')}
          </ButtonLink>
        )}
        {course.brouchure && (
          <Button
            block
            icon={<DownloadOutlined aria-hidden />}
            href={course.brouchure}
            target="_blank"
            rel="noopener"
            download
          >
            {t('purchase.brochure')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
