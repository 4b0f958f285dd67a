import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessage } from '@skillhub/shared/i18n';
import {
  BUTTON_TYPES,
  HEADER_FORMATS,
  type HeaderFormat,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_LIMITS,
  type Template,
  type TemplateCategory,
  type TemplateValues,
  templateBodySchema,
  variableCount,
  variablesOf,
} from '@skillhub/shared/schemas/whatsapp';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { useUnsavedChangesWarning } from '@skillhub/shared/ui/use-unsaved-changes-warning';
import { Alert, Button, Divider, Dropdown, Flex, Form, Radio, Select, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldError, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker, type ChosenMedia } from '../attachments/attachment-picker.tsx';
import { useT } from '../i18n/index.ts';
import { CountedField } from './counted-field.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { useSaveTemplate } from './template-queries.ts';

type ButtonType = (typeof BUTTON_TYPES)[number];
type Language = (typeof TEMPLATE_LANGUAGES)[number];

/**
 * The form's values: every header and button field kept whatever the chosen kind, so switching back and forth
 * loses nothing; the contract's schema keeps only the fields of the chosen kind (zod drops the others).
 */
interface TemplateForm {
  name: string;
  language: Language;
  category: TemplateCategory;
  header: { format: HeaderFormat; text: string; example: string; attachmentId: string };
  body: string;
  bodyExamples: string[];
  footer: string;
  buttons: { type: ButtonType; text: string; url: string; phoneNumber: string }[];
}

const EMPTY: TemplateForm = {
  name: '',
  language: 'en',
  category: 'Utility',
  header: { format: 'NONE', text: '', example: '', attachmentId: '' },
  body: '',
  bodyExamples: [],
  footer: '',
  buttons: [],
};

function formOf(template: Template): TemplateForm {
  const header = template.header;
  return {
    name: template.name,
    language: template.language,
    category: template.category,
    header: {
      format: header.format,
      text: header.format === 'TEXT' ? header.text : '',
      example: header.format === 'TEXT' ? (header.example ?? '') : '',
      attachmentId: header.format === 'IMAGE' || header.format === 'DOCUMENT' ? header.attachmentId : '',
    },
    body: template.body,
    bodyExamples: template.bodyExamples,
    footer: template.footer ?? '',
    buttons: template.buttons.map((button) => ({
      type: button.type,
      text: button.text,
      url: button.type === 'URL' ? button.url : '',
      phoneNumber: button.type === 'PHONE_NUMBER' ? button.phoneNumber : '',
    })),
  };
}

/** The next variable of a text: one past the highest number it holds ({{1}} and {{2}}: {{3}}). */
function nextVariable(text: string): string {
  const numbers = variablesOf(text)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return `{{${Math.max(0, ...numbers) + 1}}}`;
}

/** A template name as the API spells it: lowercase, spaces as underscores. */
const asTemplateName = (typed: string) => typed.toLowerCase().replace(/\s/g, '_');

/** A message of the form's own check, in the page's language; the server's stay as sent. */
const shownError = (error: FieldError | undefined) => fieldMessage(error);

/**
 * Create a message template, or edit one (which submits it for review again): name, language, category, a
 * header (text with its sample, an image or a PDF uploaded at once), the body with "Add variable" and a sample
 * per variable, a footer, and up to ten buttons, each with the Cloud API's limit as a counter. Beside the form
 * (under it on a phone) the template shows as the customer's phone will.
 */
