import { zodResolver } from '@hookform/resolvers/zod';
import { type Applicant, type ApplicantBody, applicantBodySchema } from '@skillhub/shared/schemas/training';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Flex, Form, Select } from 'antd';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { useInstitutionOptions } from '../institutions/institution-queries.ts';
import { useProgramOptions } from '../programs/program-queries.ts';
import { useSaveApplicant } from './applicant-queries.ts';

const EMPTY: ApplicantBody = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  institution: '',
  program: '',
};

const bodyOf = (applicant: Applicant): ApplicantBody => ({
  firstName: applicant.firstName,
  middleName: applicant.middleName ?? '',
  lastName: applicant.lastName,
  dateOfBirth: applicant.dateOfBirth,
  email: applicant.email,
  phoneNumber: applicant.phoneNumber ?? '',
  address: applicant.address ?? '',
  institution: applicant.institution._id,
  program: applicant.program._id,
});

/** Add an applicant (Pending) or edit one's details; the program list follows the chosen institution. */
export function ApplicantFormDialog({
  open,
  applicant,
  onClose,
}: {
  open: boolean;
  applicant: Applicant | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const save = useSaveApplicant();
  const institutionOptions = useInstitutionOptions('active');
  const programOptions = useProgramOptions();
  const form = useForm<ApplicantBody>({ resolver: zodResolver(applicantBodySchema) as never, defaultValues: EMPTY });
  const { control, reset, watch, setValue } = form;
  const institution = watch('institution');

  useEffect(() => {
    if (open) reset(applicant ? bodyOf(applicant) : EMPTY);
  }, [open, applicant, reset]);

  const programs = (programOptions.data ?? []).filter((p) => p.institution._id === institution);
  const select = (name: 'institution' | 'program', options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange }, fieldState }) => (
        <Form.Item
          layout="vertical"
          label={t(`applicants.fields.${name}`)}
          required
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
          style={{ flex: '1 1 220px' }}
        >
          <Select
            aria-label={t(`applicants.fields.${name}`)}
            value={value || undefined}
            onChange={(next: string) => {
              onChange(next);
              if (name === 'institution') setValue('program', '');
            }}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
            loading={institutionOptions.isPending || programOptions.isPending}
          />
        </Form.Item>
      )}
    />
  );

  return (
    <FormDialog
      open={open}
      title={applicant ? t('applicants.edit') : t('applicants.add')}
      onClose={onClose}
      form={form}
      onSubmit={async (body) => {
        const answer = await save.mutateAsync({ id: applicant?._id, body });
        return answer.message ?? t('applicants.saved');
      }}
    >
      <Flex gap="middle" wrap>
        {(['firstName', 'middleName', 'lastName'] as const).map((name) => (
          <div key={name} style={{ flex: '1 1 160px' }}>
            <TextField
              control={control}
              name={name}
              label={t(`applicants.fields.${name}`)}
              required={name !== 'middleName'}
              maxLength={100}
            />
          </div>
        ))}
      </Flex>
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 160px' }}>
          <TextField
            control={control}
            name="dateOfBirth"
            label={t('applicants.fields.dateOfBirth')}
            type="date"
            required
          />
        </div>
        <div style={{ flex: '1 1 220px' }}>
          <TextField control={control} name="email" label={t('applicants.fields.email')} type="email" required />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <TextField
            control={control}
            name="phoneNumber"
            label={t('applicants.fields.phoneNumber')}
            inputMode="numeric"
          />
        </div>
      </Flex>
      <TextField control={control} name="address" label={t('applicants.fields.address')} type="textarea" rows={2} />
      <Flex gap="middle" wrap>
        {select(
          'institution',
          (institutionOptions.data ?? []).map((i) => ({ value: i._id, label: i.name })),
        )}
        {select(
          'program',
          programs.map((p) => ({ value: p._id, label: p.title })),
        )}
      </Flex>
    </FormDialog>
  );
}
