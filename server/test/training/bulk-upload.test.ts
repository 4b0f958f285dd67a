import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingApplicantStatusHistory, trainingApplicants } from '../../src/db/schema/training.ts';
import { multipartFile } from '../support/multipart-file.ts';
import { claimingUnpackedSize, expectBombsRefusedWhileHealthy, notSpreadsheets } from '../support/spreadsheet-files.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { addApplicant, addInstitution, addProgram, call, unique } from './training-fixtures.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let institutionId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  adminId = (await call(t.app, 'GET', '/api/user/me', admin)).body.data.user._id;
  institutionId = (await addInstitution(t.app, admin))._id;
});
afterAll(() => t.close());

const NOT_A_SPREADSHEET = 'The file must be a CSV or an Excel (.xlsx) spreadsheet';
const HEADER = 'firstName,middleName,lastName,dateOfBirth,email,phoneNumber,address';
const newProgram = async () => (await addProgram(t.app, admin, institutionId))._id;

function upload(
  file: Buffer | string | null,
  fields: Record<string, string>,
  { mode = 'preview', name = 'applicants.csv', token = admin } = {},
) {
  return t.app.inject(
    multipartFile(`/api/training/applicants/bulk-upload?mode=${mode}`, file, { name, token, fields }),
  );
}

/** A CSV of `count` good rows with e-mails person{n}.{tag}@example.com. */
function goodCsv(count: number, tag = unique()): string {
  const lines = [HEADER];
  for (let n = 0; n < count; n++) {
    lines.push(`Person,,Number ${n},2001-01-${String((n % 28) + 1).padStart(2, '0')},person${n}.${tag}@example.com,,`);
  }
  return `${lines.join('\n')}\n`;
}

async function applicantsOf(program: string) {
  const { body } = await call(t.app, 'GET', `/api/training/applicants/all?program=${program}&limit=100`, admin);
  return body.data as { _id: string; email: string; status: string; dateOfBirth: string; phoneNumber: string | null }[];
}

async function storedCount(program: string): Promise<number> {
  return (await t.app.db.select().from(trainingApplicants).where(eq(trainingApplicants.programId, program))).length;
}

