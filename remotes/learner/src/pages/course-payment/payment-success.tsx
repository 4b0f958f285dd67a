import { DownloadOutlined } from '@ant-design/icons';
import { routeTo } from '@skillhub/shared/routes';
import type { Enrollment } from '@skillhub/shared/schemas/payment';
import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useReceiptDownload } from '../../enrollments/order-downloads.ts';
import { useT } from '../../i18n/index.ts';

/** After the enrolment: into the course, the receipt of a paid order, or back to My courses. */
export function PaymentSuccess({ enrollment }: { enrollment: Enrollment }) {
  const navigate = useNavigate();
  const { downloading, download } = useReceiptDownload();
  const { t } = useT();
  const { orderId } = enrollment;

  const receipt = async () => {
    if (orderId) await download(orderId);
  };

  return (
    <Result
      status="success"
      title={orderId ? t('payment.paidAndEnrolled') : t('payment.enrolled')}
      extra={
        <Flex gap="small" justify="center" wrap>
          <Button
            type="primary"
            onClick={() =>
              navigate(routeTo('coursePlayer', { slug: enrollment.courseSlug, courseId: enrollment.courseId }))
            }
          >
            {t('payment.startLearning')}
          </Button>
          {orderId && (
            <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={receipt}>
              {t('payment.receipt')}
            </Button>
          )}
          <Button onClick={() => navigate(routeTo('myCourses'))}>{t('myCourses.title')}</Button>
        </Flex>
      }
    />
  );
}
