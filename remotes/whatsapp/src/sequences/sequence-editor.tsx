import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { fieldMessage } from '@skillhub/shared/i18n';
import { ENQUIRY_SOURCES } from '@skillhub/shared/schemas/enquiry';
import {
  SEQUENCE_LEAD_FIELDS,
  SEQUENCE_MAX_DELAY_DAYS,
  SEQUENCE_MAX_STEPS,
  SEQUENCE_TEXT_MAX,
  type Sequence,
  type SequenceBody,
  type SequenceStepKind,
  type SequenceValues,
  type SequenceVariable,
  sequenceBodySchema,
  textVariables,
} from '@skillhub/shared/schemas/lead-sequence';
import { variableCount } from '@skillhub/shared/schemas/whatsapp';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Button, Card, Divider, Flex, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { type Control, Controller, type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { useApprovedTemplates } from '../templates/template-queries.ts';
import { useCouponCodes, usePublishedCourses, useSaveSequence } from './sequence-queries.ts';

type SequenceForm = Required<Omit<SequenceBody, 'steps'>> & {
  steps: (Omit<SequenceBody['steps'][number], 'couponId' | 'kind' | 'text' | 'templateId'> & {
    kind: SequenceStepKind;
    text: string | null;
    /** '' until a template step's template is chosen (refused as such); null: a free-text step without fallback. */
    templateId: string | null;
    couponId: string | null;
  })[];
};

const REPLY_STATUSES = LEAD_STATUSES.filter((s) => s !== 'Pending' && s !== 'Closed' && s !== 'Not Engage');
const ANY = '';
const TEXT = 'text';

const newStep = (delayDays = 0): SequenceForm['steps'][number] => ({
  kind: 'template',
  text: null,
  templateId: '',
  delayDays,
  delayHours: 0,
  bodyVariables: [],
  couponId: null,
});

const EMPTY: SequenceForm = {
  name: '',
  active: true,
  triggerSource: null,
  triggerCourseId: null,
  sendFromHour: 9,
  sendUntilHour: 21,
  replyStatus: 'Interested',
  counsellorName: '',
  steps: [newStep()],
};

const formOf = (sequence: Sequence): SequenceForm => ({
  name: sequence.name,
  active: sequence.active,
  triggerSource: sequence.triggerSource,
  triggerCourseId: sequence.triggerCourse?._id ?? null,
  sendFromHour: sequence.sendFromHour,
  sendUntilHour: sequence.sendUntilHour,
  replyStatus: sequence.replyStatus,
  counsellorName: sequence.counsellorName,
  steps: sequence.steps.map((step) => ({
    _id: step._id,
    kind: step.kind,
    text: step.text,
    templateId: step.kind === 'text' ? step.templateId : (step.templateId ?? ''),
    delayDays: step.delayDays,
    delayHours: step.delayHours,
    bodyVariables: step.bodyVariables,
    couponId: step.couponId,
  })),
});

const errorOf = (error: FieldError | undefined) => (error ? fieldMessage(error) : undefined);

/**
 * Create or edit a follow-up sequence: its name, whether it runs, the new leads that start it (a source and/or a
 * course), the hours it may send in (India time), the status a reply moves the lead to, and its steps: an
 * approved template each, its variables filled from the lead (name, course, counsellor, a coupon's code) or a
 * typed text, or a free text with {name}, {course}, {counsellor} and {coupon} (sent only inside the lead's
 * 24-hour window, else as its fallback template or not at all), sent days and hours after the lead arrived. A
 * step kept while editing is not sent again to the leads it already reached.
 */
export function SequenceEditor({
  open,
  sequence,
  onClose,
}: {
  open: boolean;
  sequence: Sequence | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const ids = useId();
  const save = useSaveSequence();
  const form = useForm<SequenceForm, unknown, SequenceValues>({
    resolver: zodResolver(sequenceBodySchema) as never,
    defaultValues: EMPTY,
  });
  const { control, reset, formState } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const templates = useApprovedTemplates(open);
  const courses = usePublishedCourses(open);
  const canReadCoupons = useModuleAbilities('Courses', 'Coupons').canRead;
  const coupons = useCouponCodes(open && canReadCoupons);

  useEffect(() => {
    if (open) reset(sequence ? formOf(sequence) : EMPTY);
  }, [open, sequence, reset]);

  const item = (
    name: string,
    label: string,
    error: FieldError | undefined,
    child: React.ReactNode,
    flex = '1 1 200px',
  ) => (
    <Form.Item
      layout="vertical"
      label={label}
      htmlFor={`${ids}-${name}`}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${ids}-${name}-error`}>{errorOf(error)}</span> : undefined}
      style={{ flex, minWidth: 0 }}
    >
      {child}
    </Form.Item>
  );

  const hours = (from: boolean) =>
    Array.from({ length: 24 }, (_, i) => (from ? i : i + 1)).map((hour) => ({
      value: hour,
      label: `${String(hour).padStart(2, '0')}:00`,
    }));

  const stepsError = formState.errors.steps?.message ?? formState.errors.steps?.root?.message;

  return (
    <FormDialog<SequenceForm, SequenceValues>
      open={open}
      title={sequence ? t('sequences.form.editTitle', { name: sequence.name }) : t('sequences.form.addTitle')}
      onClose={onClose}
      form={form}
      width={880}
      onSubmit={async (body) => {
        const answer = await save.mutateAsync({ id: sequence?._id, body });
        return t(sequence ? 'sequences.form.saved' : 'sequences.form.created', { name: answer.data.name });
      }}
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) =>
          item(
            'name',
            t('sequences.fields.name'),
            fieldState.error,
            <Input
              id={`${ids}-name`}
              {...field}
              maxLength={100}
              aria-required
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? `${ids}-name-error` : undefined}
            />,
          )
        }
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Form.Item layout="horizontal" label={t('sequences.fields.active')} htmlFor={`${ids}-active`}>
            <Switch id={`${ids}-active`} checked={field.value} onChange={field.onChange} />
          </Form.Item>
        )}
      />
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        {t('sequences.form.trigger')}
      </Divider>
      <Flex gap="middle" wrap>
        <Controller
          control={control}
          name="triggerSource"
          render={({ field, fieldState }) =>
            item(
              'triggerSource',
              t('sequences.fields.source'),
              fieldState.error,
              <Select
                id={`${ids}-triggerSource`}
                value={field.value ?? ANY}
                onChange={(value: string) => field.onChange(value === ANY ? null : value)}
                options={[
                  { value: ANY, label: t('sequences.anySource') },
                  ...ENQUIRY_SOURCES.map((source) => ({ value: source, label: t(`sequences.sources.${source}`) })),
                ]}
              />,
            )
          }
        />
        <Controller
          control={control}
          name="triggerCourseId"
          render={({ field, fieldState }) =>
            item(
              'triggerCourseId',
              t('sequences.fields.course'),
              fieldState.error,
              <Select
                id={`${ids}-triggerCourseId`}
                value={field.value ?? ANY}
                onChange={(value: string) => field.onChange(value === ANY ? null : value)}
                loading={courses.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={[
                  { value: ANY, label: t('sequences.anyCourse') },
                  ...(courses.data ?? []).map((course) => ({ value: course._id, label: course.title })),
                  ...(sequence?.triggerCourse && !courses.data?.some((c) => c._id === sequence.triggerCourse?._id)
                    ? [{ value: sequence.triggerCourse._id, label: sequence.triggerCourse.title }]
                    : []),
                ]}
              />,
            )
          }
        />
      </Flex>
      <Flex gap="middle" wrap>
        {(['sendFromHour', 'sendUntilHour'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) =>
              item(
                name,
                t(`sequences.fields.${name}`),
                fieldState.error,
                <Select
                  id={`${ids}-${name}`}
                  value={field.value}
                  onChange={field.onChange}
                  options={hours(name === 'sendFromHour')}
                  // All 24 hours in the page, so each can be reached by keyboard and found by a screen reader.
                  virtual={false}
                  aria-describedby={fieldState.error ? `${ids}-${name}-error` : undefined}
                />,
                '1 1 140px',
              )
            }
          />
        ))}
        <Controller
          control={control}
          name="replyStatus"
          render={({ field, fieldState }) =>
            item(
              'replyStatus',
              t('sequences.fields.replyStatus'),
              fieldState.error,
              <Select
                id={`${ids}-replyStatus`}
                value={field.value}
                onChange={field.onChange}
                options={REPLY_STATUSES.map((status) => ({ value: status, label: t(`sequences.statuses.${status}`) }))}
              />,
            )
          }
        />
        <Controller
          control={control}
          name="counsellorName"
          render={({ field, fieldState }) =>
            item(
              'counsellorName',
              t('sequences.fields.counsellorName'),
              fieldState.error,
              <Input id={`${ids}-counsellorName`} {...field} maxLength={60} />,
            )
          }
        />
      </Flex>
      <Typography.Paragraph type="secondary">{t('sequences.form.hoursHelp')}</Typography.Paragraph>

      <Divider titlePlacement="start">{t('sequences.form.steps')}</Divider>
      <Flex vertical gap="middle">
        {steps.fields.map((step, index) => (
          <StepCard
            key={step.id}
            index={index}
            control={control}
            templates={templates.data ?? []}
            coupons={(coupons.data ?? []).map((c) => ({ value: c._id, label: c.code ?? c.title }))}
            onRemove={steps.fields.length > 1 ? () => steps.remove(index) : undefined}
            setVariables={(variables) =>
              form.setValue(`steps.${index}.bodyVariables`, variables, { shouldDirty: true })
            }
            setTemplate={(templateId) => form.setValue(`steps.${index}.templateId`, templateId, { shouldDirty: true })}
          />
        ))}
        {stepsError && (
          <Typography.Text type="danger" role="alert">
            {fieldMessage({ message: stepsError } as FieldError)}
          </Typography.Text>
        )}
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={steps.fields.length >= SEQUENCE_MAX_STEPS}
          onClick={() => steps.append(newStep(steps.fields.length === 0 ? 0 : 2))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('sequences.form.addStep')}
        </Button>
      </Flex>
    </FormDialog>
  );
}

interface TemplateOption {
  _id: string;
  name: string;
  body: string;
}

/**
 * One step: what it sends (an approved template, or free text with its fallback template), when it goes, each
 * template variable's value, and the coupon its {coupon} sends.
 */
function StepCard({
  index,
  control,
  templates,
  coupons,
  onRemove,
  setVariables,
  setTemplate,
}: {
  index: number;
  control: Control<SequenceForm>;
  templates: TemplateOption[];
  coupons: { value: string; label: string }[];
  onRemove: (() => void) | undefined;
  setVariables: (variables: SequenceVariable[]) => void;
  setTemplate: (templateId: string | null) => void;
}) {
  const { t } = useT();
  const ids = useId();
  const [templateId, variables, kind, text] = useWatch({
    control,
    name: [`steps.${index}.templateId`, `steps.${index}.bodyVariables`, `steps.${index}.kind`, `steps.${index}.text`],
  });
  const template = templates.find((tpl) => tpl._id === templateId);
  const count = template ? variableCount(template.body) : 0;
  const freeText = kind === 'text';
  const usesCoupon =
    (freeText && textVariables(text ?? '').fields.includes('coupon')) ||
    variables.some((v) => v.source === 'lead' && v.field === 'coupon');

  // One value per variable of the chosen template: the list follows the template, the lead's name first.
  useEffect(() => {
    if (!template && variables.length > 0 && !templateId) {
      setVariables([]);
      return;
    }
    if (!template || variables.length === count) return;
    setVariables(
      Array.from({ length: count }, (_, i) => variables[i] ?? { source: 'lead', field: i === 0 ? 'name' : 'course' }),
    );
  }, [template, templateId, count, variables, setVariables]);

  const title = t('sequences.form.stepTitle', { number: index + 1 });
  return (
    <Card
      size="small"
      title={<span id={`${ids}-title`}>{title}</span>}
      role="group"
      aria-labelledby={`${ids}-title`}
      extra={
        onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('sequences.form.removeStep', { number: index + 1 })}
            onClick={onRemove}
          />
        )
      }
    >
      <Controller
        control={control}
        name={`steps.${index}.kind`}
        render={({ field }) => (
          <Form.Item layout="vertical" label={<span id={`${ids}-kind`}>{t('sequences.fields.kind')}</span>}>
            <Radio.Group
              aria-labelledby={`${ids}-kind`}
              value={field.value}
              onChange={(event) => {
                const next = event.target.value as SequenceStepKind;
                field.onChange(next);
                // A free-text step may go without a fallback (null); a template step must choose one ('').
                if (next === 'text' && !templateId) setTemplate(null);
                if (next === 'template' && !templateId) setTemplate('');
              }}
              options={[
                { value: 'template', label: t('sequences.kinds.template') },
                { value: 'text', label: t('sequences.kinds.text') },
              ]}
              optionType="button"
            />
          </Form.Item>
        )}
      />
      {freeText && (
        <Controller
          control={control}
          name={`steps.${index}.text`}
          render={({ field, fieldState }) => (
            <Form.Item
              layout="vertical"
              label={t('sequences.fields.text')}
              htmlFor={`${ids}-text`}
              required
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error ? <span id={`${ids}-text-error`}>{errorOf(fieldState.error)}</span> : undefined}
              // The count sits beside the rule (antd's own count would overlap the help under the box).
              extra={
                <Flex justify="space-between" gap="small">
                  <span id={`${ids}-text-help`}>{t('sequences.form.textHelp')}</span>
                  <span aria-hidden style={{ whiteSpace: 'nowrap' }}>
                    {(field.value ?? '').length} / {SEQUENCE_TEXT_MAX}
                  </span>
                </Flex>
              }
            >
              <Input.TextArea
                id={`${ids}-text`}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                autoSize={{ minRows: 3, maxRows: 8 }}
                maxLength={SEQUENCE_TEXT_MAX}
                aria-required
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? `${ids}-text-error ${ids}-text-help` : `${ids}-text-help`}
              />
            </Form.Item>
          )}
        />
      )}
      <Controller
        control={control}
        name={`steps.${index}.templateId`}
        render={({ field, fieldState }) => (
          <Form.Item
            layout="vertical"
            label={t(freeText ? 'sequences.fields.fallback' : 'sequences.fields.template')}
            htmlFor={`${ids}-template`}
            required={!freeText}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error ? errorOf(fieldState.error) : undefined}
            extra={freeText ? t('sequences.form.fallbackHelp') : undefined}
          >
            <Select
              id={`${ids}-template`}
              value={field.value || undefined}
              placeholder={t(freeText ? 'sequences.form.noFallback' : 'sequences.form.chooseTemplate')}
              onChange={(value: string | undefined) => field.onChange(value ?? (freeText ? null : ''))}
              allowClear={freeText}
              showSearch={{ optionFilterProp: 'label' }}
              options={templates.map((tpl) => ({ value: tpl._id, label: tpl.name }))}
            />
          </Form.Item>
        )}
      />
      {template && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {template.body}
        </Typography.Paragraph>
      )}
      <Flex gap="middle" wrap>
        {(['delayDays', 'delayHours'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={`steps.${index}.${name}`}
            render={({ field, fieldState }) => (
              <Form.Item
                layout="vertical"
                label={t(`sequences.fields.${name}`)}
                htmlFor={`${ids}-${name}`}
                validateStatus={fieldState.error ? 'error' : undefined}
                help={fieldState.error ? errorOf(fieldState.error) : undefined}
                style={{ flex: '1 1 120px' }}
              >
                <InputNumber
                  id={`${ids}-${name}`}
                  min={0}
                  max={name === 'delayDays' ? SEQUENCE_MAX_DELAY_DAYS : 23}
                  precision={0}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 0)}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )}
          />
        ))}
      </Flex>
      {variables.map((variable, v) => (
        <Controller
          // biome-ignore lint/suspicious/noArrayIndexKey: a variable is its position in the template ({{1}}, {{2}} ...)
          key={`variable-${v + 1}`}
          control={control}
          name={`steps.${index}.bodyVariables.${v}`}
          render={({ field, fieldState }) => {
            const chosen = field.value.source === 'lead' ? field.value.field : TEXT;
            const label = t('sequences.form.variable', { number: v + 1 });
            return (
              <Form.Item
                layout="vertical"
                label={label}
                htmlFor={`${ids}-variable-${v}`}
                validateStatus={fieldState.error ? 'error' : undefined}
                help={
                  fieldState.error
                    ? errorOf((fieldState.error as { value?: FieldError }).value ?? fieldState.error)
                    : undefined
                }
              >
                <Flex gap="small" wrap>
                  <Select
                    id={`${ids}-variable-${v}`}
                    value={chosen}
                    onChange={(value: string) =>
                      field.onChange(
                        value === TEXT
                          ? { source: 'text', value: '' }
                          : {
                              source: 'lead',
                              field: value as SequenceVariable & { source: 'lead' } extends { field: infer F }
                                ? F
                                : never,
                            },
                      )
                    }
                    options={[
                      ...SEQUENCE_LEAD_FIELDS.map((name) => ({
                        value: name,
                        label: t(`sequences.leadFields.${name}`),
                      })),
                      { value: TEXT, label: t('sequences.leadFields.text') },
                    ]}
                    style={{ flex: '1 1 160px' }}
                  />
                  {variable.source === 'text' && (
                    <Input
                      aria-label={t('sequences.form.variableText', { number: v + 1 })}
                      value={field.value.source === 'text' ? field.value.value : ''}
                      onChange={(event) => field.onChange({ source: 'text', value: event.target.value })}
                      maxLength={1024}
                      style={{ flex: '2 1 200px' }}
                    />
                  )}
                </Flex>
              </Form.Item>
            );
          }}
        />
      ))}
      {usesCoupon && (
        <Controller
          control={control}
          name={`steps.${index}.couponId`}
          render={({ field, fieldState }) => (
            <Form.Item
              layout="vertical"
              label={t('sequences.fields.coupon')}
              htmlFor={`${ids}-coupon`}
              required
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error ? errorOf(fieldState.error) : undefined}
            >
              <Select
                id={`${ids}-coupon`}
                value={field.value ?? undefined}
                placeholder={t('sequences.form.chooseCoupon')}
                onChange={field.onChange}
                options={coupons}
              />
            </Form.Item>
          )}
        />
      )}
    </Card>
  );
}
