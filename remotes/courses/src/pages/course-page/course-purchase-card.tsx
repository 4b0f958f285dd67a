import { DownloadOutlined, PlayCircleOutlined, ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CoursePrice } from '../../components/course-price.tsx';
import { useT } from '../../i18n/index.ts';
import { useCourseAccess } from './use-course-access.ts';

interface AppLinkButtonProps {
  to: string;
  icon: ReactNode;
  primary?: boolean;
  children: ReactNode;
}

/** A real link (open in a new tab works); a plain click stays in the app. */
function AppLinkButton({ to, icon, primary, children }: AppLinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      size="large"
      block
      icon={icon}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}

/**
 * Price, access period, Buy and the brochure: what a visitor needs to decide, kept in view beside the page. A
 * learner who already has the course is sent to it instead, and one whose access ran out is offered renewal.
 */
export function CoursePurchaseCard({ course }: { course: PublicCourse }) {
  const access = useCourseAccess(course._id);
  const paymentPath = routeTo('coursePayment', { courseId: course._id });
  const learnPath = routeTo('coursePlayer', { slug: course.slug, courseId: course._id });
  const enrolled = access?.status === 'active';
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
            <CoursePrice price={course.price} large />
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
        {/* The shell sends a signed-out visitor to /auth before the payment page. */}
        {enrolled ? (
          <AppLinkButton to={learnPath} icon={<PlayCircleOutlined aria-hidden />} primary>
            {t('purchase.goToCourse')}
          </AppLinkButton>
        ) : access?.status === 'expired' ? (
          <AppLinkButton to={paymentPath} icon={<ReloadOutlined aria-hidden />} primary>
            {t('purchase.renew')}
          </AppLinkButton>
        ) : (
          <AppLinkButton to={paymentPath} icon={<ShoppingCartOutlined aria-hidden />} primary>
            {t('purchase.buy')}
          </AppLinkButton>
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
