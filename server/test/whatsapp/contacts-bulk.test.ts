import { WHATSAPP_NUMBER_MESSAGE } from '@skillhub/shared/schemas/whatsapp';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts } from '../../src/db/schema/whatsapp.ts';
import { optOut } from '../../src/modules/whatsapp/contact-opt-in.ts';
import { multipartFile } from '../support/multipart-file.ts';
import { claimingUnpackedSize, expectBombsRefusedWhileHealthy, notSpreadsheets } from '../support/spreadsheet-files.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { addContact, call, contactsRole } from './contacts-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const NOT_A_SPREADSHEET = 'The file must be a CSV or an Excel (.xlsx) spreadsheet';
const HEADER = 'name,number,age,gender,address,occupation';
const nowIso = () => t.clock.now().toISOString();

let next = 0;
/** Numbers no other test of this file uses: 9180 and eight digits. */
const numbers = (count: number) => Array.from({ length: count }, () => `9180${String(next++).padStart(8, '0')}`);

function upload(file: Buffer | string | null, { mode = 'preview', name = 'contacts.csv', token = admin } = {}) {
  return t.app.inject(multipartFile(`/api/whatsapp/contacts/bulk?mode=${mode}`, file, { name, token }));
}

/** A CSV of good rows, one per number. */
function goodCsv(list: string[]): string {
  return `${[HEADER, ...list.map((n, i) => `Person ${i},${n},30,Male,,Farmer`)].join('\n')}\n`;
}

async function stored(list: string[]) {
  const rows = await t.app.db.select().from(whatsappContacts).where(inArray(whatsappContacts.number, list));
  return new Map(rows.map((r) => [r.number, r]));
}

