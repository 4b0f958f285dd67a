import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { indiaDayOf } from '../../src/modules/dashboard/dashboard-period.ts';
import { financialYearOf } from '../../src/modules/invoices/invoice-series.ts';
import { invoicesRepository } from '../../src/modules/invoices/invoices.repository.ts';
import { createCoupon } from '../coupons/coupon-fixtures.ts';
import { createOrder } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { buy, COMPANY_GSTIN, putInvoicing, SELLER_SETTINGS, setInvoicing } from './invoice-api-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string };
let asha: Learner;
let ravi: Learner;
let yearCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'GST Ready Course', actualPrice: 999 });
  asha = await createLearner(t.app, admin, 'Asha Verma');
  ravi = await createLearner(t.app, admin, 'Ravi Kumar');
  yearCode = financialYearOf(t.clock.now()).code;
});
afterAll(() => t.close());

const invoiceOf = async (orderId: string) => {
  const row = await invoicesRepository.findByOrder(t.app.db, orderId);
  if (!row) throw new Error(`order ${orderId} has no invoice`);
  return row;
};

const newCourse = (title: string) => coursePriced(t.app, admin, { title, actualPrice: 999 });

describe('invoice settings', () => {
  it('start incomplete with the defaults: SAC 999293, 18%, prices including GST, prefix SKH', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/invoicing', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      legalName: '',
      gstin: '',
      sac: '999293',
      ratePercent: 18,
      pricesIncludeGst: true,
      invoicePrefix: 'SKH',
      complete: false,
    });
  });

  it("refuse a mistyped GSTIN, a state other than the GSTIN's, a long prefix and a made-up rate, each on its field", async () => {
    const response = await putInvoicing(t.app, admin, {
      ...SELLER_SETTINGS,
      gstin: '29AAGCB7383J1Z5',
      invoicePrefix: 'SKIL',
      ratePercent: 17,
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors.gstin).toBe('The last character does not match the rest: the GSTIN is mistyped.');
    expect(errors.invoicePrefix).toMatch(/1 to 3 letters or digits/);
    expect(errors.ratePercent).toMatch(/one of/);

    const elsewhere = await putInvoicing(t.app, admin, { ...SELLER_SETTINGS, stateCode: '27' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      stateCode: 'The GSTIN is registered in Karnataka (29), not Maharashtra',
    });
  });

  it('are refused to a learner', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/invoicing', headers: bearer(asha.token) });
    expect(read.statusCode).toBe(403);
    expect((await putInvoicing(t.app, asha.token, SELLER_SETTINGS)).statusCode).toBe(403);
  });
});

describe('a captured payment while the GST details are incomplete', () => {
  it('enrols and mails the receipt without an invoice; "issue missing" issues it once they are set', async () => {
    const early = await newCourse('Before Registration');
    const orderId = await buy(t.app, asha, early._id, { buyerState: '29' });
    expect(await invoicesRepository.findByOrder(t.app.db, orderId)).toBeUndefined();
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(sql`${outbox.payload}->>'to' = ${asha.email}`, sql`${outbox.payload}->>'subject' like '%receipt%'`));
    expect(mail?.payload).not.toHaveProperty('attachments');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/course/invoice/issue-missing',
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(409);

    await setInvoicing(t.app, admin);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/course/invoice/issue-missing',
      headers: bearer(admin),
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data).toEqual({ issued: 1, numbers: [`SKH/${yearCode}/000001`] });
    expect((await invoiceOf(orderId)).number).toBe(`SKH/${yearCode}/000001`);
    // Nothing is left to issue: a second press issues nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/course/invoice/issue-missing',
      headers: bearer(admin),
    });
    expect(again.json().data).toEqual({ issued: 0, numbers: [] });
  });
});

