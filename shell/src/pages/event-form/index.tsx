import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, request } from '@skillhub/shared/api-client';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import { routeTo } from '@skillhub/shared/routes';
import {
  type EventRegistrationBody,
  type EventRegistrationBodyInput,
  type EventSource,
  eventRegistrationBodySchema,
} from '@skillhub/shared/schemas/event-registration';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { FormProofNote, useFormProof } from '@skillhub/shared/ui/use-form-proof';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import {
  EducationField,
  LeadContactFields,
  LeadHoneypot,
  WhatsAppOptInField,
} from '../../components/lead-form/lead-form-fields.tsx';
import { PublishedCoursePicker } from '../../components/lead-form/published-course-picker.tsx';
import { useT } from '../../i18n/index.ts';
import { eventNameFromUrl } from './event-name.ts';

const blank = (source: EventSource, eventName: string | undefined): EventRegistrationBodyInput => ({
  name: '',
  email: '',
  phone: '',
  education: '',
  organisation: '',
  city: '',
  interestedCourse: '',
  whatsAppOptIn: false,
  source,
  eventName: eventName ?? '',
  website: '',
});

interface EventRegistrationProps {
  source: EventSource;
  /** the event's name (/eventForm?event=); none for /ccfs and a generic event */
  eventName: string | undefined;
  title: string;
  intro: string;
}

/** The registration form of an event (POST /event/ccfs), then what happens next. */
function EventRegistration({ source, eventName, title, intro }: EventRegistrationProps) {
  const { t } = useT();
  const [registered, setRegistered] = useState<EventRegistrationBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const proof = useFormProof();
  const send = useMutation({
    mutationFn: (body: EventRegistrationBody) =>
      request(enquiryEndpoints.registerForEvent, { body, onFormProof: proof.onFormProof }),
  });
  const { control, register, handleSubmit, setError, formState } = useForm<
    EventRegistrationBodyInput,
    unknown,
    EventRegistrationBody
  >({ resolver: zodResolver(eventRegistrationBodySchema), defaultValues: blank(source, eventName) });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send.mutateAsync(body);
      setRegistered(body);
    } catch (error) {
      if (!applyServerErrors(error, setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <div className="sh-container" style={{ padding: '40px 16px 72px', maxWidth: 820 }}>
      <Typography.Title level={1} style={{ marginBottom: 8 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {intro}
      </Typography.Paragraph>
      <Card style={{ marginTop: 16 }}>
        {registered ? (
          <Result
            status="success"
            title={<span role="status">{t('eventPage.thanksTitle', { name: registered.name })}</span>}
            subTitle={t('eventPage.nextSteps', { email: registered.email, phone: registered.phone })}
            extra={
              <Link key="courses" to={routeTo('catalogue')}>
                {t('eventPage.browse')}
              </Link>
            }
          />
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('eventPage.form')}>
            <Typography.Paragraph type="secondary">{t('leadForm.required')}</Typography.Paragraph>
            <LeadContactFields control={control} />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <EducationField control={control} />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  control={control}
                  name="organisation"
                  label={t('eventPage.organisation')}
                  autoComplete="organization"
                  maxLength={150}
                />
              </Col>
            </Row>
            <TextField
              control={control}
              name="city"
              label={t('eventPage.city')}
              autoComplete="address-level2"
              maxLength={100}
            />
            <PublishedCoursePicker control={control} name="interestedCourse" />
            <LeadHoneypot register={register} />
            <WhatsAppOptInField control={control} />
            {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
            <FormProofNote checking={proof.checking} />
            <Button type="primary" size="large" htmlType="submit" block loading={formState.isSubmitting}>
              {t('eventPage.register')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}

/** /ccfs: the career-counselling session's registration, with its own heading; its leads have source CCFS. */
export function CcfsPage() {
  const { t } = useT();
  return (
    <EventRegistration
      source="CCFS"
      eventName={undefined}
      title={t('eventPage.ccfsTitle')}
      intro={t('eventPage.ccfsIntro')}
    />
  );
}

/**
 * /eventForm?event=<name>: any event's registration, headed with the event's name from the address (a generic
 * heading without one); its leads have source Event and that name.
 */
export function EventFormPage() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const eventName = eventNameFromUrl(searchParams.get('event'));
  return (
    <EventRegistration
      // A new event in the address is a new form.
      key={eventName ?? ''}
      source="Event"
      eventName={eventName}
      title={eventName ? t('eventPage.eventTitle', { event: eventName }) : t('eventPage.genericTitle')}
      intro={t('eventPage.eventIntro')}
    />
  );
}
