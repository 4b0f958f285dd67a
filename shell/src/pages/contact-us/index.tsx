import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import { routeTo } from '@skillhub/shared/routes';
import { type ContactUsBody, type ContactUsBodyInput, contactUsBodySchema } from '@skillhub/shared/schemas/contact-us';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { FormProofNote, useFormProof } from '@skillhub/shared/ui/use-form-proof';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Result, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  EducationField,
  LeadContactFields,
  LeadHoneypot,
  WhatsAppOptInField,
} from '../../components/lead-form/lead-form-fields.tsx';
import { PublishedCoursePicker } from '../../components/lead-form/published-course-picker.tsx';
import { useT } from '../../i18n/index.ts';

const BLANK: ContactUsBodyInput = {
  name: '',
  phone: '',
  email: '',
  education: '',
  interestedCourse: '',
  whatsAppOptIn: false,
  website: '',
};

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap="middle" align="start">
      <span aria-hidden style={{ color: token.colorPrimary, fontSize: 20, lineHeight: 1.4 }}>
        {icon}
      </span>
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
          {label}
        </Typography.Text>
        {children}
      </div>
    </Flex>
  );
}

/** The company's phone, e-mails, office address and hours: the same details the footer gives. */
function ContactDetails() {
  const { t } = useT();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('contactPage.detailsHeading')}
        </Typography.Title>
      }
    >
      <Flex vertical gap="large">
        <Detail icon={<PhoneOutlined />} label={t('contactPage.phone')}>
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
        </Detail>
        <Detail icon={<MailOutlined />} label={t('contactPage.email')}>
          {/* Apart enough to be tapped one at a time. */}
          <Flex vertical gap={8}>
            {COMPANY.emails.map((email) => (
              <a key={email} href={`mailto:${email}`}>
                {email}
              </a>
            ))}
          </Flex>
        </Detail>
        <Detail icon={<EnvironmentOutlined />} label={t('contactPage.address')}>
          <address style={{ fontStyle: 'normal' }}>{COMPANY.address}</address>
        </Detail>
        <Detail icon={<ClockCircleOutlined />} label={t('contactPage.hoursHeading')}>
          <div>{t('contactPage.hours')}</div>
          <Typography.Text type="secondary">{t('contactPage.closed')}</Typography.Text>
        </Detail>
      </Flex>
    </Card>
  );
}

/**
 * /contact-us: the company's contact details and office hours beside the contact form (POST /contact-us),
 * whose message becomes a lead in the enquiry pipeline; after sending, a thank-you says what happens next.
 */
export function ContactUsPage() {
  const { t } = useT();
  const [sent, setSent] = useState<ContactUsBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const proof = useFormProof();
  const send = useMutation({
    mutationFn: (body: ContactUsBody) => request(enquiryEndpoints.contactUs, { body, onFormProof: proof.onFormProof }),
  });
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    ContactUsBodyInput,
    unknown,
    ContactUsBody
  >({ resolver: zodResolver(contactUsBodySchema), defaultValues: BLANK });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send.mutateAsync(body);
      setSent(body);
      reset(BLANK);
    } catch (error) {
      if (!applyServerErrors(error, setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <div className="sh-container" style={{ padding: '40px 16px 72px' }}>
      <Typography.Title level={1} style={{ marginBottom: 8 }}>
        {t('contactPage.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720, fontSize: 16 }}>
        {t('contactPage.intro')}
      </Typography.Paragraph>
      <Row gutter={[32, 24]} style={{ marginTop: 24 }}>
        <Col xs={24} lg={9}>
          <ContactDetails />
        </Col>
        <Col xs={24} lg={15}>
          <Card>
            {sent ? (
              <Result
                status="success"
                title={<span role="status">{t('contactPage.thanksTitle', { name: sent.name })}</span>}
                subTitle={t('contactPage.nextSteps', { phone: sent.phone })}
                extra={[
                  <Button key="another" type="primary" onClick={() => setSent(null)}>
                    {t('contactPage.another')}
                  </Button>,
                  <Link key="courses" to={routeTo('catalogue')}>
                    {t('contactPage.browse')}
                  </Link>,
                ]}
              />
            ) : (
              <form onSubmit={submit} noValidate aria-label={t('contactPage.form')}>
                <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                  {t('contactPage.formHeading')}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{t('leadForm.required')}</Typography.Paragraph>
                <LeadContactFields control={control} />
                <EducationField control={control} />
                <PublishedCoursePicker control={control} name="interestedCourse" />
                <LeadHoneypot register={register} />
                <WhatsAppOptInField control={control} />
                {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
                <FormProofNote checking={proof.checking} />
                <Button type="primary" size="large" htmlType="submit" block loading={formState.isSubmitting}>
                  {t('contactPage.send')}
                </Button>
              </form>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
