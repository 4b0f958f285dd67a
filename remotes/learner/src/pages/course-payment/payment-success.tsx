import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { routeTo } from '@skillhub/shared/routes';
import type { Enrollment } from '@skillhub/shared/schemas/payment';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadReceipt } from '../../enrollments/download-receipt.ts';
import { useT } from '../../i18n/index.ts';

/** After the enrolment: into the course, the receipt of a paid order, or back to My courses. */
export function PaymentSuccess({ enrollment }: { enrollment: Enrollment }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const { t } = useT();
  const { orderId } = enrollment;

  const receipt = async () => {
    if (!orderId) return;
    setDownloading(true);
    try {
      await downloadReceipt(orderId);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
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
