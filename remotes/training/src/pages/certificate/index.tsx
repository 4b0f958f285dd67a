import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ApiError, errorMessage, request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { formatDate } from '@skillhub/shared/format';
import type { CertificateVerification } from '@skillhub/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';

function useVerification(number: string) {
  return useQuery({
    queryKey: ['certificate', number],
    queryFn: async ({ signal }) =>
      (await request(trainingEndpoints.verifyCertificate, { params: { number }, signal })).data,
    enabled: number.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * /certificate: anyone checks a certificate by its number, typed or arriving from the QR code
 * (`?number=`). It shows only what the certificate itself says.
 */
export default function CertificatePage() {
  const { t } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const number = (searchParams.get('number') ?? '').trim();
  const [typed, setTyped] = useState(number);
  const verification = useVerification(number);

  useEffect(() => {
    document.title = t('certificate.documentTitle', { company: COMPANY.name });
  }, [t]);
  useEffect(() => setTyped(number), [number]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(typed.trim() ? { number: typed.trim() } : {});
  };

  const fieldError =
    verification.error instanceof ApiError && verification.error.status === 400
      ? (verification.error.fieldErrors.number ?? verification.error.message)
      : undefined;

  return (
    <Flex vertical gap="large" style={{ maxWidth: 720, margin: '0 auto', padding: '48px 16px', width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('certificate.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('certificate.intro')}</Typography.Paragraph>
      </div>
      <form aria-label={t('certificate.form')} onSubmit={submit} noValidate>
        <Form.Item
          layout="vertical"
          label={<label htmlFor="certificate-number">{t('certificate.number')}</label>}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError}
        >
          <Flex gap="small" wrap>
            <Input
              id="certificate-number"
              size="large"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="SKH-XXXX-XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={fieldError ? true : undefined}
              style={{ flex: '1 1 260px', fontFamily: 'monospace', textTransform: 'uppercase' }}
            />
            <Button type="primary" size="large" htmlType="submit" icon={<SafetyCertificateOutlined aria-hidden />}>
              {t('certificate.verify')}
            </Button>
          </Flex>
        </Form.Item>
      </form>
      {number && !fieldError && (
        <section aria-live="polite">
          {verification.isPending ? (
            <Flex justify="center" style={{ padding: 32 }}>
              <Spin aria-label={t('certificate.checking')} />
            </Flex>
          ) : verification.isError ? (
            <Alert type="error" showIcon title={errorMessage(verification.error, t('certificate.failed'))} />
          ) : (
            <Outcome result={verification.data} />
          )}
        </section>
      )}
    </Flex>
  );
}

function Outcome({ result }: { result: CertificateVerification }) {
  const { t } = useT();
  if (result.status === 'not-found') {
    return <Result status="warning" title={t('certificate.notFound')} subTitle={t('certificate.notFoundText')} />;
  }
  if (result.status === 'revoked') {
    return (
      <Result
        status="error"
        title={t('certificate.revoked')}
        subTitle={t('certificate.revokedText', { number: result.number, date: formatDate(result.revokedAt) })}
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('certificate.valid')}
      subTitle={t('certificate.validText', { company: COMPANY.name })}
      style={{ paddingBlock: 24 }}
    >
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'number', label: t('certificate.fields.number'), children: result.number },
          { key: 'holder', label: t('certificate.fields.holder'), children: result.holderName },
          { key: 'program', label: t('certificate.fields.program'), children: result.program },
          { key: 'institution', label: t('certificate.fields.institution'), children: result.institution },
          {
            key: 'dates',
            label: t('certificate.fields.dates'),
            children: t('certificate.dates', { start: formatDate(result.startDate), end: formatDate(result.endDate) }),
          },
          { key: 'issued', label: t('certificate.fields.issued'), children: formatDate(result.issuedAt) },
        ]}
      />
    </Result>
  );
}
