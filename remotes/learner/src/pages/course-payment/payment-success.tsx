import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import type { Enrollment } from '@skillhub/shared/schemas/payment';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadReceipt } from '../../download-receipt.ts';

export const playerPath = (slug: string, courseId: string) =>
  `/course/${encodeURIComponent(slug)}/learn/${encodeURIComponent(courseId)}`;

/** After the enrolment: into the course, the receipt of a paid order, or back to My courses. */
export function PaymentSuccess({ enrollment }: { enrollment: Enrollment }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
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
      title={orderId ? 'Payment successful. You are now enrolled.' : 'You are now enrolled.'}
      extra={
        <Flex gap="small" justify="center" wrap>
          <Button type="primary" onClick={() => navigate(playerPath(enrollment.courseSlug, enrollment.courseId))}>
            Start learning
          </Button>
          {orderId && (
            <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={receipt}>
              Download receipt
            </Button>
          )}
          <Button onClick={() => navigate('/my-courses')}>My courses</Button>
        </Flex>
      }
    />
  );
}
