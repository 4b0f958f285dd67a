import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { formatCount } from '@skillhub/shared/format';
import {
  CONTACTS_BULK_MAX_BYTES,
  CONTACTS_BULK_MAX_ROWS,
  type ContactsBulkResult,
} from '@skillhub/shared/schemas/whatsapp';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Flex, Form, Spin, Table, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';
import { downloadImportTemplate, type ImportMode, type TemplateFormat, useImportContacts } from './contact-queries.ts';

/** What the file picker offers; the server decides by the bytes, so a renamed file is refused there. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = CONTACTS_BULK_MAX_BYTES / (1024 * 1024);
/** The columns the contact form labels; any other key of a row's errors shows as the server names it. */
type LabelledField = keyof typeof en.contacts.fields;
const isLabelled = (field: string): field is LabelledField => Object.hasOwn(en.contacts.fields, field);

type RowWithErrors = ContactsBulkResult['rows'][number];

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Contacts › Bulk import: a CSV or .xlsx of contacts. The file is checked first (nothing written) and its rows
 * with errors listed; the import then sends the same file, adds the new numbers and merges the known ones. A
 * new file throws the check away. The api client reports no upload progress (see api-client.ts), so the
 * dialog says which stage it is waiting for.
 */
export function ImportContactsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const upload = useImportContacts();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ContactsBulkResult | null>(null);
  const [result, setResult] = useState<ContactsBulkResult | null>(null);
  const [waitingFor, setWaitingFor] = useState<ImportMode | null>(null);
  const [template, setTemplate] = useState<TemplateFormat | null>(null);
  // Answers to a call made before the dialog was closed (or reopened) are not this dialog's any more.
  const attempt = useRef(0);

  useEffect(() => {
    if (!open) return;
    attempt.current += 1;
    setFile(null);
    setFileError(null);
    setFailure(null);
    setPreview(null);
    setResult(null);
    setWaitingFor(null);
  }, [open]);

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setPreview(null);
    setResult(null);
    setFailure(null);
    setFile(chosen);
    setFileError(chosen.size > CONTACTS_BULK_MAX_BYTES ? t('import.tooLarge', { size: MAX_MEGABYTES }) : null);
  };

  const send = async (mode: ImportMode) => {
    if (!file) {
      setFileError(t('import.fileRequired'));
      return;
    }
    if (fileError) return;
    const mine = attempt.current;
    setFailure(null);
    setWaitingFor(mode);
    try {
      const answer = await upload.mutateAsync({ file, mode });
      if (mine !== attempt.current) return;
      if (mode === 'preview') setPreview(answer);
      else setResult(answer);
    } catch (error) {
      if (mine !== attempt.current) return;
      const onFile = error instanceof ApiError ? error.fieldErrors.file : undefined;
      if (onFile) {
        setFileError(onFile);
        setPreview(null);
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      if (mine === attempt.current) setWaitingFor(null);
    }
  };

  const saveTemplate = async (format: TemplateFormat) => {
    setTemplate(format);
    try {
      notify.success(t('import.templateSaved', { file: await downloadImportTemplate(format) }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setTemplate(null);
    }
  };

  const busy = waitingFor !== null;
  const errorId = `${ids}-file-error`;

  const footer = (
    <Flex gap="small" justify="flex-end" wrap>
      <Button onClick={onClose}>{result ? common('actions.close') : common('actions.cancel')}</Button>
      {!result &&
        (preview ? (
          <Button
            type="primary"
            disabled={busy || preview.valid === 0}
            loading={waitingFor === 'import'}
            onClick={() => send('import')}
          >
            {t('import.import', { count: preview.valid })}
          </Button>
        ) : (
          <Button type="primary" loading={waitingFor === 'preview'} disabled={busy} onClick={() => send('preview')}>
            {t('import.check')}
          </Button>
        ))}
    </Flex>
  );

  return (
    <ModalDialog
      open={open}
      title={t('import.title')}
      onClose={onClose}
      width={760}
      closeOnBackdrop={false}
      footer={footer}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('import.intro', { size: MAX_MEGABYTES, rows: formatCount(CONTACTS_BULK_MAX_ROWS) })}
        </Typography.Paragraph>
        <Flex gap="small" align="center" wrap role="group" aria-label={t('import.templates')}>
          <Typography.Text>{t('import.templates')}:</Typography.Text>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={template === 'csv'}
            onClick={() => saveTemplate('csv')}
          >
            {t('import.csvTemplate')}
          </Button>
          <Button
            icon={<FileExcelOutlined aria-hidden />}
            loading={template === 'xlsx'}
            onClick={() => saveTemplate('xlsx')}
          >
            {t('import.xlsxTemplate')}
          </Button>
        </Flex>
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('import.file')}
            required
            validateStatus={fileError ? 'error' : undefined}
            help={
              fileError ? (
                // Announced: the error comes after a click on Check file, with the focus still on that button.
                <span id={errorId} role="alert">
                  {fileError}
                </span>
              ) : undefined
            }
            style={{ marginBottom: 0 }}
          >
            <Flex gap="small" align="center" wrap>
              {/* The button is what the keyboard reaches; the input stays the native picker it opens. */}
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                style={{ display: 'none' }}
                aria-label={t('import.file')}
                aria-describedby={fileError ? errorId : undefined}
                onChange={(event) => {
                  chooseFile(event.target.files?.[0]);
                  // The same file chosen again (after fixing it) is a change too.
                  event.target.value = '';
                }}
              />
              <Button
                icon={<UploadOutlined aria-hidden />}
                disabled={busy}
                aria-describedby={fileError ? errorId : undefined}
                onClick={() => input.current?.click()}
              >
                {file ? t('import.chooseAnother') : t('import.chooseFile')}
              </Button>
              <Typography.Text type={file ? undefined : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
                {file ? t('import.chosen', { name: file.name, size: fileSize(file.size) }) : t('import.noFile')}
              </Typography.Text>
            </Flex>
          </Form.Item>
        </Form>
        <div role="status">
          {busy && (
            <Flex gap="small" align="center">
              <Spin size="small" />
              <Typography.Text>
                {waitingFor === 'preview' ? t('import.checking') : t('import.importing')}
              </Typography.Text>
            </Flex>
          )}
        </div>
        {failure && <Alert type="error" showIcon title={failure} />}
        {result ? <Outcome result={result} /> : preview && <Outcome preview result={preview} />}
      </Flex>
    </ModalDialog>
  );
}

/** The check's summary, or the import's (created, merged, invalid), and the rows with errors in a table. */
function Outcome({ result, preview = false }: { result: ContactsBulkResult; preview?: boolean }) {
  const { t } = useT();
  const label = (field: string) => (isLabelled(field) ? t(`contacts.fields.${field}`) : field);
  return (
    <Flex vertical gap="small">
      {preview ? (
        <Alert
          type={result.invalid > 0 ? 'warning' : 'success'}
          showIcon
          title={t('import.summary', { count: result.total, valid: result.valid, invalid: result.invalid })}
          description={result.valid === 0 ? t('import.nothingToImport') : undefined}
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('import.done')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>{t('import.created', { count: result.created })}</li>
              <li>{t('import.merged', { count: result.merged })}</li>
              <li>{t('import.invalid', { count: result.invalid })}</li>
            </ul>
          }
        />
      )}
      {result.rows.length > 0 && (
        <Table<RowWithErrors>
          aria-label={t('import.rowsWithErrors')}
          size="small"
          rowKey={(row) => String(row.row)}
          dataSource={result.rows}
          pagination={result.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'row', title: t('import.columns.row'), dataIndex: 'row', width: 72 },
            { key: 'number', title: t('import.columns.number'), dataIndex: 'number' },
            {
              key: 'errors',
              title: t('import.columns.errors'),
              render: (_value, row) => (
                <Flex vertical>
                  {Object.entries(row.errors).map(([field, message]) => (
                    <span key={field}>{t('import.fieldError', { field: label(field), message })}</span>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
      {result.moreRows > 0 && (
        <Typography.Text type="secondary">{t('import.moreRows', { count: result.moreRows })}</Typography.Text>
      )}
    </Flex>
  );
}
