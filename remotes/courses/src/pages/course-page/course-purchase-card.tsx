import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CoursePrice } from '../catalogue/course-price.tsx';

const accessText = (validity: PublicCourse['validity']) =>
  validity === 'LifeTime' ? 'Lifetime access' : `${validity} access`;

/** Price, access period, Buy and the brochure: what a visitor needs to decide, kept in view beside the page. */
export function CoursePurchaseCard({ course }: { course: PublicCourse }) {
  const navigate = useNavigate();
  const paymentPath = `/course-payment/${encodeURIComponent(course._id)}`;
  return (
    <Card title="Enrol in this course" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        <CoursePrice price={course.price} large />
        <Typography.Text type="secondary">
          {accessText(course.validity)} · {course.duration}
        </Typography.Text>
        {/* A real link (open in a new tab works); a plain click stays in the app. The shell sends a
            signed-out visitor to /auth first. */}
        <Button
          type="primary"
          size="large"
          block
          icon={<ShoppingCartOutlined aria-hidden />}
          href={paymentPath}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            navigate(paymentPath);
          }}
        >
          Buy now
        </Button>
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
