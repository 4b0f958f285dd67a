import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { type EnquiryBody, type EnquiryBodyInput, enquiryBodySchema } from '@skillhub/shared/schemas/enquiry';
import { HONEYPOT_FIELD } from '@skillhub/shared/schemas/lead-form';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { FormProofNote, useFormProof } from '@skillhub/shared/ui/use-form-proof';
import { visuallyHiddenStyle } from '@skillhub/shared/ui/visually-hidden';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { useSendEnquiry } from './use-send-enquiry.ts';

export const ENQUIRY_SUCCESS_MESSAGE = en.enquiry.success;

export interface EnquiryFormProps {
  /** The course the visitor is looking at: sent as `interestedCourse` by id, shown by title. */
  course?: { _id: string; title: string };
}

const blank = (course?: EnquiryFormProps['course']): EnquiryBodyInput => ({
  name: '',
  education: '',
  phone: '',
  email: '',
  interestedCourse: course?._id ?? '',
  whatsAppOptIn: false,
  website: '',
});

/**
 * The public enquiry (contact) form: name, phone (10 digits), e-mail required; education and
 * course optional; WhatsApp updates only if the visitor ticks the box (then WhatsApp asks the number to confirm).
 * The server checks the same schema and its per-field messages land on the fields.
 */
export function EnquiryForm({ course }: EnquiryFormProps) {
  const optInId = useId();
  const proof = useFormProof();
  const send = useSendEnquiry(proof.onFormProof);
  const { t } = useT();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<EnquiryBodyInput, unknown, EnquiryBody>({
    resolver: zodResolver(enquiryBodySchema),
    defaultValues: blank(course),
  });

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await send.mutateAsync(body);
      // The server's thanks is these words in English; the visitor reads them in the page's language.
      setOutcome({ type: 'success', message: t('enquiry.success') });
      reset(blank(course));
    } catch (error) {
      if (!applyServerErrors(error, setError)) setOutcome({ type: 'error', message: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('enquiry.form')}>
      <TextField control={control} name="name" label={t('enquiry.name')} required autoComplete="name" maxLength={100} />
      <TextField
        control={control}
        name="phone"
        label={t('enquiry.phone')}
        type="tel"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder={t('enquiry.phonePlaceholder')}
      />
      <TextField control={control} name="email" label={t('enquiry.email')} type="email" required autoComplete="email" />
      <TextField
        control={control}
        name="education"
        label={t('enquiry.education')}
        maxLength={100}
        placeholder={t('enquiry.educationPlaceholder')}
      />
      {course ? (
        <Form.Item layout="vertical" label={t('enquiry.interestedCourse')} htmlFor={`${optInId}-course`}>
          <Input id={`${optInId}-course`} value={course.title} readOnly />
        </Form.Item>
      ) : (
        <TextField control={control} name="interestedCourse" label={t('enquiry.interestedCourse')} maxLength={200} />
      )}
      {/* The honeypot: off screen, out of the accessibility tree and the tab order, so only a bot fills it. */}
      <div aria-hidden="true" style={visuallyHiddenStyle}>
        <label htmlFor={`${optInId}-${HONEYPOT_FIELD}`}>Website</label>
        <Controller
          control={control}
          name={HONEYPOT_FIELD}
          render={({ field }) => (
            <input
              id={`${optInId}-${HONEYPOT_FIELD}`}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="whatsAppOptIn"
        render={({ field }) => (
          <Form.Item extra={<span id={`${optInId}-help`}>{t('enquiry.whatsAppHelp')}</span>}>
            <Checkbox
              id={optInId}
              aria-describedby={`${optInId}-help`}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            >
              {t('enquiry.whatsApp')}
            </Checkbox>
          </Form.Item>
        )}
      />
      {outcome && (
        <Alert
          type={outcome.type}
          title={outcome.message}
          showIcon
          role={outcome.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 12 }}
        />
      )}
      <FormProofNote checking={proof.checking} />
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        {t('enquiry.send')}
      </Button>
    </form>
  );
}
