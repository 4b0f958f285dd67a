import { DownloadOutlined, LinkedinOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { linkedInAddCertificationUrl, type MyCertificate } from '@skillhub/shared/schemas/course-certificates';
import { useNotify } from '@skillhub/shared/ui/notify';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { downloadCertificate } from '../../enrollments/my-certificates.ts';
import { useT } from '../../i18n/index.ts';
import { StatusTag } from '../../ui/status-tag.tsx';

const linkButton = { padding: 0, alignSelf: 'flex-start', height: 'auto', whiteSpace: 'normal' } as const;

/**
 * One course certificate: its number and date, the PDF, LinkedIn's add-to-profile form filled in, and the public
 * check. A revoked one says so and offers none of them.
 */
export function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const { t } = useT();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const revoked = certificate.revokedAt !== null;
  const { token } = theme.useToken();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate._id, certificate.number);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const linkedIn = linkedInAddCertificationUrl({
    courseTitle: certificate.course.title,
    organizationName: COMPANY.name,
    issuedAt: certificate.issuedAt,
    verifyUrl: certificate.verifyUrl,
    number: certificate.number,
  });

  return (
    <Card role="article" aria-label={certificate.course.title} size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="small">
        <Flex gap="small" align="flex-start">
          <SafetyCertificateOutlined
            aria-hidden
            style={{ fontSize: 24, color: revoked ? token.colorTextDisabled : token.colorPrimary }}
          />
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
            {certificate.course.title}
          </Typography.Title>
        </Flex>
        {/* The number may break only where nothing else fits: a phone keeps it on one line. */}
        <Typography.Text style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {t('myCertificates.number', { number: certificate.number })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('myCertificates.issuedOn', { date: formatDate(certificate.issuedAt) })}
        </Typography.Text>
        {revoked ? (
          <>
            <StatusTag tone="error" style={{ alignSelf: 'flex-start' }}>
              {t('myCertificates.revokedOn', { date: formatDate(certificate.revokedAt ?? '') })}
            </StatusTag>
            <Typography.Text type="secondary">{t('myCertificates.revokedText')}</Typography.Text>
          </>
        ) : (
          <Flex gap="middle" wrap>
            <Button
              type="link"
              size="small"
              style={linkButton}
              icon={<DownloadOutlined aria-hidden />}
              loading={downloading}
              aria-label={t('myCertificates.downloadLabel', { number: certificate.number })}
              onClick={download}
            >
              {t('myCertificates.download')}
            </Button>
            <Typography.Link href={linkedIn} target="_blank" rel="noopener noreferrer">
              <LinkedinOutlined aria-hidden /> {t('myCertificates.linkedIn')}
              <VisuallyHidden> {t('myCertificates.newTab')}</VisuallyHidden>
            </Typography.Link>
            <Typography.Link href={certificate.verifyUrl} target="_blank" rel="noopener noreferrer">
              {t('myCertificates.verify')}
              <VisuallyHidden> {t('myCertificates.newTab')}</VisuallyHidden>
            </Typography.Link>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
