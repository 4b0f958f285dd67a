import type { EnquiryBodyInput } from '@skillhub/shared/schemas/enquiry';
import { HoneypotField } from '@skillhub/shared/ui/honeypot-field';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Checkbox, Form } from 'antd';
import { useId } from 'react';
import { type Control, Controller, type Path, type UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';

/** A form whose values hold the enquiry form's fields (Contact Us, the event forms). */
type LeadValues = EnquiryBodyInput;

interface FieldsProps<F extends LeadValues> {
  control: Control<F>;
}

const field = <F extends LeadValues>(name: keyof LeadValues) => name as Path<F>;

/** Name, mobile number and e-mail (required), as the spec's contact form asks them. */
export function LeadContactFields<F extends LeadValues>({ control }: FieldsProps<F>) {
  const { t } = useT();
  return (
    <>
      <TextField
        control={control}
        name={field<F>('name')}
        label={t('leadForm.name')}
        required
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        control={control}
        name={field<F>('phone')}
        label={t('leadForm.phone')}
        type="tel"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder={t('leadForm.phonePlaceholder')}
      />
      <TextField
        control={control}
        name={field<F>('email')}
        label={t('leadForm.email')}
        type="email"
        required
        autoComplete="email"
        maxLength={254}
      />
    </>
  );
}

export function EducationField<F extends LeadValues>({ control }: FieldsProps<F>) {
  const { t } = useT();
  return (
    <TextField
      control={control}
      name={field<F>('education')}
      label={t('leadForm.education')}
      maxLength={100}
      placeholder={t('leadForm.educationPlaceholder')}
    />
  );
}

/**
 * The WhatsApp consent: unticked until the visitor ticks it, since consent is theirs to give. Ticking it does
 * not subscribe the number: WhatsApp asks it to confirm, as the help under the box says.
 */
export function WhatsAppOptInField<F extends LeadValues>({ control }: FieldsProps<F>) {
  const { t } = useT();
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <Controller
      control={control}
      name={field<F>('whatsAppOptIn')}
      render={({ field: optIn }) => (
        <Form.Item extra={<span id={helpId}>{t('leadForm.whatsAppHelp')}</span>}>
          <Checkbox
            id={id}
            aria-describedby={helpId}
            checked={(optIn.value as boolean | undefined) ?? false}
            onChange={(event) => optIn.onChange(event.target.checked)}
            onBlur={optIn.onBlur}
          >
            {t('leadForm.whatsApp')}
          </Checkbox>
        </Form.Item>
      )}
    />
  );
}

/** The hidden field only bots fill (HONEYPOT_FIELD). */
export function LeadHoneypot<F extends LeadValues>({ register }: { register: UseFormRegister<F> }) {
  const { t } = useT();
  return <HoneypotField label={t('leadForm.website')} field={register(field<F>('website'))} />;
}
