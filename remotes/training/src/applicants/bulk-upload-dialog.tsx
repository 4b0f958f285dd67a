import { formatCount } from '@skillhub/shared/format';
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS, type BulkUploadResult } from '@skillhub/shared/schemas/training';
import { SpreadsheetImportDialog, type SpreadsheetImportTexts } from '@skillhub/shared/ui/spreadsheet-import-dialog';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';
import { useProgramOptions } from '../programs/program-queries.ts';
import { downloadTemplate, useBulkUpload } from './bulk-upload-queries.ts';

/** What the file picker offers; the server decides by the bytes, so a renamed file is refused there. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = BULK_UPLOAD_MAX_BYTES / (1024 * 1024);
/** The columns the staff form labels; any other key of a row's errors shows as the server names it. */
type LabelledField = keyof typeof en.applicants.fields;
const isLabelled = (field: string): field is LabelledField => Object.hasOwn(en.applicants.fields, field);
/** The server's messages on `program` show under the Program field. */
const FIELD_NAMES = ['program'] as const;

/**
 * Dashboard › Training Programs › Applicants › Bulk upload: a CSV or .xlsx of applicants into one program,
 * checked first, then imported: the good rows are added as Pending. A new program throws the check away.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const programs = useProgramOptions();
  const upload = useBulkUpload();
  const [program, setProgram] = useState<string>();

  useEffect(() => {
    if (open) setProgram(undefined);
  }, [open]);

  const label = (field: string) => (isLabelled(field) ? t(`applicants.fields.${field}`) : field);
  const chosenProgram = programs.data?.find((p) => p._id === program);

  const texts: SpreadsheetImportTexts = {
    title: t('bulkUpload.title'),
    intro: t('bulkUpload.intro', { size: MAX_MEGABYTES, rows: formatCount(BULK_UPLOAD_MAX_ROWS) }),
    templates: t('bulkUpload.templates'),
    csvTemplate: t('bulkUpload.csvTemplate'),
    xlsxTemplate: t('bulkUpload.xlsxTemplate'),
    templateSaved: (file) => t('bulkUpload.templateSaved', { file }),
    file: t('bulkUpload.file'),
    chooseFile: t('bulkUpload.chooseFile'),
    chooseAnother: t('bulkUpload.chooseAnother'),
    noFile: t('bulkUpload.noFile'),
    chosen: (name, size) => t('bulkUpload.chosen', { name, size }),
    fileRequired: t('bulkUpload.fileRequired'),
    tooLarge: t('bulkUpload.tooLarge', { size: MAX_MEGABYTES }),
    check: t('bulkUpload.check'),
    checking: t('bulkUpload.checking'),
    importing: t('bulkUpload.importing'),
    import: (count) => t('bulkUpload.import', { count }),
    summary: ({ total, valid, invalid }) => t('bulkUpload.summary', { count: total, valid, invalid }),
    nothingToImport: t('bulkUpload.nothingToImport'),
    rowsWithErrors: t('bulkUpload.rowsWithErrors'),
    rowColumn: t('bulkUpload.columns.row'),
    errorsColumn: t('bulkUpload.columns.errors'),
    fieldError: (field, message) => t('bulkUpload.fieldError', { field: label(field), message }),
    moreRows: (count) => t('bulkUpload.moreRows', { count }),
  };

  return (
    <SpreadsheetImportDialog<BulkUploadResult>
      open={open}
      onClose={onClose}
      texts={texts}
      accept={ACCEPT}
      maxBytes={BULK_UPLOAD_MAX_BYTES}
      // `validate` has asked for a program before any call.
      send={(file, mode, onProgress) => upload.mutateAsync({ file, program: program ?? '', mode, onProgress })}
      downloadTemplate={downloadTemplate}
      columns={[{ key: 'email', title: t('bulkUpload.columns.email'), dataIndex: 'email' }]}
      importedSummary={(result) => ({
        title: t('bulkUpload.imported', { count: result.imported }),
        description: result.invalid > 0 ? t('bulkUpload.skipped', { count: result.invalid }) : undefined,
      })}
      fieldNames={FIELD_NAMES}
      validate={() => ({ program: program ? undefined : t('bulkUpload.programRequired') })}
      fields={(state) => (
        <Form.Item
          label={t('bulkUpload.program')}
          required
          {...state.itemProps('program')}
          extra={chosenProgram ? t('bulkUpload.institution', { name: chosenProgram.institution.name }) : undefined}
        >
          <Select
            aria-label={t('bulkUpload.program')}
            aria-describedby={state.describedBy('program')}
            aria-invalid={state.invalid('program')}
            value={program}
            placeholder={t('bulkUpload.chooseProgram')}
            onChange={(next: string) => {
              state.changed('program');
              setProgram(next);
            }}
            options={(programs.data ?? []).map((p) => ({ value: p._id, label: p.title }))}
            showSearch={{ optionFilterProp: 'label' }}
            loading={programs.isPending}
            disabled={state.busy}
          />
        </Form.Item>
      )}
    />
  );
}