describe('bulk import of contacts', () => {
  it('previews a CSV without writing anything, then imports it: new contacts opted in by the import', async () => {
    const [a, b, c] = numbers(3);
    const csv = [
      // Headers in any order, any case, with spaces; an unknown column is ignored.
      'Number, NAME ,Notes,Gender,Age,Occupation,Address',
      `${a},Asha Rao,met at the fair,Female,24,Student,"Kothrud, Pune"`,
      '',
      // A blank line above is skipped, so this is row 4; empty optional cells are fine.
      `${b},Vikram Singh,,,,,`,
      ` ${c} ,Meena K,,Others,61,Teacher,`,
    ].join('\r\n');

    const preview = await upload(csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      message: '3 of 3 row(s) can be imported',
      data: { total: 3, valid: 3, invalid: 0, created: 0, merged: 0, optedOut: 0, rows: [], moreRows: 0 },
    });
    expect((await stored([a, b, c] as string[])).size).toBe(0);

    const imported = await upload(csv, { mode: 'import' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      success: true,
      message: '3 contact(s) added, 0 merged',
      data: { total: 3, valid: 3, invalid: 0, created: 3, merged: 0, optedOut: 0, rows: [], moreRows: 0 },
    });
    const { body } = await call(t.app, 'GET', `/whatsapp/contacts/all?search=${a}`, admin);
    expect(body.data).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        number: a,
        age: 24,
        gender: 'Female',
        address: 'Kothrud, Pune',
        occupation: 'Student',
        optedIn: true,
        optInAt: nowIso(),
        optInSource: 'Import',
        optOutAt: null,
        createdAt: nowIso(),
      }),
    ]);
    const rows = await stored([b, c] as string[]);
    expect(rows.get(b as string)).toMatchObject({ name: 'Vikram Singh', age: null, gender: null, occupation: null });
    expect(rows.get(c as string)).toMatchObject({ name: 'Meena K', age: 61, gender: 'Others', occupation: 'Teacher' });
  });

  it('imports an .xlsx with numeric number and age cells and rich text', async () => {
    const [a, b] = numbers(2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['name', 'number', 'age', 'gender']);
    sheet.addRow([{ richText: [{ text: 'Ravi ' }, { text: 'Kumar', font: { bold: true } }] }, Number(a), 33, 'Male']);
    sheet.addRow(['Kiran Das', b, 'old', 'Female']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload(file, { mode: 'import', name: 'contacts.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 2,
      valid: 1,
      invalid: 1,
      created: 1,
      merged: 0,
      optedOut: 0,
      rows: [{ row: 3, number: b, errors: { age: 'Age must be a number' } }],
      moreRows: 0,
    });
    const rows = await stored([a, b] as string[]);
    expect(rows.get(a as string)).toMatchObject({ name: 'Ravi Kumar', age: 33, gender: 'Male' });
    expect(rows.has(b as string)).toBe(false);
  });

  it('reports each wrong row with the form’s messages and imports only the good ones', async () => {
    const [good, plus, badAge] = numbers(3);
    const csv = [
      HEADER,
      `Good One,${good},,,,`,
      `Plus Sign,+${plus},,,,`,
      `Bad Age,${badAge},0,Robot,,`,
      `,98765,,,,`,
      `Long Name ${'x'.repeat(100)},919000000001,,,,`,
    ].join('\n');
    const response = await upload(csv, { mode: 'import' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '1 contact(s) added, 0 merged, 4 row(s) with errors skipped',
      data: {
        total: 5,
        valid: 1,
        invalid: 4,
        created: 1,
        merged: 0,
        optedOut: 0,
        rows: [
          { row: 3, number: `+${plus}`, errors: { number: WHATSAPP_NUMBER_MESSAGE } },
          {
            row: 4,
            number: badAge,
            errors: { age: 'Age must be greater than 0', gender: 'Gender must be Male, Female or Others' },
          },
          { row: 5, number: '98765', errors: { name: 'Name is required', number: WHATSAPP_NUMBER_MESSAGE } },
          { row: 6, number: '919000000001', errors: { name: 'Name must not exceed 100 characters' } },
        ],
        moreRows: 0,
      },
    });
    expect([...(await stored([good, plus, badAge, '919000000001'] as string[])).keys()]).toEqual([good]);
  });

  it('merges a number repeated in the file: the later row’s non-empty fields win', async () => {
    const [twice, once] = numbers(2);
    const csv = [
      HEADER,
      `First Name,${twice},25,Female,Old address,Tailor`,
      `Only Once,${once},,,,`,
      `Second Name,${twice},,,New address,`,
      // A wrong repeat is reported and merges nothing.
      `Third Name,${twice},-1,,,`,
    ].join('\n');
    const preview = await upload(csv);
    expect(preview.json().data).toMatchObject({ total: 4, valid: 3, invalid: 1, created: 0, merged: 1 });

    const imported = await upload(csv, { mode: 'import' });
    expect(imported.json()).toMatchObject({
      message: '2 contact(s) added, 1 merged, 1 row(s) with errors skipped',
      data: { total: 4, valid: 3, invalid: 1, created: 2, merged: 1 },
    });
    expect(imported.json().data.rows).toEqual([
      { row: 5, number: twice, errors: { age: 'Age must be greater than 0' } },
    ]);
    expect((await stored([twice] as string[])).get(twice as string)).toMatchObject({
      name: 'Second Name',
      age: 25,
      gender: 'Female',
      address: 'New address',
      occupation: 'Tailor',
    });
  });

  it('merges into existing contacts: their fields the row fills, never their opt-in or opt-out', async () => {
    const kept = await addContact(t.app, admin, { name: 'Staff Name', age: 40, address: 'Staff address' });
    const notOptedIn = await addContact(t.app, admin, { name: 'Not Asked', optedIn: false });
    const leaver = await addContact(t.app, admin, { name: 'Leaver' });
    t.clock.advance(60_000);
    await optOut(t.app.db, { number: leaver.number, source: 'Reply', at: t.clock.now() });
    const optedOutAt = nowIso();
    const [fresh] = numbers(1);
    t.clock.advance(60_000);
    const csv = [
      HEADER,
      `Imported Name,${kept.number},,Male,,Driver`,
      `Imported Two,${notOptedIn.number},,,,`,
      `Imported Three,${leaver.number},52,,,`,
      `Brand New,${fresh},,,,`,
    ].join('\n');

    const preview = await upload(csv);
    expect(preview.json().data).toMatchObject({ total: 4, valid: 4, created: 0, merged: 3 });
    expect((await call(t.app, 'GET', `/whatsapp/contacts/${kept._id}`, admin)).body.data.name).toBe('Staff Name');

    const imported = await upload(csv, { mode: 'import' });
    expect(imported.json()).toMatchObject({
      message: '1 contact(s) added, 3 merged',
      data: { total: 4, valid: 4, invalid: 0, created: 1, merged: 3 },
    });
    const one = async (id: string) => (await call(t.app, 'GET', `/whatsapp/contacts/${id}`, admin)).body.data;
    expect(await one(kept._id)).toMatchObject({
      name: 'Imported Name',
      age: 40,
      gender: 'Male',
      address: 'Staff address',
      occupation: 'Driver',
      optedIn: true,
      optInSource: 'Staff',
      updatedAt: nowIso(),
    });
    expect(await one(notOptedIn._id)).toMatchObject({ name: 'Imported Two', optedIn: false, optInAt: null });
    expect(await one(leaver._id)).toMatchObject({
      name: 'Imported Three',
      age: 52,
      optedIn: false,
      optOutAt: optedOutAt,
      optOutSource: 'Reply',
      optInSource: 'Staff',
    });
    const [created] = await t.app.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.number, fresh as string));
    expect(created).toMatchObject({ name: 'Brand New', optedIn: true, optInSource: 'Import' });
  });

  it('counts a file imported again as merged, leaving the contacts it does not change untouched', async () => {
    const [a, b] = numbers(2);
    const csv = goodCsv([a, b] as string[]);
    expect((await upload(csv, { mode: 'import' })).json().data).toMatchObject({ created: 2, merged: 0 });
    const before = await stored([a, b] as string[]);
    t.clock.advance(60_000);
    const changed = csv.replace(`Person 1,${b},30`, `Person 1,${b},31`);
    expect((await upload(changed, { mode: 'import' })).json()).toMatchObject({
      message: '0 contact(s) added, 2 merged',
      data: { created: 0, merged: 2 },
    });
    const after = await stored([a, b] as string[]);
    expect(after.get(a as string)?.updatedAt).toEqual(before.get(a as string)?.updatedAt);
    expect(after.get(b as string)).toMatchObject({ age: 31, updatedAt: t.clock.now() });
  });

  it('adds each number once when the same file is imported three times at once', async () => {
    const list = numbers(300);
    const csv = goodCsv(list);
    const answers = await Promise.all([1, 2, 3].map(() => upload(csv, { mode: 'import' })));
    const data = answers.map((a) => a.json().data);
    expect(data.map((d) => d.created).reduce((x, y) => x + y)).toBe(300);
    for (const d of data) expect(d.created + d.merged).toBe(300);
    expect((await stored(list)).size).toBe(300);
  });

  it('reads semicolon-separated CSV and a header of spaced, dashed names', async () => {
    const [a] = numbers(1);
    const csv = `\uFEFFNa-me;Num_ber;Occu pation\nSneha Nair;${a};Nurse\n`;
    const response = await upload(csv, { mode: 'import' });
    expect(response.json().data).toMatchObject({ total: 1, created: 1 });
    expect((await stored([a] as string[])).get(a as string)).toMatchObject({ name: 'Sneha Nair', occupation: 'Nurse' });
  });

  it('names the missing columns, and a file without contacts', async () => {
    const response = await upload('Name,Phone\nAsha,9876543210\n');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Missing columns: number',
      errors: { file: 'Missing columns: number' },
    });
    const headerOnly = await upload(`${HEADER}\n,,,,,\n`);
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().errors).toEqual({ file: 'The file has no contacts below its header row' });
    const twice = await upload('name,number,Number\nAsha,919876543210,919876543210\n');
    expect(twice.json().errors).toEqual({ file: 'The column number appears more than once' });
  });

  it('refuses what is neither a CSV nor an .xlsx, whatever its name, and writes nothing', async () => {
    for (const file of notSpreadsheets()) {
      const response = await upload(file, { mode: 'import', name: 'contacts.xlsx' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: NOT_A_SPREADSHEET,
        errors: { file: NOT_A_SPREADSHEET },
      });
    }
    expect((await upload(Buffer.alloc(0))).json().errors).toEqual({ file: 'The file is empty' });
    const none = await upload(null, { mode: 'import' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: 'file is required' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/contacts/bulk',
      headers: bearer(admin),
      payload: { file: 'name,number' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().success).toBe(false);
  });

  it('refuses an .xlsx whose parts claim to unpack to more than the cap, before unpacking it', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template?format=xlsx',
      headers: bearer(admin),
    });
    const bomb = claimingUnpackedSize(template.rawPayload, 100 * 1024 * 1024);
    const response = await upload(bomb, { name: 'contacts.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'The spreadsheet is too large once unpacked' });
  });

  it('refuses an .xlsx of 300 KB that inflates to 300 MB, whatever its headers declare, answering meanwhile', async () => {
    await expectBombsRefusedWhileHealthy(t.app, (bomb) => upload(bomb, { mode: 'import', name: 'contacts.xlsx' }));

    const [number] = numbers(1) as [string];
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Contacts').addRows([
      ['name', 'number'],
      ['Asha Rao', number],
    ]);
    const good = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await upload(good, { mode: 'import', name: 'contacts.xlsx' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ total: 1, valid: 1, created: 1 });
    expect((await stored([number])).get(number)?.name).toBe('Asha Rao');
  });

  it('refuses a file over 10 MB with 413 on file, and more than 50,000 rows with 400 on file', async () => {
    const big = goodCsv(numbers(1)) + 'x'.repeat(10 * 1024 * 1024);
    const tooBig = await upload(big, { mode: 'import' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      success: false,
      message: 'The file must be at most 10 MB',
      errors: { file: 'The file must be at most 10 MB' },
    });

    const lines = [HEADER];
    for (let n = 0; n <= 50_000; n++) lines.push(`P,${916_000_000_000 + n}`);
    const tooMany = await upload(lines.join('\n'), { mode: 'import' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ file: 'At most 50000 rows at once' });
    expect(await t.app.db.$count(whatsappContacts, like(whatsappContacts.number, '916%'))).toBe(0);
  });

  it('lists at most 500 wrong rows and counts the rest', async () => {
    const lines = [HEADER];
    for (let n = 0; n < 620; n++) lines.push(`Wrong ${n},12345`);
    const data = (await upload(lines.join('\n'))).json().data;
    expect(data).toMatchObject({ total: 620, valid: 0, invalid: 620, moreRows: 120 });
    expect(data.rows).toHaveLength(500);
    expect(data.rows[499]).toEqual({ row: 501, number: '12345', errors: { number: WHATSAPP_NUMBER_MESSAGE } });
    const imported = (await upload(lines.join('\n'), { mode: 'import' })).json();
    expect(imported).toMatchObject({
      message: '0 contact(s) added, 0 merged, 620 row(s) with errors skipped',
      data: { created: 0, merged: 0 },
    });
  });

  it('refuses an unknown mode', async () => {
    const response = await upload(goodCsv(numbers(1)), { mode: 'everything' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ mode: 'mode must be preview or import' });
  });

  it('answers templates whose header is the columns and whose example row imports', async () => {
    const columns = ['name', 'number', 'age', 'gender', 'address', 'occupation'];
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template?format=csv',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="whatsapp_contacts_template.csv"');
    const records: string[][] = parseCsv(csv.body, { bom: true });
    expect(records).toEqual([columns, ['Asha Rao', '919876543210', '24', 'Female', 'Kothrud, Pune 411038', 'Student']]);
    expect((await upload(csv.rawPayload)).json().data).toMatchObject({ total: 1, valid: 1 });
    const byDefault = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template',
      headers: bearer(admin),
    });
    expect(byDefault.body).toBe(csv.body);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template?format=xlsx',
      headers: bearer(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="whatsapp_contacts_template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('The template has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns);
    expect(sheet.getCell('B2').value).toBe('919876543210');
    expect(sheet.getColumn(2).numFmt).toBe('@');
    expect(sheet.rowCount).toBe(2);
    const imported = await upload(xlsx.rawPayload, { mode: 'import', name: 'template.xlsx' });
    expect(imported.json().data).toMatchObject({ total: 1, valid: 1, created: 1 });
    expect((await stored(['919876543210'])).get('919876543210')).toMatchObject({ name: 'Asha Rao', age: 24 });

    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template?format=pdf',
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ format: 'format must be csv or xlsx' });
  });

  it('needs Contacts create to import and Contacts read for the template', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Import Reader', contactsRole({ read: true }));
    const creator = await userWithPermissions(t.app, admin, 'Import Creator', contactsRole({ create: true }));
    const list = numbers(2);
    const refused = await upload(goodCsv(list), { mode: 'import', token: reader.token });
    expect(refused.statusCode).toBe(403);
    expect((await stored(list)).size).toBe(0);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template',
      headers: bearer(reader.token),
    });
    expect(template.statusCode).toBe(200);
    const noTemplate = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/contacts/bulk/template',
      headers: bearer(creator.token),
    });
    expect(noTemplate.statusCode).toBe(403);
    expect((await upload(goodCsv(list), { mode: 'import', token: creator.token })).json().data.created).toBe(2);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/whatsapp/contacts/bulk/template' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousImport = await t.app.inject(
      multipartFile('/api/whatsapp/contacts/bulk?mode=import', goodCsv(numbers(1)), { name: 'c.csv' }),
    );
    expect(anonymousImport.statusCode).toBe(401);
  });
});
