import { SendOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { formatCount } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import {
  CONTACT_GENDERS,
  CONTACT_VARIABLE_FIELDS,
  type ContactGender,
  FREE_TEXT_MAX,
  type SendOutcome,
  sendMessageBodySchema,
  type Template,
  type VariableSource,
  variableCount,
} from '@skillhub/shared/schemas/whatsapp';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Flex, Form, Input, Segmented, Select, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AttachmentPicker, type ChosenMedia } from '../attachments/attachment-picker.tsx';
import { type ContactFilter, useOptedInCount } from '../contacts/contact-queries.ts';
import { useT } from '../i18n/index.ts';
import { TemplatePreview } from '../templates/template-preview.tsx';
import { useApprovedTemplates } from '../templates/template-queries.ts';
import { useAccountStatus } from './account-queries.ts';
import { type SendBody, useSendMessage } from './message-queries.ts';

type ContactField = (typeof CONTACT_VARIABLE_FIELDS)[number];

/** Who a message goes to: the contacts picked on the Contacts page, or every opted-in contact of a filter. */
export type SendTarget =
  | { kind: 'contacts'; contactIds: string[] }
  | { kind: 'filter'; filter?: Partial<ContactFilter> };

/** A variable's value as the form holds it: both the field and the text are kept while the source changes. */
interface Choice {
  source: 'field' | 'text';
  field: ContactField;
  value: string;
}

const NO_FILTER: ContactFilter = { search: '', gender: '', occupation: '' };

const sourceOf = (choice: Choice): VariableSource =>
  choice.source === 'field' ? { source: 'field', field: choice.field } : { source: 'text', value: choice.value };

/** {{1}} from the contact's name, the others the template's own samples as typed texts, to change as needed. */
function defaultChoices(template: Template): Choice[] {
  return Array.from({ length: variableCount(template.body) }, (_, i) =>
    i === 0
      ? { source: 'field', field: 'name', value: '' }
      : { source: 'text', field: 'name', value: template.bodyExamples[i] ?? '' },
  );
}

function headerVariableOf(template: Template | undefined): boolean {
  return template?.header.format === 'TEXT' && variableCount(template.header.text) > 0;
}

/** The first message per field path of a failed check, keyed as the server keys its `errors`. */
function messagesByPath(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    out[path] ??= issue.message;
  }
  return out;
}

/**
 * The send dialog of the Contacts page's selection and the Messages page's broadcasts: an approved template
 * with each variable taken from a contact's field or a typed text (and the header's file when it has one), or
 * free text for picked contacts (which the Cloud API delivers only within 24 hours of the contact's last
 * message); a preview; then what the send did: queued, and skipped as not opted in, invalid or outside the
 * window. A broadcast goes to every opted-in contact the filter finds, and the dialog counts them first.
 */
