import { DownloadOutlined, PlayCircleOutlined, ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoursePrice } from '../catalogue/course-price.tsx';
import { formatDate } from '@skillhub/shared/format';
import { useCourseAccess } from './use-course-access.ts';

const accessText = (validity: PublicCourse['validity']) =>
  validity === 'LifeTime' ? 'Lifetime access' : `${validity} access`;

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
  const paymentPath = `/course-payment/${encodeURIComponent(course._id)}`;
  const learnPath = `/course/${encodeURIComponent(course.slug)}/learn/${encodeURIComponent(course._id)}`;
  const enrolled = access?.status === 'active';

  return (
    <Card title={enrolled ? 'You are enrolled' : 'Enrol in this course'} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        {enrolled ? (
          <Typography.Text type="secondary">
            {access.expiresAt ? `Your access lasts until ${formatDate(access.expiresAt)}.` : 'You have lifetime access.'}
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
            Your access ended{access.expiresAt ? ` on ${formatDate(access.expiresAt)}` : ''}.
          </Typography.Text>
        )}
        {/* The shell sends a signed-out visitor to /auth before the payment page. */}
        {enrolled ? (
          <AppLinkButton to={learnPath} icon={<PlayCircleOutlined aria-hidden />} primary>
            Go to course
          </AppLinkButton>
        ) : access?.status === 'expired' ? (
          <AppLinkButton to={paymentPath} icon={<ReloadOutlined aria-hidden />} primary>
            Renew access
          </AppLinkButton>
        ) : (
          <AppLinkButton to={paymentPath} icon={<ShoppingCartOutlined aria-hidden />} primary>
            Buy now
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
            Download brochure
          </Button>
        )}
      </Flex>
    </Card>
  );
}
