import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { GSTR1_HEADERS, gstr1Csv, placeOfSupplyLabel } from '../../src/modules/invoices/gstr1-csv.ts';
import { COMPANY_BUYER, CONSUMER, creditNote, taxInvoice } from './invoice-fixtures.ts';

const KARNATAKA = '29';
const MAHARASHTRA = '27';
const DELHI = '07';

/** Each file read back as a spreadsheet would: header row and cells. */
const read = (csv: string): string[][] => parse(csv, { relax_column_count: false });

describe('gstr1Csv', () => {
  const b2b = taxInvoice({
    number: 'SKH/26-27/000101',
    issuedAt: '2026-11-03T10:00:00+05:30',
    amount: 499_900,
    placeOfSupply: MAHARASHTRA,
    buyer: COMPANY_BUYER,
  });
  const smallHere = taxInvoice({
    number: 'SKH/26-27/000102',
    issuedAt: '2026-11-04T09:00:00+05:30',
    amount: 99_900,
    placeOfSupply: KARNATAKA,
  });
  const smallHereToo = taxInvoice({
    number: 'SKH/26-27/000103',
    issuedAt: '2026-11-05T09:00:00+05:30',
    amount: 499_900,
    placeOfSupply: KARNATAKA,
  });
  const smallDelhi = taxInvoice({
    number: 'SKH/26-27/000104',
    issuedAt: '2026-11-06T09:00:00+05:30',
    amount: 99_900,
    placeOfSupply: DELHI,
  });
  // Inter-state to a consumer above ₹1,00,000: B2C large.
  const largeDelhi = taxInvoice({
    number: 'SKH/26-27/000105',
    issuedAt: '2026-11-07T09:00:00+05:30',
    amount: 150_000_00,
    placeOfSupply: DELHI,
  });
  // The same value within the state stays B2C small: B2C large is only inter-state.
  const largeHere = taxInvoice({
    number: 'SKH/26-27/000106',
    issuedAt: '2026-11-08T09:00:00+05:30',
    amount: 150_000_00,
    placeOfSupply: KARNATAKA,
  });

  const files = gstr1Csv({
    invoices: [b2b, smallHere, smallHereToo, smallDelhi, largeDelhi, largeHere],
    creditNotes: [
      creditNote(b2b, { number: 'SKH/26-27/C00007', issuedAt: '2026-11-20T12:00:00+05:30', amount: 100_000 }),
      creditNote(largeDelhi, { number: 'SKH/26-27/C00008', issuedAt: '2026-11-21T12:00:00+05:30' }),
      // A full refund of the Delhi B2C small invoice: its row nets to nothing and goes.
      creditNote(smallDelhi, { number: 'SKH/26-27/C00009', issuedAt: '2026-11-22T12:00:00+05:30' }),
      creditNote(smallHere, { number: 'SKH/26-27/C00010', issuedAt: '2026-11-23T12:00:00+05:30', amount: 50_000 }),
    ],
  });

  it('starts each file with the offline tool headers and ends lines with CRLF', () => {
    for (const section of Object.keys(GSTR1_HEADERS) as (keyof typeof GSTR1_HEADERS)[]) {
      expect(read(files[section])[0]).toEqual(GSTR1_HEADERS[section]);
      expect(files[section]).toMatch(/\r\n$/);
      expect(files[section].replace(/\r\n/g, '')).not.toMatch(/\n/);
    }
  });

  it('files an invoice to a registered buyer under B2B with its GSTIN, company and taxable value', () => {
    expect(read(files.b2b).slice(1)).toEqual([
      [
        '27AAACR5055K1Z7',
        'Reliance Industries Ltd',
        'SKH/26-27/000101',
        '03-Nov-2026',
        '4999',
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '4236.44',
        '0',
      ],
    ]);
  });

  it('files an inter-state invoice above ₹1,00,000 to a consumer under B2CL', () => {
    expect(read(files.b2cl).slice(1)).toEqual([
      ['SKH/26-27/000105', '07-Nov-2026', '150000', '07-Delhi', '', '18', '127118.64', '0', ''],
    ]);
  });

  it('sums the other consumer invoices by place of supply and rate, net of their credit notes', () => {
    // Karnataka: 846.62 + 4236.44 + 127118.64 - 423.72 (credit note of ₹500 on 000102) = 131777.98.
    expect(read(files.b2cs).slice(1)).toEqual([['OE', '29-Karnataka', '', '18', '131777.98', '0', '']]);
  });

  it('files credit notes to registered buyers under CDNR and those against B2C large invoices under CDNUR', () => {
    expect(read(files.cdnr).slice(1)).toEqual([
      [
        '27AAACR5055K1Z7',
        'Reliance Industries Ltd',
        'SKH/26-27/C00007',
        '20-Nov-2026',
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        '1000',
        '',
        '18',
        '847.46',
        '0',
      ],
    ]);
    expect(read(files.cdnur).slice(1)).toEqual([
      ['B2CL', 'SKH/26-27/C00008', '21-Nov-2026', 'C', '07-Delhi', '150000', '', '18', '127118.64', '0'],
    ]);
  });

  it('uses the ₹2,50,000 B2C large limit for invoices before 1 August 2024', () => {
    const july = taxInvoice({
      number: 'SKH/24-25/000001',
      issuedAt: '2024-07-31T23:59:00+05:30',
      amount: 200_000_00,
      placeOfSupply: DELHI,
    });
    const august = taxInvoice({
      number: 'SKH/24-25/000002',
      issuedAt: '2024-08-01T00:00:00+05:30',
      amount: 200_000_00,
      placeOfSupply: DELHI,
    });
    const julyFiles = gstr1Csv({ invoices: [july], creditNotes: [] });
    expect(read(julyFiles.b2cl)).toHaveLength(1);
    expect(read(julyFiles.b2cs).slice(1)).toEqual([['OE', '07-Delhi', '', '18', '169491.53', '0', '']]);
    const augustFiles = gstr1Csv({ invoices: [august], creditNotes: [] });
    expect(
      read(augustFiles.b2cl)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['SKH/24-25/000002']);
    // Exactly ₹1,00,000 is not above the limit.
    const atLimit = taxInvoice({
      number: 'SKH/26-27/000200',
      issuedAt: '2026-11-09T09:00:00+05:30',
      amount: 100_000_00,
      placeOfSupply: DELHI,
    });
    expect(read(gstr1Csv({ invoices: [atLimit], creditNotes: [] }).b2cl)).toHaveLength(1);
  });

  it('keeps a month whose credit notes exceed its small sales as a negative B2CS row', () => {
    const earlier = taxInvoice({
      number: 'SKH/26-27/000050',
      issuedAt: '2026-10-30T09:00:00+05:30',
      amount: 99_900,
      placeOfSupply: DELHI,
    });
    const november = gstr1Csv({
      invoices: [],
      creditNotes: [creditNote(earlier, { number: 'SKH/26-27/C00003', issuedAt: '2026-11-02T09:00:00+05:30' })],
    });
    expect(read(november.b2cs).slice(1)).toEqual([['OE', '07-Delhi', '', '18', '-846.61', '0', '']]);
    expect(november.b2cs).not.toContain("'-");
  });

  it('quotes commas and quotes and defuses a receiver name a spreadsheet would run as a formula', () => {
    const buyers = [
      '=HYPERLINK("http://x.example","click")',
      '+91 Traders',
      '-Minus Co',
      '@SUM(A1)',
      'Acme, "Best" Ltd',
    ];
    const invoices = buyers.map((companyName, i) =>
      taxInvoice({
        number: `SKH/26-27/00030${i}`,
        issuedAt: '2026-11-10T09:00:00+05:30',
        amount: 100_00,
        placeOfSupply: MAHARASHTRA,
        buyer: { ...COMPANY_BUYER, companyName },
      }),
    );
    const csv = gstr1Csv({ invoices, creditNotes: [] }).b2b;
    expect(
      read(csv)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([
      `'=HYPERLINK("http://x.example","click")`,
      "'+91 Traders",
      "'-Minus Co",
      "'@SUM(A1)",
      'Acme, "Best" Ltd',
    ]);
    expect(csv).toContain('"Acme, ""Best"" Ltd"');
  });

  it('names the receiver by the learner when a registered buyer gave no company name', () => {
    const invoice = taxInvoice({
      number: 'SKH/26-27/000400',
      issuedAt: '2026-11-10T09:00:00+05:30',
      amount: 100_00,
      placeOfSupply: MAHARASHTRA,
      buyer: { ...COMPANY_BUYER, companyName: null },
    });
    expect(read(gstr1Csv({ invoices: [invoice], creditNotes: [] }).b2b)[1]?.[1]).toBe('Ravi Kumar');
    expect(CONSUMER.gstin).toBeUndefined();
  });
});

describe('placeOfSupplyLabel', () => {
  it('spells places of supply as the offline tool lists them', () => {
    expect(placeOfSupplyLabel('29')).toBe('29-Karnataka');
    expect(placeOfSupplyLabel('01')).toBe('01-Jammu & Kashmir');
    expect(placeOfSupplyLabel('26')).toBe('26-Dadra & Nagar Haveli & Daman & Diu');
    expect(placeOfSupplyLabel('97')).toBe('97-Other Territory');
    expect(() => placeOfSupplyLabel('96')).toThrow(RangeError);
  });
});
