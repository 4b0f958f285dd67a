import { formatCount } from '@skillhub/shared/format';
import {
  CONTACTS_BULK_MAX_BYTES,
  CONTACTS_BULK_MAX_ROWS,
  type ContactsBulkResult,
} from '@skillhub/shared/schemas/whatsapp';
import { SpreadsheetImportDialog, type SpreadsheetImportTexts } from '@skillhub/shared/ui/spreadsheet-import-dialog';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';
import { downloadImportTemplate, useImportContacts } from './contact-queries.ts';

/** What the file picker offers; the server decides by the bytes, so a renamed file is refused there. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = CONTACTS_BULK_MAX_BYTES / (1024 * 1024);
/** The columns the contact form labels; any other key of a row's errors shows as the server names it. */
type LabelledField = keyof typeof en.contacts.fields;
const isLabelled = (field: string): field is LabelledField => Object.hasOwn(en.contacts.fields, field);

/**
 * Contacts › Bulk import: a CSV or .xlsx of contacts, checked first, then imported: the new numbers are added
 * and the known ones merged.
 */
export function ImportContactsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const upload = useImportContacts();
  const label = (field: string) => (isLabelled(field) ? t(`contacts.fields.${field}`) : field);

  const texts: SpreadsheetImportTexts = {
    title: t('import.title'),
    intro: t('import.intro', { size: MAX_MEGABYTES, rows: formatCount(CONTACTS_BULK_MAX_ROWS) }),
    templates: t('import.templates'),
    csvTemplate: t('import.csvTemplate'),
    xlsxTemplate: t('import.xlsxTemplate'),
    templateSaved: (file) => t('import.templateSaved', { file }),
    file: t('import.file'),
    chooseFile: t('import.chooseFile'),
    chooseAnother: t('import.chooseAnother'),
    noFile: t('import.noFile'),
    chosen: (name, size) => t('import.chosen', { name, size }),
    fileRequired: t('import.fileRequired'),
    tooLarge: t('import.tooLarge', { size: MAX_MEGABYTES }),
    check: t('import.check'),
    checking: t('import.checking'),
    importing: t('import.importing'),
    import: (count) => t('import.import', { count }),
    summary: ({ total, valid, invalid }) => t('import.summary', { count: total, valid, invalid }),
    nothingToImport: t('import.nothingToImport'),
    rowsWithErrors: t('import.rowsWithErrors'),
    rowColumn: t('import.columns.row'),
    errorsColumn: t('import.columns.errors'),
    fieldError: (field, message) => t('import.fieldError', { field: label(field), message }),
    moreRows: (count) => t('import.moreRows', { count }),
  };

  return (
    <SpreadsheetImportDialog<ContactsBulkResult>
      open={open}
      onClose={onClose}
      texts={texts}
      accept={ACCEPT}
      maxBytes={CONTACTS_BULK_MAX_BYTES}
      send={(file, mode, onProgress) => upload.mutateAsync({ file, mode, onProgress })}
      downloadTemplate={downloadImportTemplate}
      columns={[{ key: 'number', title: t('import.columns.number'), dataIndex: 'number' }]}
      importedSummary={(result) => ({
        title: t('import.done'),
        description: (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('import.created', { count: result.created })}</li>
            <li>{t('import.merged', { count: result.merged })}</li>
            {result.optedOut > 0 && <li>{t('import.optedOut', { count: result.optedOut })}</li>}
            <li>{t('import.invalid', { count: result.invalid })}</li>
          </ul>
        ),
      })}
    />
  );
}
