import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ApiError, errorMessage, fieldErrorMessage, request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { CertificateVerification } from '@skillhub/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';

/** The page's query key for a number's verdict; the server inlines it under this key (seo/training-pages.ts). */
export const certificateKey = (number: string) => ['certificate', number] as const;

function useVerification(number: string) {
  return useQuery({
    queryKey: certificateKey(number),
    queryFn: async ({ signal }) =>
      (await request(trainingEndpoints.verifyCertificate, { params: { number }, signal })).data,
    enabled: number.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}

/** Room below the result for the floating chat button (56px, 16px from the edge) and a gap above it. */
const CHAT_BUTTON_CLEARANCE = 'calc(96px + env(safe-area-inset-bottom))';

/**
 * /certificate: anyone checks a certificate by its number, typed or arriving from the QR code
 * (`?number=`). It shows only what the certificate itself says. Laid out for a phone first, where the QR code
 * opens it: the facts one under another, words whole, and the end of the result clear of the chat button.
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
      ? (fieldErrorMessage(verification.error, 'number') ?? errorMessage(verification.error))
      : undefined;

  return (
    <Flex
      vertical
      gap="large"
      style={{
        maxWidth: 720,
        margin: '0 auto',
        padding: `32px 16px ${CHAT_BUTTON_CLEARANCE}`,
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      <div>
        <Typography.Title level={1}>{t('certificate.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('certificate.intro')}</Typography.Paragraph>
      </div>
      {/* An address of its own: on the server's page, before the app is there, the browser asks it for the verdict. */}
      <form
        aria-label={t('certificate.form')}
        onSubmit={submit}
        noValidate
        action={routeTo('certificate')}
        method="get"
      >
        <Form.Item
          layout="vertical"
          label={<label htmlFor="certificate-number">{t('certificate.number')}</label>}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError}
        >
          <Flex gap="small" wrap>
            <Input
              id="certificate-number"
              name="number"
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

/** antd's Result pads 32px each side: on a phone the facts need that width more. */
const RESULT_STYLE = { paddingBlock: 24, paddingInline: 0 } as const;
const WHOLE_WORDS = { wordBreak: 'normal', overflowWrap: 'break-word' } as const;

function Outcome({ result }: { result: CertificateVerification }) {
  const { t } = useT();
  if (result.status === 'not-found') {
    return (
      <Result
        status="warning"
        title={t('certificate.notFound')}
        subTitle={t('certificate.notFoundText')}
        style={RESULT_STYLE}
      />
    );
  }
  if (result.status === 'revoked') {
    return (
      <Result
        status="error"
        title={t('certificate.revoked')}
        subTitle={t('certificate.revokedText', { number: result.number, date: formatDate(result.revokedAt) })}
        style={RESULT_STYLE}
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('certificate.valid')}
      subTitle={t('certificate.validText', { company: COMPANY.name })}
      style={RESULT_STYLE}
      // The facts' own borders frame them: without antd's grey box around them they get the phone's width.
      styles={{ body: { padding: 0, background: 'transparent' } }}
    >
      {/* Each label above its value, full width: side by side, a phone squeezes both columns until words break. */}
      <Descriptions
        column={1}
        layout="vertical"
        bordered
        size="middle"
        styles={{ label: WHOLE_WORDS, content: WHOLE_WORDS }}
        items={[
          {
            key: 'number',
            label: t('certificate.fields.number'),
            // Only the number may break inside a group, and only when even one group is wider than the screen.
            children: <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{result.number}</span>,
          },
          { key: 'holder', label: t('certificate.fields.holder'), children: result.holderName },
          // A course completion certificate names the course; a training one its program, institution and dates.
          ...(result.kind === 'course'
            ? [{ key: 'course', label: t('certificate.fields.course'), children: result.course }]
            : [
                { key: 'program', label: t('certificate.fields.program'), children: result.program },
                { key: 'institution', label: t('certificate.fields.institution'), children: result.institution },
                {
                  key: 'dates',
                  label: t('certificate.fields.dates'),
                  children: t('certificate.dates', {
                    start: formatDate(result.startDate),
                    end: formatDate(result.endDate),
                  }),
                },
              ]),
          { key: 'issued', label: t('certificate.fields.issued'), children: formatDate(result.issuedAt) },
        ]}
      />
    </Result>
  );
}