export function SendDialog({
  open,
  target,
  onClose,
  onSent,
}: {
  open: boolean;
  target: SendTarget | undefined;
  onClose: () => void;
  onSent?: (outcome: SendOutcome) => void;
}) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const ids = useId();
  const send = useSendMessage();
  const { canRead: canReadMessages } = useModuleAbilities('Whatsapp', 'Messages');
  const account = useAccountStatus(open);
  const templates = useApprovedTemplates(open);
  const [filter, setFilter] = useState<ContactFilter>(NO_FILTER);
  const [type, setType] = useState<'template' | 'text'>('template');
  const [templateId, setTemplateId] = useState<string>();
  const [choices, setChoices] = useState<Choice[]>([]);
  const [headerChoice, setHeaderChoice] = useState<Choice>({ source: 'field', field: 'name', value: '' });
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  const broadcast = target?.kind === 'filter';
  const settledFilter = useDebouncedValue(filter);
  const reach = useOptedInCount(settledFilter, open && broadcast);

  useEffect(() => {
    if (!open) return;
    setFilter({ ...NO_FILTER, ...(target?.kind === 'filter' ? target.filter : {}) });
    setType('template');
    setTemplateId(undefined);
    setChoices([]);
    setMedia(null);
    setText('');
    setErrors({});
    setFailure(null);
    setOutcome(null);
  }, [open, target]);

  const template = templates.data?.find((item) => item._id === templateId);
  const hasHeaderVariable = headerVariableOf(template);
  const mediaKind =
    template?.header.format === 'IMAGE' || template?.header.format === 'DOCUMENT' ? template.header.format : null;

  const chooseTemplate = (id: string) => {
    const chosen = templates.data?.find((item) => item._id === id);
    setTemplateId(id);
    setChoices(chosen ? defaultChoices(chosen) : []);
    setHeaderChoice({
      source: 'text',
      field: 'name',
      value: chosen?.header.format === 'TEXT' ? (chosen.header.example ?? '') : '',
    });
    setMedia(null);
    setErrors({});
  };

  const fieldLabel = (field: ContactField) => t(`contacts.fields.${field}`);
  const shownValue = (choice: Choice) => (choice.source === 'field' ? `[${fieldLabel(choice.field)}]` : choice.value);

  const body = (): SendBody => ({
    to:
      target?.kind === 'contacts'
        ? { kind: 'contacts', contactIds: target.contactIds }
        : {
            kind: 'filter',
            filter: {
              search: filter.search.trim() || undefined,
              gender: filter.gender || undefined,
              occupation: filter.occupation.trim() || undefined,
            },
          },
    message:
      type === 'text'
        ? { type: 'text', text }
        : {
            type: 'template',
            templateId: templateId ?? '',
            bodyVariables: choices.map(sourceOf),
            headerVariable: hasHeaderVariable ? sourceOf(headerChoice) : undefined,
            headerAttachmentId: media?.attachment._id,
          },
  });

  const submit = async () => {
    setFailure(null);
    const request = body();
    const checked = sendMessageBodySchema.safeParse(request);
    if (!checked.success) {
      setErrors(messagesByPath(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await send.mutateAsync(request);
      setOutcome(answer);
      onSent?.(answer);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const known = Object.keys(fields).filter((path) => path.startsWith('message.'));
      if (known.length > 0) setErrors(fields);
      const others = Object.entries(fields)
        .filter(([path]) => !path.startsWith('message.'))
        .map(([, message]) => message);
      if (known.length === 0 || others.length > 0) setFailure(others[0] ?? errorMessage(error));
    }
  };

  /** The message of a path, and of anything under it (`message.bodyVariables.0` takes `.value` and `.field`). */
  const errorAt = (path: string) =>
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  const templateError = errors['message.templateId']
    ? templateId
      ? errors['message.templateId']
      : t('send.chooseTemplate')
    : undefined;
  const helpOf = (path: string, message: string | undefined) =>
    message ? (
      <span id={`${ids}-${path}-error`} role="alert">
        {message}
      </span>
    ) : undefined;

  const notConnected = account.data && !account.data.connected;

  const previewContent = (() => {
    if (type === 'text' || !template) {
      return { header: { format: 'NONE' as const }, body: text, values: [], buttons: [] };
    }
    const header = template.header;
    return {
      header: {
        format: header.format,
        text: header.format === 'TEXT' ? header.text : undefined,
        example: hasHeaderVariable ? shownValue(headerChoice) : undefined,
        imageUrl: media?.imageUrl ?? null,
        fileName: media?.attachment.fileName,
      },
      body: template.body,
      values: choices.map(shownValue),
      footer: template.footer ?? undefined,
      buttons: template.buttons,
    };
  })();

  const variableRow = (label: string, path: string, choice: Choice, change: (next: Choice) => void) => {
    const message = errorAt(path);
    return (
      <Flex key={path} gap="small" wrap align="flex-start" role="group" aria-label={label}>
        <Typography.Text strong style={{ minWidth: 48, paddingTop: 5 }}>
          {label}
        </Typography.Text>
        <Select
          aria-label={t('send.sourceOf', { variable: label })}
          value={choice.source === 'field' ? choice.field : 'text'}
          onChange={(value: string) =>
            change(
              value === 'text'
                ? { ...choice, source: 'text' }
                : { ...choice, source: 'field', field: value as ContactField },
            )
          }
          options={[
            ...CONTACT_VARIABLE_FIELDS.map((field) => ({
              value: field,
              label: t('send.contactField', { field: fieldLabel(field) }),
            })),
            { value: 'text', label: t('send.typedText') },
          ]}
          style={{ flex: '1 1 180px' }}
        />
        {choice.source === 'text' && (
          <Input
            aria-label={t('send.textFor', { variable: label })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${ids}-${path}-error` : undefined}
            status={message ? 'error' : undefined}
            value={choice.value}
            maxLength={1024}
            onChange={(event) => change({ ...choice, value: event.target.value })}
            style={{ flex: '2 1 200px' }}
          />
        )}
        {message && (
          <Typography.Text type="danger" style={{ flexBasis: '100%' }}>
            {helpOf(path, message)}
          </Typography.Text>
        )}
      </Flex>
    );
  };

  let content: ReactNode;
  if (outcome) {
    content = <Outcome outcome={outcome} text={type === 'text'} showLink={canReadMessages} />;
  } else {
    content = (
      <Flex gap="large" wrap align="flex-start">
        <Flex vertical gap="middle" style={{ flex: '1 1 380px', minWidth: 0 }}>
          {notConnected && <Alert type="warning" showIcon title={t('send.notConnected')} />}
          {broadcast ? (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('send.recipients')}</legend>
              <Flex gap="small" wrap>
                <Input
                  aria-label={t('contacts.search')}
                  placeholder={t('contacts.search')}
                  value={filter.search}
                  maxLength={200}
                  onChange={(event) => setFilter({ ...filter, search: event.target.value })}
                  style={{ flex: '2 1 200px' }}
                />
                <Select
                  aria-label={t('contacts.fields.gender')}
                  value={filter.gender}
                  onChange={(gender: ContactGender | '') => setFilter({ ...filter, gender })}
                  options={[
                    { value: '', label: t('contacts.allGenders') },
                    ...CONTACT_GENDERS.map((g) => ({ value: g, label: t(`contacts.genders.${g}`) })),
                  ]}
                  style={{ flex: '1 1 140px' }}
                />
                <Input
                  aria-label={t('contacts.fields.occupation')}
                  placeholder={t('contacts.fields.occupation')}
                  value={filter.occupation}
                  maxLength={100}
                  onChange={(event) => setFilter({ ...filter, occupation: event.target.value })}
                  style={{ flex: '1 1 160px' }}
                />
              </Flex>
              <div role="status" style={{ marginTop: 8 }}>
                {reach.isError ? (
                  <Typography.Text type="danger">{t('send.countFailed')}</Typography.Text>
                ) : reach.data === undefined ? (
                  <Spin size="small" />
                ) : (
                  <Typography.Text strong>
                    {t('send.matching', { count: reach.data, formatted: formatCount(reach.data) })}
                  </Typography.Text>
                )}
              </div>
            </fieldset>
          ) : (
            <Typography.Text strong>
              {t('send.toSelected', { count: target?.kind === 'contacts' ? target.contactIds.length : 0 })}
            </Typography.Text>
          )}
          {!broadcast && (
            <Segmented
              aria-label={t('send.kind')}
              value={type}
              onChange={(value) => {
                setType(value as 'template' | 'text');
                setErrors({});
              }}
              options={[
                { value: 'template', label: t('send.template') },
                { value: 'text', label: t('send.freeText') },
              ]}
            />
          )}
          {type === 'template' ? (
            <Flex vertical gap="small">
              <Form layout="vertical" component="div">
                <Form.Item
                  label={t('send.template')}
                  htmlFor={`${ids}-template`}
                  required
                  validateStatus={templateError ? 'error' : undefined}
                  help={helpOf('template', templateError)}
                  extra={t('send.approvedOnly')}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    id={`${ids}-template`}
                    aria-label={t('send.template')}
                    aria-describedby={templateError ? `${ids}-template-error` : undefined}
                    value={templateId}
                    placeholder={t('send.chooseTemplate')}
                    onChange={chooseTemplate}
                    loading={templates.isPending}
                    showSearch={{ optionFilterProp: 'label' }}
                    notFoundContent={templates.isError ? t('send.templatesFailed') : t('send.noTemplates')}
                    options={(templates.data ?? []).map((item) => ({
                      value: item._id,
                      label: `${item.name} (${t(`languages.${item.language}`)})`,
                    }))}
                  />
                </Form.Item>
              </Form>
              {template && (choices.length > 0 || hasHeaderVariable) && (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('send.variables')}</legend>
                  <Flex vertical gap="small">
                    {hasHeaderVariable &&
                      variableRow(t('send.headerVariable'), 'message.headerVariable', headerChoice, setHeaderChoice)}
                    {choices.map((choice, index) =>
                      variableRow(`{{${index + 1}}}`, `message.bodyVariables.${index}`, choice, (next) =>
                        setChoices(choices.map((c, i) => (i === index ? next : c))),
                      ),
                    )}
                  </Flex>
                  {errorAt('message.bodyVariables') && !/\.\d/.test(Object.keys(errors).join()) && (
                    <Typography.Text type="danger" role="alert">
                      {errorAt('message.bodyVariables')}
                    </Typography.Text>
                  )}
                </fieldset>
              )}
              {template && mediaKind && (
                <AttachmentPicker
                  key={template._id}
                  kind={mediaKind}
                  label={mediaKind === 'IMAGE' ? t('send.headerImage') : t('send.headerDocument')}
                  value={media?.attachment._id}
                  fileName={media?.attachment.fileName}
                  error={errorAt('message.headerAttachmentId')}
                  onChange={setMedia}
                />
              )}
            </Flex>
          ) : (
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('send.message')}
                htmlFor={`${ids}-text`}
                required
                validateStatus={errors['message.text'] ? 'error' : undefined}
                help={helpOf('text', errors['message.text'])}
                extra={t('send.windowNote')}
              >
                <Input.TextArea
                  id={`${ids}-text`}
                  aria-describedby={errors['message.text'] ? `${ids}-text-error` : undefined}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={FREE_TEXT_MAX}
                  showCount
                  rows={5}
                />
              </Form.Item>
            </Form>
          )}
          {failure && <Alert type="error" showIcon title={failure} />}
        </Flex>
        <Flex vertical gap="small" align="center" style={{ flex: '0 1 340px', minWidth: 0, marginInline: 'auto' }}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('preview.title')}
          </Typography.Title>
          <TemplatePreview content={previewContent} />
        </Flex>
      </Flex>
    );
  }

  const footer = (
    <Flex gap="small" justify="flex-end" wrap>
      <Button onClick={onClose} disabled={send.isPending}>
        {outcome ? common('actions.close') : common('actions.cancel')}
      </Button>
      {!outcome && (
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={send.isPending}
          disabled={Boolean(notConnected) || (broadcast && reach.data === 0)}
          onClick={() => void submit()}
        >
          {t('send.send')}
        </Button>
      )}
    </Flex>
  );

  return (
    <ModalDialog
      open={open}
      title={broadcast ? t('send.broadcastTitle') : t('send.title')}
      onClose={() => {
        if (!send.isPending) onClose();
      }}
      width={980}
      closeOnBackdrop={false}
      footer={footer}
    >
      {content}
    </ModalDialog>
  );
}

/** What the send did: how many were queued, and how many were skipped and why. */
function Outcome({ outcome, text, showLink }: { outcome: SendOutcome; text: boolean; showLink: boolean }) {
  const { t } = useT();
  const skipped = outcome.skippedOptedOut + outcome.skippedInvalid + outcome.skippedOutsideWindow;
  return (
    <Flex vertical gap="middle" role="status">
      <Alert
        type={outcome.queued > 0 ? (skipped > 0 ? 'warning' : 'success') : 'error'}
        showIcon
        title={t('send.outcome.queued', { count: outcome.queued })}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('send.outcome.optedOut', { count: outcome.skippedOptedOut })}</li>
            <li>{t('send.outcome.invalid', { count: outcome.skippedInvalid })}</li>
            {(text || outcome.skippedOutsideWindow > 0) && (
              <li>{t('send.outcome.outsideWindow', { count: outcome.skippedOutsideWindow })}</li>
            )}
          </ul>
        }
      />
      {showLink && outcome.queued > 0 && (
        <Typography.Text>
          {t('send.outcome.follow')} <Link to={routeTo('whatsappMessages')}>{t('send.outcome.messagesPage')}</Link>
        </Typography.Text>
      )}
    </Flex>
  );
}
