import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessage, request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { formatDate } from '@skillhub/shared/format';
import { type ApplicationBody, applicationBodySchema, type PublicProgram } from '@skillhub/shared/schemas/training';
import { HoneypotField } from '@skillhub/shared/ui/honeypot-field';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { FormProofNote, useFormProof } from '@skillhub/shared/ui/use-form-proof';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';

const EMPTY: ApplicationBody = { firstName: '', lastName: '', dateOfBirth: '', email: '', website: '' };

/** The page's query key for a program; the server inlines the program under it (seo/training-pages.ts). */
export const publicProgramKey = (id: string) => ['training-public-program', id] as const;

/**
 * /training/apply/{id}: a program's public application form, opened from the QR code on its poster. A closed
 * program says so instead of taking applications.
 */
export default function TrainingApplyPage() {
  const { id = '' } = useParams();
  const { t } = useT();
  const program = useQuery({
    queryKey: publicProgramKey(id),
    queryFn: async ({ signal }) => (await request(trainingEndpoints.publicProgram, { params: { id }, signal })).data,
    retry: false,
  });

  useEffect(() => {
    if (program.data) document.title = t('apply.documentTitle', { title: program.data.title, company: COMPANY.name });
  }, [program.data, t]);

  let body: React.ReactNode;
  if (program.isPending) body = <Skeleton active paragraph={{ rows: 8 }} aria-label={t('apply.loading')} />;
  else if (program.isError) {
    const missing = program.error instanceof ApiError && (program.error.status === 404 || program.error.status === 400);
    body = missing ? (
      <Result status="404" title={t('apply.notFound')} subTitle={t('apply.notFoundText')} />
    ) : (
      <Alert type="error" showIcon title={errorMessage(program.error, t('apply.failed'))} />
    );
  } else body = <ProgramApplication program={program.data} />;

  return <div style={{ maxWidth: 760, margin: '0 auto', padding: '40px 16px', width: '100%' }}>{body}</div>;
}

function ProgramApplication({ program }: { program: PublicProgram }) {
  const { t } = useT();
  const [received, setReceived] = useState<string | null>(null);
  const proof = useFormProof();
  const apply = useMutation({
    mutationFn: (body: ApplicationBody) =>
      request(trainingEndpoints.apply, { params: { id: program._id }, body, onFormProof: proof.onFormProof }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError } = useForm<ApplicationBody>({
    resolver: zodResolver(applicationBodySchema) as never,
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setReceived((await apply.mutateAsync(values)).message);
    } catch (error) {
      if (!applyServerErrors(error, setError)) setFailure(errorMessage(error));
    }
  });

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} style={{ marginBottom: 8 }}>
          {program.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line' }}>
          {program.description}
        </Typography.Paragraph>
        {/* One column at every width: a responsive count is the script's choice, so the server's page (which draws
            before it) would squeeze a phone's screen into three columns until the app came. */}
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'institution', label: t('apply.facts.institution'), children: program.institution.name },
            {
              key: 'dates',
              label: t('apply.facts.dates'),
              children: `${formatDate(program.startDate)} – ${formatDate(program.endDate)}`,
            },
            { key: 'duration', label: t('apply.facts.duration'), children: program.duration },
            { key: 'topic', label: t('apply.facts.topic'), children: program.topic },
            { key: 'board', label: t('apply.facts.board'), children: program.board },
            { key: 'prerequisites', label: t('apply.facts.prerequisites'), children: program.prerequisites },
          ]}
        />
      </div>
      {!program.open ? (
        <Result
          status="info"
          title={t('apply.closed')}
          subTitle={t('apply.closedText', { date: formatDate(program.endDate) })}
        />
      ) : received ? (
        <Result status="success" title={t('apply.received')} subTitle={received} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('apply.form')}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t('apply.heading')}
          </Typography.Title>
          <Flex gap="middle" wrap>
            {(['firstName', 'middleName', 'lastName'] as const).map((name) => (
              <div key={name} style={{ flex: '1 1 200px' }}>
                <TextField
                  control={control}
                  name={name}
                  label={t(`apply.${name}`)}
                  required={name !== 'middleName'}
                  maxLength={100}
                />
              </div>
            ))}
          </Flex>
          <Flex gap="middle" wrap>
            <div style={{ flex: '1 1 200px' }}>
              <TextField control={control} name="dateOfBirth" label={t('apply.dateOfBirth')} type="date" required />
            </div>
            <div style={{ flex: '1 1 260px' }}>
              <TextField
                control={control}
                name="email"
                label={t('apply.email')}
                type="email"
                autoComplete="email"
                required
              />
            </div>
            <div style={{ flex: '1 1 200px' }}>
              <TextField
                control={control}
                name="phoneNumber"
                label={t('apply.phoneNumber')}
                inputMode="numeric"
                autoComplete="tel-national"
                help={t('apply.phoneHelp')}
              />
            </div>
          </Flex>
          <TextField
            control={control}
            name="address"
            label={t('apply.address')}
            type="textarea"
            rows={2}
            maxLength={500}
          />
          <HoneypotField label={t('apply.website')} field={register('website')} />
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <FormProofNote checking={proof.checking} />
          <Button type="primary" size="large" htmlType="submit" loading={apply.isPending}>
            {t('apply.submit')}
          </Button>
        </form>
      )}
    </Flex>
  );
}
