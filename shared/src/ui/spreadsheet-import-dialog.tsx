import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Progress, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../api-client.ts';
import type { UploadProgress } from '../upload-with-progress.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { useNotify } from './notify.tsx';

/** `preview` checks the file and writes nothing; `import` writes its rows without errors. */
export type SpreadsheetImportMode = 'preview' | 'import';
export type SpreadsheetTemplateFormat = 'csv' | 'xlsx';

/** What a check or an import answers: the counts, and the rows with errors (per column, the message). */
export interface SpreadsheetImportResult {
  total: number;
  valid: number;
  invalid: number;
  rows: { row: number; errors: Record<string, string> }[];
  /** rows with errors left out of `rows` */
  moreRows: number;
}

/** Every text the dialog shows, already translated by the remote that uses it. */
export interface SpreadsheetImportTexts {
  title: string;
  intro: string;
  templates: string;
  csvTemplate: string;
  xlsxTemplate: string;
  templateSaved: (fileName: string) => string;
  file: string;
  chooseFile: string;
  chooseAnother: string;
  noFile: string;
  chosen: (name: string, size: string) => string;
  fileRequired: string;
  tooLarge: string;
  check: string;
  checking: string;
  importing: string;
  import: (count: number) => string;
  summary: (counts: { total: number; valid: number; invalid: number }) => string;
  nothingToImport: string;
  rowsWithErrors: string;
  rowColumn: string;
  errorsColumn: string;
  /** One message of a row, under the column (as the server names it) it is about. */
  fieldError: (field: string, message: string) => string;
  moreRows: (count: number) => string;
}

/** What the `fields` of a dialog get to show their errors the way the file field shows its own. */
export interface SpreadsheetImportFieldState {
  /** a check or an import is running */
  busy: boolean;
  /** for the field's Form.Item: its error, announced, as the help */
  itemProps: (field: string) => { validateStatus?: 'error'; help?: ReactNode };
  /** for the field's control */
  describedBy: (field: string) => string | undefined;
  invalid: (field: string) => true | undefined;
  /** The field's value changed: its error and the last check's and import's answers are stale. */
  changed: (field: string) => void;
}

export interface SpreadsheetImportDialogProps<R extends SpreadsheetImportResult> {
  open: boolean;
  onClose: () => void;
  texts: SpreadsheetImportTexts;
  /** what the file picker offers; the server decides by the bytes */
  accept: string;
  /** a larger file is refused here, before it is sent */
  maxBytes: number;
  /**
   * Checks (`preview`) or imports the file, reporting how much of it has gone up (uploadWithProgress does).
   * An ApiError's per-field messages land on the named fields.
   */
  send: (file: File, mode: SpreadsheetImportMode, onProgress: (progress: UploadProgress) => void) => Promise<R>;
  /** Saves a template; answers the saved file's name. */
  downloadTemplate: (format: SpreadsheetTemplateFormat) => Promise<string>;
  /** the columns of the rows with errors, between the row number and the errors */
  columns: TableColumnsType<R['rows'][number]>;
  /** What an import did, at the top of its answer. */
  importedSummary: (result: R) => { title: ReactNode; description?: ReactNode };
  /** More fields above the file (a program to import into, …), shown with `fields`' state. */
  fields?: (state: SpreadsheetImportFieldState) => ReactNode;
  /** The fields besides `file` whose server messages show on the field; the rest show above the answer. */
  fieldNames?: readonly string[];
  /** Before a call: the messages of the `fields` still empty, by field. */
  validate?: () => Record<string, string | undefined>;
}

type Errors = Record<string, string | undefined>;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A bulk import from a CSV or .xlsx file. The file is checked first (nothing written) and its rows with
 * errors listed; the import then sends the same file. A new file (or a change of `fields`) throws the check
 * away. While a call runs, a bar shows how much of the file has gone up; once it is all up the bar stays full
 * and the text says what the server is doing (checking or importing), since its work reports no progress.
 */