describe('tax invoices at capture', () => {
  it("in the seller's state: CGST and SGST to the paisa, the next number, the PDF attached to the receipt", async () => {
    const orderId = await buy(t.app, asha, course._id, { buyerState: '29' });
    const invoice = await invoiceOf(orderId);
    expect(invoice.number).toBe(`SKH/${yearCode}/000002`);
    expect(invoice.document).toMatchObject({
      seller: { legalName: SELLER_SETTINGS.legalName, gstin: SELLER_SETTINGS.gstin, stateCode: '29' },
      buyer: { name: 'Asha Verma', email: asha.email, companyName: null, gstin: null },
      placeOfSupply: '29',
      sac: '999293',
      description: 'GST Ready Course',
      amounts: { supply: 'intra-state', taxableValue: 84662, cgst: 7619, sgst: 7619, igst: 0, total: 99900 },
    });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(
        and(sql`${outbox.payload}->>'to' = ${asha.email}`, sql`${outbox.payload}->>'subject' like '%GST Ready Course'`),
      );
    const payload = mail?.payload as { text: string; attachments: { filename: string; contentBase64: string }[] };
    expect(payload.text).toContain(`Tax invoice no.: SKH/${yearCode}/000002`);
    expect(payload.attachments).toHaveLength(1);
    expect(payload.attachments[0]?.filename).toBe(`tax-invoice-SKH-${yearCode}-000002.pdf`);
    expect(
      Buffer.from(payload.attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('in another state: IGST; the learner downloads their invoice, another learner gets 404', async () => {
    const other = await newCourse('Inter State Course');
    const orderId = await buy(t.app, ravi, other._id, { buyerState: '07' });
    expect((await invoiceOf(orderId)).document.amounts).toMatchObject({
      supply: 'inter-state',
      taxableValue: 84661,
      cgst: 0,
      igst: 15239,
      total: 99900,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/payment/invoice/${orderId}`,
      headers: bearer(ravi.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-SKH-${yearCode}-000003.pdf"`);
    const printed = pdfText(mine.rawPayload);
    expect(printed).toContain(`SKH/${yearCode}/000003`);
    expect(printed).toContain('Delhi (07)');
    expect(printed).toContain('IGST');
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payment/receipt/${orderId}`,
      headers: bearer(ravi.token),
    });
    expect(pdfText(receipt.rawPayload)).toContain(`SKH/${yearCode}/000003`);
    const myCourses = await t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: bearer(ravi.token) });
    expect(myCourses.json().data).toEqual([
      expect.objectContaining({ orderId, invoiceNumber: `SKH/${yearCode}/000003` }),
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/payment/invoice/${orderId}`,
      headers: bearer(asha.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("for a company: the GSTIN's state is the place of supply, whatever state was picked", async () => {
    const b2b = await newCourse('Company Course');
    const orderId = await buy(t.app, ravi, b2b._id, {
      buyerState: '29',
      buyerGstin: ` ${COMPANY_GSTIN.toLowerCase()} `,
      buyerCompany: 'Reliance Industries Ltd',
    });
    const invoice = await invoiceOf(orderId);
    expect(invoice.buyerGstin).toBe(COMPANY_GSTIN);
    expect(invoice.document).toMatchObject({
      buyer: { companyName: 'Reliance Industries Ltd', gstin: COMPANY_GSTIN },
      placeOfSupply: '27',
      amounts: { supply: 'inter-state', igst: 15239 },
    });
    // Checkout offers the last details again.
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/payment/summary/${course._id}`,
      headers: bearer(ravi.token),
    });
    expect(summary.json().data.buyer).toEqual({
      state: '29',
      gstin: COMPANY_GSTIN,
      company: 'Reliance Industries Ltd',
    });
  });

  it('refuses a mistyped GSTIN with its reason, and a GSTIN without its company', async () => {
    const refused = await newCourse('Refused Course');
    const mistyped = await createOrder(t.app, asha.token, refused._id, {
      buyerGstin: '27AAACR5055K1Z8',
      buyerCompany: 'X',
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().errors).toEqual({
      buyerGstin: 'The last character does not match the rest: the GSTIN is mistyped.',
    });
    const short = await createOrder(t.app, asha.token, refused._id, {
      buyerGstin: '27AAACR5055K1Z',
      buyerCompany: 'X',
    });
    expect(short.json().errors.buyerGstin).toBe('A GSTIN has 15 characters; this has 14.');
    const noCompany = await createOrder(t.app, asha.token, refused._id, { buyerGstin: COMPANY_GSTIN });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors).toEqual({ buyerCompany: 'Enter the company name the GSTIN is registered to' });
    const nowhere = await createOrder(t.app, asha.token, refused._id, { buyerState: '28' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors.buyerState).toBe('Choose a state from the list');
  });

  it("without a state given: the seller's state (no address of the buyer on record)", async () => {
    const plain = await newCourse('No State Course');
    const orderId = await buy(t.app, asha, plain._id);
    expect((await invoiceOf(orderId)).document).toMatchObject({
      placeOfSupply: '29',
      amounts: { supply: 'intra-state' },
    });
  });

  it('a 100% coupon enrols without an invoice (nothing was charged), and the series has no hole for it', async () => {
    const freeCourse = await newCourse('Free By Coupon');
    await createCoupon(t.app, admin, { code: 'ALLFREE', discountValue: 100 });
    const enrolled = await createOrder(t.app, asha.token, freeCourse._id, { couponCode: 'ALLFREE', buyerState: '29' });
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json().data.kind).toBe('enrolled');
    const orderId = enrolled.json().data.enrollment.orderId as string;
    expect(await invoicesRepository.findByOrder(t.app.db, orderId)).toBeUndefined();
    const next = await buy(t.app, ravi, (await newCourse('After The Free One'))._id, { buyerState: '29' });
    expect((await invoiceOf(next)).number).toBe(`SKH/${yearCode}/000006`);
  });
});

describe('staff invoices (Courses / Invoices)', () => {
  it('list and search by buyer, filter by month, download any PDF', async () => {
    const staff = await userWithPermissions(t.app, admin, 'Invoice Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { read: true } }] },
    ]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/course/invoice?limit=50',
      headers: bearer(staff.token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.total).toBe(6);
    expect(all.json().data[0].number).toBe(`SKH/${yearCode}/000006`);

    const company = await t.app.inject({
      method: 'GET',
      url: '/api/course/invoice?search=reliance',
      headers: bearer(staff.token),
    });
    expect(company.json().data.map((i: { buyerGstin: string }) => i.buyerGstin)).toEqual([COMPANY_GSTIN]);

    const month = indiaDayOf(t.clock.now()).slice(0, 7);
    const thisMonth = await t.app.inject({
      method: 'GET',
      url: `/api/course/invoice?month=${month}`,
      headers: bearer(staff.token),
    });
    expect(thisMonth.json().pagination.total).toBe(6);
    const lastYear = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/course/invoice?month=${lastYear}`,
      headers: bearer(staff.token),
    });
    expect(none.json().pagination.total).toBe(0);
    const badMonth = await t.app.inject({
      method: 'GET',
      url: '/api/course/invoice?month=2026-13',
      headers: bearer(staff.token),
    });
    expect(badMonth.statusCode).toBe(400);

    const id = all.json().data[0]._id;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/course/invoice/${id}/pdf`,
      headers: bearer(staff.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/course/invoice/00000000-0000-4000-8000-000000000000/pdf',
      headers: bearer(staff.token),
    });
    expect(unknown.statusCode).toBe(404);
    // Reading is not issuing.
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/course/invoice/issue-missing',
      headers: bearer(staff.token),
    });
    expect(issue.statusCode).toBe(403);
  });

  it("export the month's GSTR-1 tables: the company's invoice under B2B, the rest summed under B2CS", async () => {
    const month = indiaDayOf(t.clock.now()).slice(0, 7);
    const get = (table: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/course/invoice/gstr1?month=${month}&table=${table}`,
        headers: bearer(admin),
      });
    const b2b = await get('b2b');
    expect(b2b.statusCode).toBe(200);
    expect(b2b.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(b2b.headers['content-disposition']).toBe(`attachment; filename="gstr1-${month}-b2b.csv"`);
    const rows = b2b.body.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(COMPANY_GSTIN);
    expect(rows[1]).toContain('27-Maharashtra');
    const b2cs = (await get('b2cs')).body.trim().split('\r\n');
    // Karnataka (four intra-state invoices) and Delhi (one): one row each.
    expect(b2cs.slice(1)).toEqual([
      expect.stringMatching(/^OE,07-Delhi,,18,846\.61,0,/),
      expect.stringMatching(/^OE,29-Karnataka,,18,3386\.48,0,/),
    ]);
    expect((await get('nope')).statusCode).toBe(400);
  });
});
