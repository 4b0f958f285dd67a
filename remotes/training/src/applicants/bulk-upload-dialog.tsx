import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { formatCount } from '@skillhub/shared/format';
import {
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  type BulkUploadMode,
  type BulkUploadResult,
} from '@skillhub/shared/schemas/training';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Flex, Form, Select, Spin, Table, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';
import { useProgramOptions } from '../programs/program-queries.ts';
import { downloadTemplate, type TemplateFormat, useBulkUpload } from './bulk-upload-queries.ts';

/** What the file picker offers; the server decides by the bytes, so a renamed file is refused there. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = BULK_UPLOAD_MAX_BYTES / (1024 * 1024);
/** The columns the staff form labels; any other key of a row's errors shows as the server names it. */
type LabelledField = keyof typeof en.applicants.fields;
const isLabelled = (field: string): field is LabelledField => Object.hasOwn(en.applicants.fields, field);

type FieldName = 'program' | 'file';
type RowWithErrors = BulkUploadResult['rows'][number];

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Dashboard › Training Programs › Applicants › Bulk upload: a CSV or .xlsx of applicants into one program. The
 * file is checked first (nothing written) and its rows with errors listed; the import then sends the same
 * file and adds the good rows as Pending. A new program or file throws the check away. No upload progress:
 * the api client cannot report it (see api-client.ts), so the dialog says what it is waiting for.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const programs = useProgramOptions();
  const upload = useBulkUpload();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [program, setProgram] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<BulkUploadResult | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const [waitingFor, setWaitingFor] = useState<BulkUploadMode | null>(null);
  const [template, setTemplate] = useState<TemplateFormat | null>(null);
  // Answers to a call made before the dialog was closed (or reopened) are not this dialog's any more.
  const attempt = useRef(0);

  useEffect(() => {
    if (!open) return;
    attempt.current += 1;
    setProgram(undefined);
    setFile(null);
    setErrors({});
    setFailure(null);
    setPreview(null);
    setResult(null);
    setWaitingFor(null);
  }, [open]);

  /** A different program or file makes the last check and import answers stale. */
  const changed = (field: FieldName) => {
    setPreview(null);
    setResult(null);
    setFailure(null);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    changed('file');
    setFile(chosen);
    if (chosen.size > BULK_UPLOAD_MAX_BYTES)
      setErrors((e) => ({ ...e, file: t('bulkUpload.tooLarge', { size: MAX_MEGABYTES }) }));
  };

  const send = async (mode: BulkUploadMode) => {
    const missing: Partial<Record<FieldName, string>> = {};
    if (!program) missing.program = t('bulkUpload.programRequired');
    if (!file) missing.file = t('bulkUpload.fileRequired');
    if (!program || !file) {
      setErrors((e) => ({ ...e, ...missing }));
      return;
    }
    if (errors.file) return;
    const mine = attempt.current;
    setFailure(null);
    setWaitingFor(mode);
    try {
      const answer = await upload.mutateAsync({ file, program, mode });
      if (mine !== attempt.current) return;
      if (mode === 'preview') setPreview(answer);
      else setResult(answer);
    } catch (error) {
      if (mine !== attempt.current) return;
      const onFields = error instanceof ApiError ? error.fieldErrors : {};
      if (onFields.file || onFields.program) {
        setErrors({ file: onFields.file, program: onFields.program });
        if (mode === 'import') setPreview(null);
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
      notify.success(t('bulkUpload.templateSaved', { file: await downloadTemplate(format) }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setTemplate(null);
    }
  };

  const busy = waitingFor !== null;
  const chosenProgram = programs.data?.find((p) => p._id === program);
  const describedBy = (field: FieldName) => (errors[field] ? `${ids}-${field}-error` : undefined);
  const help = (field: FieldName) =>
    errors[field] ? (
      // Announced: the error comes after a click on Check file, with the focus still on that button.
      <span id={`${ids}-${field}-error`} role="alert">
        {errors[field]}
      </span>
    ) : undefined;

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
            {t('bulkUpload.import', { count: preview.valid })}
          </Button>
        ) : (
          <Button type="primary" loading={waitingFor === 'preview'} disabled={busy} onClick={() => send('preview')}>
            {t('bulkUpload.check')}
          </Button>
        ))}
    </Flex>
  );

  return (
    <ModalDialog
      open={open}
      title={t('bulkUpload.title')}
      onClose={onClose}
      width={760}
      closeOnBackdrop={false}
      footer={footer}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('bulkUpload.intro', { size: MAX_MEGABYTES, rows: formatCount(BULK_UPLOAD_MAX_ROWS) })}
        </Typography.Paragraph>
        <Flex gap="small" align="center" wrap role="group" aria-label={t('bulkUpload.templates')}>
          <Typography.Text>{t('bulkUpload.templates')}:</Typography.Text>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={template === 'csv'}
            onClick={() => saveTemplate('csv')}
          >
            {t('bulkUpload.csvTemplate')}
          </Button>
          <Button
            icon={<FileExcelOutlined aria-hidden />}
            loading={template === 'xlsx'}
            onClick={() => saveTemplate('xlsx')}
          >
            {t('bulkUpload.xlsxTemplate')}
          </Button>
        </Flex>
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('bulkUpload.program')}
            required
            validateStatus={errors.program ? 'error' : undefined}
            help={help('program')}
            extra={chosenProgram ? t('bulkUpload.institution', { name: chosenProgram.institution.name }) : undefined}
          >
            <Select
              aria-label={t('bulkUpload.program')}
              aria-describedby={describedBy('program')}
              aria-invalid={errors.program ? true : undefined}
              value={program}
              placeholder={t('bulkUpload.chooseProgram')}
              onChange={(next: string) => {
                changed('program');
                setProgram(next);
              }}
              options={(programs.data ?? []).map((p) => ({ value: p._id, label: p.title }))}
              showSearch={{ optionFilterProp: 'label' }}
              loading={programs.isPending}
              disabled={busy}
            />
          </Form.Item>
          <Form.Item
            label={t('bulkUpload.file')}
            required
            validateStatus={errors.file ? 'error' : undefined}
            help={help('file')}
            style={{ marginBottom: 0 }}
          >
            <Flex gap="small" align="center" wrap>
              {/* The button is what the keyboard reaches; the input stays the native picker it opens. */}
              <input
                ref={input}
                type="file"
                accept={ACCEPT}
                // Not the `hidden` attribute: a display rule of the dialog's layout showed the native picker again.
                style={{ display: 'none' }}
                aria-label={t('bulkUpload.file')}
                aria-describedby={describedBy('file')}
                onChange={(event) => {
                  chooseFile(event.target.files?.[0]);
                  // The same file chosen again (after fixing it) is a change too.
                  event.target.value = '';
                }}
              />
              <Button
                icon={<UploadOutlined aria-hidden />}
                disabled={busy}
                aria-describedby={describedBy('file')}
                onClick={() => input.current?.click()}
              >
                {file ? t('bulkUpload.chooseAnother') : t('bulkUpload.chooseFile')}
              </Button>
              <Typography.Text type={file ? undefined : 'secondary'}>
                {file ? t('bulkUpload.chosen', { name: file.name, size: fileSize(file.size) }) : t('bulkUpload.noFile')}
              </Typography.Text>
            </Flex>
          </Form.Item>
        </Form>
        <div role="status">
          {busy && (
            <Flex gap="small" align="center">
              <Spin size="small" />
              <Typography.Text>
                {waitingFor === 'preview' ? t('bulkUpload.checking') : t('bulkUpload.importing')}
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

/** The check's summary, or the import's, and the rows with errors in a table. */
function Outcome({ result, preview = false }: { result: BulkUploadResult; preview?: boolean }) {
  const { t } = useT();
  const label = (field: string) => (isLabelled(field) ? t(`applicants.fields.${field}`) : field);
  return (
    <Flex vertical gap="small">
      {preview ? (
        <Alert
          type={result.invalid > 0 ? 'warning' : 'success'}
          showIcon
          title={t('bulkUpload.summary', { count: result.total, valid: result.valid, invalid: result.invalid })}
          description={result.valid === 0 ? t('bulkUpload.nothingToImport') : undefined}
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('bulkUpload.imported', { count: result.imported })}
          description={result.invalid > 0 ? t('bulkUpload.skipped', { count: result.invalid }) : undefined}
        />
      )}
      {result.rows.length > 0 && (
        <Table<RowWithErrors>
          aria-label={t('bulkUpload.rowsWithErrors')}
          size="small"
          rowKey={(row) => String(row.row)}
          dataSource={result.rows}
          pagination={result.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'row', title: t('bulkUpload.columns.row'), dataIndex: 'row', width: 72 },
            { key: 'email', title: t('bulkUpload.columns.email'), dataIndex: 'email' },
            {
              key: 'errors',
              title: t('bulkUpload.columns.errors'),
              render: (_value, row) => (
                <Flex vertical>
                  {Object.entries(row.errors).map(([field, message]) => (
                    <span key={field}>{t('bulkUpload.fieldError', { field: label(field), message })}</span>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
      {result.moreRows > 0 && (
        <Typography.Text type="secondary">{t('bulkUpload.moreRows', { count: result.moreRows })}</Typography.Text>
      )}
    </Flex>
  );
}