export function SpreadsheetImportDialog<R extends SpreadsheetImportResult>({
  open,
  onClose,
  texts,
  accept,
  maxBytes,
  send,
  downloadTemplate,
  columns,
  importedSummary,
  fields,
  fieldNames = [],
  validate,
}: SpreadsheetImportDialogProps<R>) {
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<R | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [waitingFor, setWaitingFor] = useState<SpreadsheetImportMode | null>(null);
  /** percent of the file sent by the running call */
  const [sent, setSent] = useState(0);
  const [template, setTemplate] = useState<SpreadsheetTemplateFormat | null>(null);
  // Answers to a call made before the dialog was closed (or reopened) are not this dialog's any more.
  const attempt = useRef(0);

  useEffect(() => {
    if (!open) return;
    attempt.current += 1;
    setFile(null);
    setErrors({});
    setFailure(null);
    setPreview(null);
    setResult(null);
    setWaitingFor(null);
  }, [open]);

  const changed = (field: string) => {
    setPreview(null);
    setResult(null);
    setFailure(null);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    changed('file');
    setFile(chosen);
    if (chosen.size > maxBytes) setErrors((current) => ({ ...current, file: texts.tooLarge }));
  };

  const call = async (mode: SpreadsheetImportMode) => {
    // Only the empty fields' messages: a field already filled in keeps the error the server gave it.
    const missing = Object.fromEntries(Object.entries(validate?.() ?? {}).filter(([, message]) => message));
    if (!file) missing.file = texts.fileRequired;
    if (!file || Object.keys(missing).length > 0) {
      setErrors((current) => ({ ...current, ...missing }));
      return;
    }
    if (errors.file) return;
    const mine = attempt.current;
    setFailure(null);
    setSent(0);
    setWaitingFor(mode);
    try {
      const answer = await send(file, mode, ({ percent }) => {
        if (mine === attempt.current) setSent(percent);
      });
      if (mine !== attempt.current) return;
      if (mode === 'preview') setPreview(answer);
      else setResult(answer);
    } catch (error) {
      if (mine !== attempt.current) return;
      const onFields = error instanceof ApiError ? error.fieldErrors : {};
      const claimed = ['file', ...fieldNames];
      if (claimed.some((field) => onFields[field])) {
        setErrors(Object.fromEntries(claimed.map((field) => [field, onFields[field]])));
        setPreview(null);
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      if (mine === attempt.current) setWaitingFor(null);
    }
  };

  const saveTemplate = async (format: SpreadsheetTemplateFormat) => {
    setTemplate(format);
    try {
      notify.success(texts.templateSaved(await downloadTemplate(format)));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setTemplate(null);
    }
  };

  const busy = waitingFor !== null;
  const describedBy = (field: string) => (errors[field] ? `${ids}-${field}-error` : undefined);
  const itemProps = (field: string) =>
    errors[field]
      ? {
          validateStatus: 'error' as const,
          help: (
            // Announced: the error comes after a click on Check file, with the focus still on that button.
            <span id={`${ids}-${field}-error`} role="alert">
              {errors[field]}
            </span>
          ),
        }
      : {};

  const footer = (
    <Flex gap="small" justify="flex-end" wrap>
      <Button onClick={onClose}>{result ? common('actions.close') : common('actions.cancel')}</Button>
      {!result &&
        // Keyed: the Import button is not the Check button changed, so the Check's spinner does not linger on it.
        (preview ? (
          <Button
            key="import"
            type="primary"
            disabled={busy || preview.valid === 0}
            loading={waitingFor === 'import'}
            onClick={() => call('import')}
          >
            {texts.import(preview.valid)}
          </Button>
        ) : (
          <Button
            key="check"
            type="primary"
            loading={waitingFor === 'preview'}
            disabled={busy}
            onClick={() => call('preview')}
          >
            {texts.check}
          </Button>
        ))}
    </Flex>
  );

  return (
    <ModalDialog open={open} title={texts.title} onClose={onClose} width={760} closeOnBackdrop={false} footer={footer}>
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{texts.intro}</Typography.Paragraph>
        <Flex gap="small" align="center" wrap role="group" aria-label={texts.templates}>
          <Typography.Text>{texts.templates}:</Typography.Text>
          {(
            [
              ['csv', <DownloadOutlined key="csv" aria-hidden />, texts.csvTemplate],
              ['xlsx', <FileExcelOutlined key="xlsx" aria-hidden />, texts.xlsxTemplate],
            ] as const
          ).map(([format, icon, label]) => (
            <Button key={format} icon={icon} loading={template === format} onClick={() => saveTemplate(format)}>
              {label}
            </Button>
          ))}
        </Flex>
        <Form layout="vertical" component="div">
          {fields?.({ busy, itemProps, describedBy, invalid: (field) => (errors[field] ? true : undefined), changed })}
          <Form.Item label={texts.file} required {...itemProps('file')} style={{ marginBottom: 0 }}>
            <Flex gap="small" align="center" wrap>
              {/* The button is what the keyboard reaches; the input stays the native picker it opens. */}
              <input
                ref={input}
                type="file"
                accept={accept}
                // Not the `hidden` attribute: a display rule of the dialog's layout showed the native picker again.
                style={{ display: 'none' }}
                aria-label={texts.file}
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
                {file ? texts.chooseAnother : texts.chooseFile}
              </Button>
              <Typography.Text type={file ? undefined : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
                {file ? texts.chosen(file.name, fileSize(file.size)) : texts.noFile}
              </Typography.Text>
            </Flex>
          </Form.Item>
        </Form>
        <div role="status">
          {busy && <Typography.Text>{waitingFor === 'preview' ? texts.checking : texts.importing}</Typography.Text>}
        </div>
        {/* Outside the status region: the stage is announced once, not every percent. */}
        {busy && (
          <Progress
            percent={sent}
            status="active"
            size="small"
            aria-label={common('uploadProgress')}
            style={{ marginBottom: 0 }}
          />
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
        {result ? (
          <Outcome result={result} texts={texts} columns={columns} summary={importedSummary(result)} />
        ) : (
          preview && (
            <Outcome
              result={preview}
              texts={texts}
              columns={columns}
              summary={{
                title: texts.summary(preview),
                description: preview.valid === 0 ? texts.nothingToImport : undefined,
              }}
              type={preview.invalid > 0 ? 'warning' : 'success'}
            />
          )
        )}
      </Flex>
    </ModalDialog>
  );
}

/** The check's summary, or the import's, and the rows with errors in a table. */
function Outcome<R extends SpreadsheetImportResult>({
  result,
  texts,
  columns,
  summary,
  type = 'success',
}: {
  result: R;
  texts: SpreadsheetImportTexts;
  columns: TableColumnsType<R['rows'][number]>;
  summary: { title: ReactNode; description?: ReactNode };
  type?: 'success' | 'warning';
}) {
  return (
    <Flex vertical gap="small">
      <Alert type={type} showIcon title={summary.title} description={summary.description} />
      {result.rows.length > 0 && (
        <Table<R['rows'][number]>
          aria-label={texts.rowsWithErrors}
          size="small"
          rowKey={(row) => String(row.row)}
          dataSource={result.rows}
          pagination={result.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'row', title: texts.rowColumn, dataIndex: 'row', width: 72 },
            ...columns,
            {
              key: 'errors',
              title: texts.errorsColumn,
              render: (_value, row) => (
                <Flex vertical>
                  {Object.entries(row.errors).map(([field, message]) => (
                    <span key={field}>{texts.fieldError(field, message)}</span>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
      {result.moreRows > 0 && <Typography.Text type="secondary">{texts.moreRows(result.moreRows)}</Typography.Text>}
    </Flex>
  );
}
