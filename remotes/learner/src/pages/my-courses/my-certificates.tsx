import { ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { Alert, Button, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyCertificates } from '../../enrollments/my-certificates.ts';
import { useT } from '../../i18n/index.ts';
import { CertificateCard } from './certificate-card.tsx';

/**
 * The learner's course completion certificates, under their courses. Nothing shows while there are none: most
 * learners have not completed a course yet, and an empty heading would only say so.
 */
export function MyCertificates() {
  const certificates = useMyCertificates();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  if (certificates.isError) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 32 }}
        title={t('myCertificates.failed')}
        description={errorMessage(certificates.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => certificates.refetch()}>
            {common('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (certificates.isPending) {
    return (
      <Skeleton
        active
        title={false}
        paragraph={{ rows: 2 }}
        style={{ marginTop: 32 }}
        aria-label={t('myCertificates.loading')}
      />
    );
  }
  if (certificates.data.length === 0) return null;
  return (
    <section aria-labelledby="my-certificates" style={{ marginTop: 32 }}>
      <Typography.Title id="my-certificates" level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('myCertificates.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} role="list" aria-labelledby="my-certificates">
        {certificates.data.map((certificate) => (
          <Col key={certificate._id} xs={24} sm={12} lg={8} role="listitem">
            <CertificateCard certificate={certificate} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
