import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Program,
  type ProgramBody,
  type ProgramBodyInput,
  programBodySchema,
} from '@skillhub/shared/schemas/training';
import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { SearchableSelect, type SelectOption } from '@skillhub/shared/ui/searchable-select';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Col, Row } from 'antd';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { useInstitutionOptions } from '../institutions/institution-queries.ts';
import { useSaveProgram } from './program-queries.ts';

export interface ProgramFormDialogProps {
  open: boolean;
  /** the program being edited; none adds a new one */
  program: Program | undefined;
  onClose: () => void;
}

const valuesOf = (program: Program | undefined): ProgramBodyInput => ({
  title: program?.title ?? '',
  description: program?.description ?? '',
  duration: program?.duration ?? '',
  institution: program?.institution._id ?? '',
  topic: program?.topic ?? '',
  board: program?.board ?? '',
  startDate: program?.startDate ?? '',
  endDate: program?.endDate ?? '',
  prerequisites: program?.prerequisites ?? '',
  syllabus: program?.syllabus ?? '',
  skillAreas: program?.skillAreas ?? [],
});

const checkBody = zodResolver(programBodySchema);

/**
 * Add or edit a program: every field is required, and the end date may not come before the start (the shared
 * schema says so on End Date). Only active institutions are offered; an edited program whose institution was
 * deactivated since still names it, marked inactive, and may stay with it.
 */
export function ProgramFormDialog({ open, program, onClose }: ProgramFormDialogProps) {
  const save = useSaveProgram();
  const institutions = useInstitutionOptions('active');
  const { t } = useT();
  const { t: common } = useTranslation('common');
  // An empty pick is not an invalid id to the person choosing: it is a missing institution.
  const resolver: Resolver<ProgramBodyInput, unknown, ProgramBody> = async (values, context, options) => {
    const result = await checkBody(values, context, options);
    if (!values.institution && result.errors.institution) {
      result.errors.institution = { type: 'required', message: t('programs.institutionRequired') };
    }
    return result;
  };
  const form = useForm<ProgramBodyInput, unknown, ProgramBody>({ resolver, defaultValues: valuesOf(undefined) });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(program));
  }, [open, program, reset]);

  // The edited program's institution is always an option, so its name shows while the list loads; once the
  // list is in, one missing from it was deactivated since.
  const options = useMemo<SelectOption[]>(() => {
    const active = (institutions.data ?? []).map((i) => ({ value: i._id, label: i.name }));
    const current = program?.institution;
    if (!current || active.some((option) => option.value === current._id)) return active;
    const label = institutions.data ? t('programs.inactiveInstitution', { name: current.name }) : current.name;
    return [{ value: current._id, label }, ...active];
  }, [institutions.data, program, t]);

  const field = (name: keyof ProgramBodyInput) => t(`programs.fields.${name}`);
  return (
    <FormDialog
      open={open}
      title={program ? t('programs.edit') : t('programs.add')}
      onClose={onClose}
      form={form}
      width={760}
      onSubmit={async (body) => {
        await save.mutateAsync({ id: program?._id, body });
        return program ? t('programs.updated', { title: body.title }) : t('programs.added');
      }}
    >
      <TextField control={control} name="title" label={field('title')} required maxLength={200} />
      <TextField
        control={control}
        name="description"
        label={field('description')}
        type="textarea"
        rows={4}
        required
        maxLength={5000}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SearchableSelect
            control={control}
            name="institution"
            label={field('institution')}
            options={options}
            required
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            control={control}
            name="duration"
            label={field('duration')}
            required
            maxLength={100}
            help={t('programs.durationHelp')}
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField control={control} name="topic" label={field('topic')} required maxLength={150} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField control={control} name="board" label={field('board')} required maxLength={150} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField control={control} name="startDate" label={field('startDate')} type="date" required />
        </Col>
        <Col xs={24} sm={12}>
          <TextField control={control} name="endDate" label={field('endDate')} type="date" required />
        </Col>
      </Row>
      <TextField
        control={control}
        name="prerequisites"
        label={field('prerequisites')}
        type="textarea"
        rows={3}
        required
        maxLength={2000}
      />
      <TextField
        control={control}
        name="syllabus"
        label={field('syllabus')}
        type="textarea"
        rows={5}
        required
        maxLength={10000}
      />
      <SearchableSelect
        control={control}
        name="skillAreas"
        label={field('skillAreas')}
        multiple
        options={SKILL_AREAS.map((value) => ({ label: common(`values.skillArea.${value}`), value }))}
      />
    </FormDialog>
  );
}