describe('bulk upload of applicants', () => {
  it('previews a CSV without writing anything, then imports it as Pending applicants with their history', async () => {
    const program = await newProgram();
    const csv = [
      // Headers in any order, any case, with spaces; an unknown column is ignored.
      'Email, First Name ,LAST NAME,Date of Birth,Phone Number,Notes,address',
      'asha.rao@example.com,Asha,Rao,2004-06-15,9876543210,met at the fair,"Kothrud, Pune"',
      '',
      // Indian day/month/year; a blank line above is skipped, so this is row 4.
      'Vikram.Singh@Example.com,Vikram,Singh,05/11/2003,,,',
      // Day first with dashes, as Excel on an Indian locale saves a CSV.
      'meena.k@example.com,Meena,K,21-01-2005,,,',
    ].join('\r\n');

    const preview = await upload(csv, { program });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      message: '3 of 3 row(s) can be imported',
      data: { total: 3, valid: 3, invalid: 0, imported: 0, rows: [], moreRows: 0 },
    });
    expect(await storedCount(program)).toBe(0);

    const imported = await upload(csv, { program }, { mode: 'import' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      message: '3 applicant(s) imported',
      data: { total: 3, valid: 3, imported: 3, rows: [] },
    });
    const applicants = await applicantsOf(program);
    expect(applicants.map((a) => [a.email, a.status, a.dateOfBirth, a.phoneNumber]).sort()).toEqual([
      ['asha.rao@example.com', 'Pending', '2004-06-15', '9876543210'],
      ['meena.k@example.com', 'Pending', '2005-01-21', null],
      ['vikram.singh@example.com', 'Pending', '2003-11-05', null],
    ]);
    for (const applicant of applicants) {
      const history = await call(t.app, 'GET', `/api/training/applicants/history/${applicant._id}`, admin);
      expect(history.body.data).toEqual([
        expect.objectContaining({
          fromStatus: null,
          toStatus: 'Pending',
          changedBy: expect.objectContaining({ _id: adminId }),
        }),
      ]);
    }
    const one = await call(t.app, 'GET', `/api/training/applicants/${applicants[0]?._id}`, admin);
    expect(one.body.data.institution._id).toBe(institutionId);
  });

  it('imports an .xlsx with a real Excel date cell, a linked e-mail and a numeric phone', async () => {
    const program = await newProgram();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['firstName', 'lastName', 'dateOfBirth', 'email', 'phoneNumber']);
    sheet.addRow([
      'Meena',
      'Iyer',
      new Date(Date.UTC(1999, 11, 31)),
      { text: 'meena.iyer@example.com', hyperlink: 'mailto:meena.iyer@example.com' },
      9123456780,
    ]);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    sheet.addRow(['Ravi', 'Kumar', '14/02/2002', 'ravi.kumar@example.com', '9000000001']);
    sheet.addRow(['Kiran', 'Das', 'not a date', 'kiran.das@example.com', '']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload(file, { program }, { mode: 'import', name: 'applicants.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 3,
      valid: 2,
      invalid: 1,
      imported: 2,
      rows: [
        {
          row: 4,
          email: 'kiran.das@example.com',
          errors: { dateOfBirth: 'Date of birth must be a valid date (YYYY-MM-DD)' },
        },
      ],
      moreRows: 0,
    });
    const applicants = await applicantsOf(program);
    expect(applicants.map((a) => [a.email, a.dateOfBirth, a.phoneNumber]).sort()).toEqual([
      ['meena.iyer@example.com', '1999-12-31', '9123456780'],
      ['ravi.kumar@example.com', '2002-02-14', '9000000001'],
    ]);
  });

  it('names the missing columns', async () => {
    const program = await newProgram();
    const response = await upload('First Name,Date of Birth,Phone\nAsha,2004-06-15,9876543210\n', { program });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Missing columns: lastName, email',
      errors: { file: 'Missing columns: lastName, email' },
    });
    const headerOnly = await upload(`${HEADER}\n`, { program });
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().errors.file).toBe('The file has no applicants below its header row');
  });

  it('reports each wrong row with the form’s messages and imports only the good ones', async () => {
    const program = await newProgram();
    const csv = [
      HEADER,
      'Asha,,Rao,2004-06-15,asha.ok@example.com,9876543210,',
      'Bad,,Date,2004-02-30,bad.date1@example.com,,',
      'Bad,,Date,31/02/2004,bad.date2@example.com,,',
      'Bad,,Date,15.06.2004,bad.date3@example.com,,',
      'Long,,Phone,2004-06-15,long.phone@example.com,98765432101,',
      ',,,2004-06-15,not-an-email,98765 43210,',
    ].join('\n');
    const response = await upload(csv, { program }, { mode: 'import' });
    expect(response.statusCode).toBe(200);
    const dateMessage = 'Date of birth must be a valid date (YYYY-MM-DD)';
    expect(response.json()).toMatchObject({
      message: '1 applicant(s) imported, 5 row(s) with errors skipped',
      data: {
        total: 6,
        valid: 1,
        invalid: 5,
        imported: 1,
        rows: [
          { row: 3, email: 'bad.date1@example.com', errors: { dateOfBirth: dateMessage } },
          { row: 4, email: 'bad.date2@example.com', errors: { dateOfBirth: dateMessage } },
          { row: 5, email: 'bad.date3@example.com', errors: { dateOfBirth: dateMessage } },
          {
            row: 6,
            email: 'long.phone@example.com',
            errors: { phoneNumber: 'Phone number must be exactly 10 digits' },
          },
          {
            row: 7,
            email: 'not-an-email',
            errors: {
              firstName: 'First name is required',
              lastName: 'Last name is required',
              email: 'Invalid email format',
              phoneNumber: 'Phone number must contain digits only',
            },
          },
        ],
      },
    });
    expect((await applicantsOf(program)).map((a) => a.email)).toEqual(['asha.ok@example.com']);
  });

  it('reports an e-mail twice in the file and one already in the program, and imports neither twice', async () => {
    const program = await newProgram();
    const existing = await addApplicant(t.app, admin, { institution: institutionId, program });
    const csv = [
      HEADER,
      'Asha,,Rao,2004-06-15,twice@example.com,,',
      `Old,,Hand,2004-06-15,${existing.email.toUpperCase()},,`,
      'Asha,,Again,2004-06-15,TWICE@example.com,,',
      'Third,,Time,2004-06-15,twice@example.com,,',
    ].join('\n');
    const preview = await upload(csv, { program });
    expect(preview.json().data).toEqual({
      total: 4,
      valid: 1,
      invalid: 3,
      imported: 0,
      rows: [
        { row: 3, email: existing.email.toUpperCase(), errors: { email: 'Already applied to this program' } },
        { row: 4, email: 'TWICE@example.com', errors: { email: 'Duplicate of row 2' } },
        { row: 5, email: 'twice@example.com', errors: { email: 'Duplicate of row 2' } },
      ],
      moreRows: 0,
    });

    const first = await upload(csv, { program }, { mode: 'import' });
    expect(first.json().data).toMatchObject({ imported: 1, invalid: 3 });
    const second = await upload(csv, { program }, { mode: 'import' });
    expect(second.json().data).toMatchObject({ imported: 0, valid: 0, invalid: 4 });
    expect(second.json().data.rows[0]).toEqual({
      row: 2,
      email: 'twice@example.com',
      errors: { email: 'Already applied to this program' },
    });
    expect(await storedCount(program)).toBe(2);
  });

  it('imports each e-mail once when the same file is imported three times at once', async () => {
    const program = await newProgram();
    const csv = goodCsv(300);
    const answers = await Promise.all([1, 2, 3].map(() => upload(csv, { program }, { mode: 'import' })));
    const data = answers.map((a) => a.json().data);
    expect(data.map((d) => d.imported).reduce((a, b) => a + b)).toBe(300);
    // Whatever the interleaving, a row not imported by a call is reported by it as already applied.
    for (const d of data) {
      expect(d.imported + d.invalid).toBe(300);
      expect(
        d.rows.every(
          (r: { errors: object }) => JSON.stringify(r.errors) === '{"email":"Already applied to this program"}',
        ),
      ).toBe(true);
    }
    expect(await storedCount(program)).toBe(300);
  });

  it('lets a file list the e-mail another program already has', async () => {
    const [one, other] = await Promise.all([newProgram(), newProgram()]);
    const csv = goodCsv(3);
    expect((await upload(csv, { program: one }, { mode: 'import' })).json().data.imported).toBe(3);
    expect((await upload(csv, { program: other }, { mode: 'import' })).json().data.imported).toBe(3);
  });

  it('refuses what is neither a CSV nor an .xlsx, whatever its name', async () => {
    const program = await newProgram();
    for (const file of notSpreadsheets()) {
      const response = await upload(file, { program }, { name: 'applicants.xlsx' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: NOT_A_SPREADSHEET,
        errors: { file: NOT_A_SPREADSHEET },
      });
    }
    expect((await upload(Buffer.alloc(0), { program })).json().errors).toEqual({ file: 'The file is empty' });
    expect((await upload(null, { program })).json().errors).toEqual({ file: 'file is required' });
  });

  it('refuses an .xlsx whose parts claim to unpack to more than 64 MB, before unpacking it', async () => {
    const program = await newProgram();
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/training/applicants/bulk-upload/template?format=xlsx',
      headers: bearer(admin),
    });
    const bomb = claimingUnpackedSize(template.rawPayload, 40 * 1024 * 1024);
    const response = await upload(bomb, { program }, { name: 'applicants.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'The spreadsheet is too large once unpacked' });
  });

  it('refuses an .xlsx of 300 KB that inflates to 300 MB, whatever its headers declare, answering meanwhile', async () => {
    const program = await newProgram();
    await expectBombsRefusedWhileHealthy(t.app, (bomb) =>
      upload(bomb, { program }, { mode: 'import', name: 'applicants.xlsx' }),
    );
    expect(await storedCount(program)).toBe(0);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['firstName', 'lastName', 'dateOfBirth', 'email']);
    sheet.addRow(['Meena', 'Iyer', '1999-12-31', `meena.${unique()}@example.com`]);
    const good = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await upload(good, { program }, { mode: 'import', name: 'applicants.xlsx' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ total: 1, valid: 1, imported: 1 });
  });

  it('refuses a file over 5 MB with a 400 on file, and more than 10,000 rows', async () => {
    const program = await newProgram();
    const big = goodCsv(1) + 'x'.repeat(5 * 1024 * 1024);
    const tooBig = await upload(big, { program });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({
      success: false,
      message: 'The file must be at most 5 MB',
      errors: { file: 'The file must be at most 5 MB' },
    });

    const tooMany = await upload(goodCsv(10_001), { program }, { mode: 'import' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ file: 'At most 10000 rows at once' });
    expect(await storedCount(program)).toBe(0);
  });

  it('reads a file of nearly 5 MB, above the JSON body limit', async () => {
    const program = await newProgram();
    const address = `"${'Flat 4, Shanti Niwas, MG Road, Pune. '.repeat(12).trim()}"`;
    const lines = [HEADER];
    for (let n = 0; n < 9_500; n++) lines.push(`Asha,,Rao,2004-06-15,big${n}@example.com,9876543210,${address}`);
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const response = await upload(csv, { program });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total: 9_500, valid: 9_500 });
  });

  it('lists at most 500 wrong rows and counts the rest', async () => {
    const program = await newProgram();
    const lines = [HEADER];
    for (let n = 0; n < 620; n++) lines.push(`A,,B,someday,wrong${n}@example.com,,`);
    const data = (await upload(lines.join('\n'), { program })).json().data;
    expect(data).toMatchObject({ total: 620, valid: 0, invalid: 620, moreRows: 120 });
    expect(data.rows).toHaveLength(500);
    expect(data.rows[499].row).toBe(501);
  });

  it('needs an active program that takes applications', async () => {
    const program = await newProgram();
    const csv = goodCsv(1);
    expect((await upload(csv, {})).json().errors).toEqual({ program: 'Program is required' });
    expect((await upload(csv, { program: 'abc' })).json().errors).toEqual({ program: 'Invalid id' });
    expect((await upload(csv, { program: '00000000-0000-4000-8000-000000000000' })).json().errors).toEqual({
      program: 'Program not found',
    });
    const ended = (await addProgram(t.app, admin, institutionId, { startDate: '2020-01-01', endDate: '2020-02-01' }))
      ._id;
    const endedAnswer = await upload(csv, { program: ended }, { mode: 'import' });
    expect(endedAnswer.statusCode).toBe(400);
    expect(endedAnswer.json().errors).toEqual({ program: 'This program is no longer taking applications' });
    await call(t.app, 'DELETE', `/api/training/programs/${program}`, admin);
    const inactive = await upload(csv, { program }, { mode: 'import' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ program: 'This program is inactive' });
    expect(await storedCount(program)).toBe(0);
    expect((await upload(csv, { program }, { mode: 'everything' })).json().errors).toEqual({
      mode: 'mode must be preview or import',
    });
  });

  it('answers templates whose header is the columns and whose example row previews as valid', async () => {
    const program = await newProgram();
    const columns = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'email', 'phoneNumber', 'address'];

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/training/applicants/bulk-upload/template?format=csv',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="training_applicants_template.csv"');
    const records: string[][] = parseCsv(csv.body, { bom: true });
    expect(records[0]).toEqual(columns);
    expect(records).toHaveLength(2);
    expect((await upload(csv.rawPayload, { program })).json().data).toMatchObject({ total: 1, valid: 1 });

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/training/applicants/bulk-upload/template?format=xlsx',
      headers: bearer(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="training_applicants_template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('The template has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns);
    expect(sheet.getCell('D2').value).toEqual(new Date('2004-06-15T00:00:00Z'));
    expect(sheet.rowCount).toBe(2);
    const preview = await upload(xlsx.rawPayload, { program }, { name: 'template.xlsx' });
    expect(preview.json().data).toMatchObject({ total: 1, valid: 1 });
  });

  it('needs Applicants create to upload and Applicants read for the template', async () => {
    const program = await newProgram();
    const reader = await userWithPermissions(t.app, admin, 'Applicant Reader', [
      { name: 'Training Programs', operations: {}, subModules: [{ name: 'Applicants', operations: { read: true } }] },
    ]);
    const refused = await upload(goodCsv(1), { program }, { mode: 'import', token: reader.token });
    expect(refused.statusCode).toBe(403);
    expect(await storedCount(program)).toBe(0);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/training/applicants/bulk-upload/template',
      headers: bearer(reader.token),
    });
    expect(template.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/training/applicants/bulk-upload/template' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records one history line per imported applicant', async () => {
    const program = await newProgram();
    await upload(goodCsv(25), { program }, { mode: 'import' });
    const lines = await t.app.db
      .select({
        fromStatus: trainingApplicantStatusHistory.fromStatus,
        changedBy: trainingApplicantStatusHistory.changedBy,
      })
      .from(trainingApplicantStatusHistory)
      .innerJoin(trainingApplicants, eq(trainingApplicants.id, trainingApplicantStatusHistory.applicantId))
      .where(eq(trainingApplicants.programId, program));
    expect(lines).toHaveLength(25);
    expect(new Set(lines.map((l) => `${l.fromStatus}:${l.changedBy}`))).toEqual(new Set([`null:${adminId}`]));
  });
});