export function TemplateFormDialog({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: Template | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const save = useSaveTemplate();
  const ids = useId();
  const form = useForm<TemplateForm, unknown, TemplateValues>({
    resolver: zodResolver(templateBodySchema) as never,
    defaultValues: EMPTY,
  });
  const { control, reset, setValue, getValues, formState } = form;
  const buttons = useFieldArray({ control, name: 'buttons' });
  const bodyRef = useRef<TextAreaRef>(null);
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  // Set once the save succeeded: FormDialog then closes the dialog, which must not ask about discarding.
  const saved = useRef(false);

  useEffect(() => {
    if (!open) return;
    saved.current = false;
    setAside.current = [];
    setMedia(null);
    reset(template ? formOf(template) : EMPTY);
  }, [open, template, reset]);

  // Only what shapes the form itself; the preview watches every field on its own, so typing in a sample or a
  // footer re-renders the preview alone.
  const [format, headerText, body, category, buttonValues, attachmentId, exampleCount] = useWatch({
    control,
    name: ['header.format', 'header.text', 'body', 'category', 'buttons', 'header.attachmentId', 'bodyExamples'],
  });
  const values = {
    header: { format, text: headerText, attachmentId },
    body,
    category,
    buttons: buttonValues,
    bodyExamples: exampleCount,
  };
  const count = variableCount(values.body);
  const headerHasVariable = values.header.format === 'TEXT' && variableCount(values.header.text) > 0;

  // One sample per body variable: the list follows the body. A sample whose variable goes away is kept aside,
  // so clearing the body and typing it again (or cutting and pasting a variable) does not lose it.
  const setAside = useRef<string[]>([]);
  useEffect(() => {
    const current = getValues('bodyExamples');
    current.forEach((sample, i) => {
      if (sample) setAside.current[i] = sample;
    });
    if (current.length === count) return;
    setValue(
      'bodyExamples',
      Array.from({ length: count }, (_, i) => current[i] || setAside.current[i] || ''),
      { shouldDirty: true },
    );
  }, [count, getValues, setValue]);

  const dirty = open && formState.isDirty && !saved.current;
  const unsaved = useUnsavedChangesWarning(dirty, t('templates.form.discardText'));
  const requestClose = () => (dirty ? setAskDiscard(true) : onClose());

  const insertVariable = () => {
    const body = getValues('body');
    const variable = nextVariable(body);
    const area = bodyRef.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const next = `${body.slice(0, start)}${variable}${body.slice(end)}`.slice(0, TEMPLATE_LIMITS.body);
    setValue('body', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    requestAnimationFrame(() => {
      if (!area) return;
      area.focus();
      const caret = start + variable.length;
      area.setSelectionRange(caret, caret);
    });
  };

  const addHeaderVariable = () =>
    setValue('header.text', `${getValues('header.text')}{{1}}`.slice(0, TEMPLATE_LIMITS.headerText), {
      shouldDirty: true,
    });

  const urlButtons = values.buttons.filter((b) => b.type === 'URL').length;
  const phoneButtons = values.buttons.filter((b) => b.type === 'PHONE_NUMBER').length;
  const full = values.buttons.length >= TEMPLATE_LIMITS.buttons;
  const buttonsError = formState.errors.buttons?.message ?? formState.errors.buttons?.root?.message;
  const headerError = formState.errors.header?.message;
  const examplesError = formState.errors.bodyExamples?.message ?? formState.errors.bodyExamples?.root?.message;
  const mediaHeader = values.header.format === 'IMAGE' || values.header.format === 'DOCUMENT';
  const attachmentError = formState.errors.header?.attachmentId;

  const select = (name: 'language' | 'category', options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = shownError(fieldState.error);
        return (
          <Form.Item
            layout="vertical"
            label={t(`templates.fields.${name}`)}
            htmlFor={`${ids}-${name}`}
            required
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={`${ids}-${name}-error`}>{message}</span> : undefined}
            style={{ flex: '1 1 180px' }}
          >
            <Select
              id={`${ids}-${name}`}
              aria-label={t(`templates.fields.${name}`)}
              aria-describedby={message ? `${ids}-${name}-error` : undefined}
              value={field.value}
              onChange={field.onChange}
              options={options}
              // The API keys a submitted template by its name and language: neither changes afterwards.
              disabled={name === 'language' && Boolean(template)}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        );
      }}
    />
  );

  const preview = <LivePreview control={control} media={media} />;

  return (
    <>
      <FormDialog<TemplateForm, TemplateValues>
        open={open}
        title={template ? t('templates.form.editTitle', { name: template.name }) : t('templates.form.addTitle')}
        onClose={() => (saved.current ? onClose() : requestClose())}
        form={form}
        width={1120}
        submitLabel={t('templates.form.submit')}
        onSubmit={async (body) => {
          const answer = await save.mutateAsync({ id: template?._id, body });
          saved.current = true;
          return template
            ? t('templates.form.resubmitted', { name: answer.data.name })
            : t('templates.form.submitted', { name: answer.data.name });
        }}
      >
        <Flex gap="large" wrap align="flex-start">
          <Flex vertical style={{ flex: '1 1 420px', minWidth: 0 }}>
            {template && template.status !== 'Pending' && (
              <Alert type="info" showIcon title={t('templates.form.reviewAgain')} style={{ marginBottom: 16 }} />
            )}
            <CountedField
              control={control}
              name="name"
              label={t('templates.fields.name')}
              max={TEMPLATE_LIMITS.name}
              required
              transform={asTemplateName}
              disabled={Boolean(template)}
              help={template ? t('templates.form.nameFixed') : t('templates.form.nameHelp')}
            />
            <Flex gap="middle" wrap>
              {select(
                'language',
                TEMPLATE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) })),
              )}
              {select(
                'category',
                TEMPLATE_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
              )}
            </Flex>

            <Divider titlePlacement="start" style={{ marginTop: 0 }}>
              {t('templates.form.header')}
            </Divider>
            <Controller
              control={control}
              name="header.format"
              render={({ field }) => (
                <Form.Item
                  layout="vertical"
                  label={t('templates.fields.headerFormat')}
                  validateStatus={headerError ? 'error' : undefined}
                  help={
                    headerError ? (
                      <span role="alert">{shownError(formState.errors.header as FieldError)}</span>
                    ) : undefined
                  }
                >
                  <Radio.Group
                    aria-label={t('templates.fields.headerFormat')}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    options={HEADER_FORMATS.map((format) => ({
                      value: format,
                      label: t(`headerFormats.${format}`),
                      disabled: values.category === 'Authentication' && (format === 'IMAGE' || format === 'DOCUMENT'),
                    }))}
                  />
                </Form.Item>
              )}
            />
            {values.header.format === 'TEXT' && (
              <>
                <CountedField
                  control={control}
                  name="header.text"
                  label={t('templates.fields.headerText')}
                  max={TEMPLATE_LIMITS.headerText}
                  required
                />
                <Flex gap="small" align="center" wrap style={{ marginTop: -12, marginBottom: 12 }}>
                  <Button
                    size="small"
                    icon={<PlusOutlined aria-hidden />}
                    disabled={headerHasVariable}
                    onClick={addHeaderVariable}
                  >
                    {t('templates.form.addHeaderVariable')}
                  </Button>
                  <Typography.Text type="secondary">
                    {t('templates.form.headerVariableHelp', { variable: '{{1}}' })}
                  </Typography.Text>
                </Flex>
                {headerHasVariable && (
                  <CountedField
                    control={control}
                    name="header.example"
                    label={t('templates.form.sampleFor', { variable: '{{1}}' })}
                    max={TEMPLATE_LIMITS.sample}
                    required
                  />
                )}
              </>
            )}
            {mediaHeader && (
              <AttachmentPicker
                // A new kind of file starts again.
                key={values.header.format}
                kind={values.header.format as 'IMAGE' | 'DOCUMENT'}
                label={
                  values.header.format === 'IMAGE'
                    ? t('templates.fields.headerImage')
                    : t('templates.fields.headerDocument')
                }
                value={values.header.attachmentId || undefined}
                fileName={media?.attachment.fileName}
                required
                error={
                  attachmentError
                    ? attachmentError.type === 'server'
                      ? attachmentError.message
                      : t('media.required')
                    : undefined
                }
                onChange={(chosen) => {
                  setMedia(chosen);
                  setValue('header.attachmentId', chosen?.attachment._id ?? '', {
                    shouldDirty: true,
                    shouldValidate: formState.isSubmitted,
                  });
                }}
              />
            )}

            <Divider titlePlacement="start">{t('templates.form.bodySection')}</Divider>
            <CountedField
              control={control}
              name="body"
              label={t('templates.fields.body')}
              max={TEMPLATE_LIMITS.body}
              required
              multiline
              rows={6}
              textAreaRef={bodyRef}
              help={t('templates.form.bodyHelp', { variable: '{{1}}' })}
            />
            <Flex style={{ marginTop: -12, marginBottom: 12 }}>
              <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={insertVariable}>
                {t('templates.form.addVariable')}
              </Button>
            </Flex>
            {count > 0 && (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('templates.form.samples')}</legend>
                {values.bodyExamples.map((_, index) => (
                  <CountedField
                    // Samples follow the variables' numbers, which are their places.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    control={control}
                    name={`bodyExamples.${index}`}
                    label={t('templates.form.sampleFor', { variable: `{{${index + 1}}}` })}
                    max={TEMPLATE_LIMITS.sample}
                    required
                  />
                ))}
                {examplesError && (
                  <Typography.Text type="danger" role="alert">
                    {shownError(
                      (formState.errors.bodyExamples as FieldError | undefined) ??
                        (formState.errors.bodyExamples?.root as FieldError | undefined),
                    )}
                  </Typography.Text>
                )}
              </fieldset>
            )}
            <CountedField
              control={control}
              name="footer"
              label={t('templates.fields.footer')}
              max={TEMPLATE_LIMITS.footer}
            />

            <Divider titlePlacement="start">
              {t('templates.form.buttons', { count: values.buttons.length, max: TEMPLATE_LIMITS.buttons })}
            </Divider>
            <Flex vertical gap="small">
              {buttons.fields.map((item, index) => {
                const type = values.buttons[index]?.type ?? item.type;
                return (
                  <div
                    key={item.id}
                    role="group"
                    aria-label={t('templates.form.buttonN', { n: index + 1, type: t(`buttonTypes.${type}`) })}
                    style={{ border: '1px solid rgba(128,128,128,.3)', borderRadius: 8, padding: '8px 12px 0' }}
                  >
                    <Flex justify="space-between" align="center">
                      <Typography.Text strong>
                        {t('templates.form.buttonN', { n: index + 1, type: t(`buttonTypes.${type}`) })}
                      </Typography.Text>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('templates.form.removeButton', { n: index + 1 })}
                        onClick={() => buttons.remove(index)}
                      />
                    </Flex>
                    <Flex gap="middle" wrap>
                      <div style={{ flex: '1 1 160px' }}>
                        <CountedField
                          control={control}
                          name={`buttons.${index}.text`}
                          label={t('templates.fields.buttonText')}
                          max={TEMPLATE_LIMITS.buttonText}
                          required
                        />
                      </div>
                      {type === 'URL' && (
                        <div style={{ flex: '2 1 220px' }}>
                          <CountedField
                            control={control}
                            name={`buttons.${index}.url`}
                            label={t('templates.fields.url')}
                            max={TEMPLATE_LIMITS.url}
                            inputMode="url"
                            placeholder="https://"
                            required
                          />
                        </div>
                      )}
                      {type === 'PHONE_NUMBER' && (
                        <div style={{ flex: '1 1 180px' }}>
                          <CountedField
                            control={control}
                            name={`buttons.${index}.phoneNumber`}
                            label={t('templates.fields.phoneNumber')}
                            max={TEMPLATE_LIMITS.phoneNumber}
                            inputMode="tel"
                            placeholder="+919876543210"
                            required
                          />
                        </div>
                      )}
                    </Flex>
                  </div>
                );
              })}
              {buttonsError && (
                <Typography.Text type="danger" role="alert">
                  {buttonsError}
                </Typography.Text>
              )}
              <Dropdown
                trigger={['click']}
                disabled={full}
                menu={{
                  items: BUTTON_TYPES.map((type) => ({
                    key: type,
                    label: t(`buttonTypes.${type}`),
                    disabled:
                      (type === 'URL' && urlButtons >= TEMPLATE_LIMITS.urlButtons) ||
                      (type === 'PHONE_NUMBER' && phoneButtons >= TEMPLATE_LIMITS.phoneButtons),
                  })),
                  onClick: ({ key }) => buttons.append({ type: key as ButtonType, text: '', url: '', phoneNumber: '' }),
                }}
              >
                <Button icon={<PlusOutlined aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                  {t('templates.form.addButton')} <DownOutlined aria-hidden />
                </Button>
              </Dropdown>
              <Typography.Text type="secondary">
                {t('templates.form.buttonLimits', {
                  max: TEMPLATE_LIMITS.buttons,
                  urls: TEMPLATE_LIMITS.urlButtons,
                  phones: TEMPLATE_LIMITS.phoneButtons,
                })}
              </Typography.Text>
            </Flex>
          </Flex>
          <Flex
            vertical
            gap="small"
            align="center"
            style={{ flex: '0 1 360px', minWidth: 0, marginInline: 'auto', position: 'sticky', top: 0 }}
          >
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {t('preview.title')}
            </Typography.Title>
            {preview}
          </Flex>
        </Flex>
      </FormDialog>
      <ConfirmDialog
        open={askDiscard}
        title={common('unsaved.title')}
        description={t('templates.form.discardText')}
        confirmLabel={t('templates.form.discard')}
        danger
        onConfirm={() => {
          setAskDiscard(false);
          onClose();
        }}
        onCancel={() => setAskDiscard(false)}
      />
      {unsaved.dialog}
    </>
  );
}

/** The phone preview of the form as it stands, re-rendered on every change of any field. */
function LivePreview({
  control,
  media,
}: {
  control: Control<TemplateForm, unknown, TemplateValues>;
  media: ChosenMedia | null;
}) {
  const values = useWatch({ control });
  return (
    <TemplatePreview
      content={{
        header: {
          format: values.header?.format ?? 'NONE',
          text: values.header?.text,
          example: values.header?.example,
          imageUrl: media?.imageUrl ?? null,
          fileName: media?.attachment.fileName,
        },
        body: values.body ?? '',
        values: values.bodyExamples ?? [],
        footer: values.footer,
        buttons: values.buttons ?? [],
      }}
    />
  );
}
