import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessage } from '@skillhub/shared/i18n';
import {
  CONTACT_GENDERS,
  type Contact,
  type ContactBody,
  type ContactValues,
  contactBodySchema,
} from '@skillhub/shared/schemas/whatsapp';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Flex, Form, Select, Switch } from 'antd';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { useSaveContact } from './contact-queries.ts';

const EMPTY: ContactBody = { name: '', number: '', optedIn: true };

const bodyOf = (contact: Contact): ContactBody => ({
  name: contact.name,
  number: contact.number,
  age: contact.age ?? undefined,
  gender: contact.gender ?? undefined,
  occupation: contact.occupation ?? '',
  address: contact.address ?? '',
  optedIn: contact.optedIn,
});

/**
 * Add a contact or edit one. The fields and their messages are the contract's; the server's (a number that is
 * already a contact) land on their fields. Turning the opt-in off records that the contact asked not to be
 * messaged; the server notes when and how.
 */
export function ContactFormDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: Contact | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const save = useSaveContact();
  const ids = useId();
  const form = useForm<ContactBody, unknown, ContactValues>({
    resolver: zodResolver(contactBodySchema) as never,
    defaultValues: EMPTY,
  });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(contact ? bodyOf(contact) : EMPTY);
  }, [open, contact, reset]);

  return (
    <FormDialog
      open={open}
      title={contact ? t('contacts.edit') : t('contacts.add')}
      onClose={onClose}
      form={form}
      width={560}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: contact?._id, body });
        return contact ? t('contacts.updated', { name: body.name }) : t('contacts.added');
      }}
    >
      <TextField control={control} name="name" label={t('contacts.fields.name')} required maxLength={100} />
      <TextField
        control={control}
        name="number"
        label={t('contacts.fields.number')}
        type="tel"
        inputMode="numeric"
        required
        maxLength={15}
        help={t('contacts.numberHelp')}
      />
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 120px' }}>
          <TextField control={control} name="age" label={t('contacts.fields.age')} type="number" inputMode="numeric" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => {
              const message = fieldMessage(fieldState.error);
              return (
                <Form.Item
                  layout="vertical"
                  label={t('contacts.fields.gender')}
                  htmlFor={`${ids}-gender`}
                  validateStatus={message ? 'error' : undefined}
                  help={message ? <span id={`${ids}-gender-error`}>{message}</span> : undefined}
                >
                  <Select
                    id={`${ids}-gender`}
                    aria-label={t('contacts.fields.gender')}
                    aria-describedby={message ? `${ids}-gender-error` : undefined}
                    value={(field.value as string | undefined) || undefined}
                    onChange={(value?: string) => field.onChange(value ?? '')}
                    allowClear
                    placeholder={t('contacts.chooseGender')}
                    options={CONTACT_GENDERS.map((g) => ({ value: g, label: t(`contacts.genders.${g}`) }))}
                  />
                </Form.Item>
              );
            }}
          />
        </div>
      </Flex>
      <TextField control={control} name="occupation" label={t('contacts.fields.occupation')} maxLength={100} />
      <TextField
        control={control}
        name="address"
        label={t('contacts.fields.address')}
        type="textarea"
        rows={2}
        maxLength={300}
      />
      <Controller
        control={control}
        name="optedIn"
        render={({ field }) => (
          <Form.Item
            layout="horizontal"
            label={t('contacts.fields.optedIn')}
            htmlFor={`${ids}-opted-in`}
            extra={t('contacts.optedInHelp')}
          >
            <Switch id={`${ids}-opted-in`} checked={field.value !== false} onChange={field.onChange} />
          </Form.Item>
        )}
      />
    </FormDialog>
  );
}
