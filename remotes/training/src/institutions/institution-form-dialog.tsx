import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Institution,
  type InstitutionBody,
  type InstitutionBodyInput,
  institutionBodySchema,
} from '@skillhub/shared/schemas/training';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { useSaveInstitution } from './institution-queries.ts';

export interface InstitutionFormDialogProps {
  open: boolean;
  /** the institution being edited; none adds a new one */
  institution: Institution | undefined;
  onClose: () => void;
}

const valuesOf = (institution: Institution | undefined): InstitutionBodyInput => ({
  name: institution?.name ?? '',
  email: institution?.email ?? '',
  contactNumber: institution?.contactNumber ?? '',
  address: institution?.address ?? '',
  website: institution?.website ?? '',
});

/**
 * Add or edit an institution: name, e-mail and address, an optional 10-digit contact number and website. A name
 * another institution has comes back from the server (409) on the name field.
 */
export function InstitutionFormDialog({ open, institution, onClose }: InstitutionFormDialogProps) {
  const save = useSaveInstitution();
  const { t } = useT();
  const form = useForm<InstitutionBodyInput, unknown, InstitutionBody>({
    resolver: zodResolver(institutionBodySchema),
    defaultValues: valuesOf(undefined),
  });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(institution));
  }, [open, institution, reset]);

  return (
    <FormDialog
      open={open}
      title={institution ? t('institutions.edit') : t('institutions.add')}
      onClose={onClose}
      form={form}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: institution?._id, body });
        return institution ? t('institutions.updated', { name: body.name }) : t('institutions.added');
      }}
    >
      <TextField control={control} name="name" label={t('institutions.fields.name')} required maxLength={150} />
      <TextField
        control={control}
        name="email"
        label={t('institutions.fields.email')}
        type="email"
        required
        autoComplete="off"
      />
      <TextField
        control={control}
        name="contactNumber"
        label={t('institutions.fields.contactNumber')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        help={t('institutions.contactHelp')}
      />
      <TextField
        control={control}
        name="address"
        label={t('institutions.fields.address')}
        type="textarea"
        rows={3}
        required
        maxLength={500}
      />
      <TextField
        control={control}
        name="website"
        label={t('institutions.fields.website')}
        help={t('institutions.websiteHelp')}
        inputMode="url"
      />
    </FormDialog>
  );
}
