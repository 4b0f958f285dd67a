import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditNoteRefused, issueCreditNote } from '../../src/modules/invoices/invoice-issuing.ts';
import { financialYearOf } from '../../src/modules/invoices/invoice-series.ts';
import { invoicesRepository } from '../../src/modules/invoices/invoices.repository.ts';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { buy, setInvoicing } from './invoice-api-fixtures.ts';

/** Credit notes, issued by refunds (the refund calls build on this). */

let t: TestApp;
let intraInvoiceId: string;
let interInvoiceId: string;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAsAdmin(t.app);
  await setInvoicing(t.app, admin);
  const learner = await createLearner(t.app, admin, 'Refund Seeker');
  const first = await coursePriced(t.app, admin, { title: 'Refundable One', actualPrice: 999 });
  const second = await coursePriced(t.app, admin, { title: 'Refundable Two', actualPrice: 999 });
  const intra = await invoicesRepository.findByOrder(
    t.app.db,
    await buy(t.app, learner, first._id, { buyerState: '29' }),
  );
  const inter = await invoicesRepository.findByOrder(
    t.app.db,
    await buy(t.app, learner, second._id, { buyerState: '07' }),
  );
  if (!intra || !inter) throw new Error('no invoices');
  intraInvoiceId = intra.id;
  interInvoiceId = inter.id;
  code = financialYearOf(t.clock.now()).code;
});
afterAll(() => t.close());

const issue = (input: { invoiceId: string; refundKey: string; amountPaise: number; reason?: string }) =>
  t.app.db.transaction((tx) => issueCreditNote(tx, { reason: 'Course cancelled', ...input, now: t.clock.now() }));

describe('credit notes', () => {
  it("a partial refund: its own series, the invoice's buyer and place, the refunded amount split inclusive of GST", async () => {
    const note = await issue({ invoiceId: intraInvoiceId, refundKey: 'rfnd_part1', amountPaise: 50000 });
    expect(note.number).toBe(`SKH/${code}/C00001`);
    expect(note.totalPaise).toBe(50000);
    expect(note.document).toMatchObject({
      buyer: { name: 'Refund Seeker' },
      placeOfSupply: '29',
      sac: '999293',
      description: 'Refundable One',
      // 500.00 × 9 / 118 = 38.135… → 38.14 each; taxable 500.00 − 76.28.
      amounts: { supply: 'intra-state', cgst: 3814, sgst: 3814, igst: 0, taxableValue: 42372, total: 50000 },
    });
  });

  it('is idempotent by refund: a retried refund gets the same note, and no number is used for it', async () => {
    const again = await issue({ invoiceId: intraInvoiceId, refundKey: 'rfnd_part1', amountPaise: 50000 });
    expect(again.number).toBe(`SKH/${code}/C00001`);
  });

  it('refuses to credit more than the invoice charged, counting the notes already issued', async () => {
    await expect(issue({ invoiceId: intraInvoiceId, refundKey: 'rfnd_part2', amountPaise: 49901 })).rejects.toThrow(
      CreditNoteRefused,
    );
    const rest = await issue({ invoiceId: intraInvoiceId, refundKey: 'rfnd_part2', amountPaise: 49900 });
    expect(rest.number).toBe(`SKH/${code}/C00002`);
  });

  it('a full refund gives back exactly what the invoice charged, tax by tax', async () => {
    const invoice = await invoicesRepository.findById(t.app.db, interInvoiceId);
    const note = await issue({ invoiceId: interInvoiceId, refundKey: 'rfnd_full', amountPaise: 99900 });
    expect(note.number).toBe(`SKH/${code}/C00003`);
    expect(note.document.amounts).toEqual(invoice?.document.amounts);
    expect(note.document.amounts).toMatchObject({ supply: 'inter-state', igst: 15239 });
  });

  it('refuses no amount, no reason and an unknown invoice; a refused note takes no number', async () => {
    await expect(issue({ invoiceId: interInvoiceId, refundKey: 'rfnd_zero', amountPaise: 0 })).rejects.toThrow(
      CreditNoteRefused,
    );
    await expect(
      issue({ invoiceId: intraInvoiceId, refundKey: 'rfnd_blank', amountPaise: 1, reason: '  ' }),
    ).rejects.toThrow('A credit note needs the reason for the refund');
    await expect(
      issue({ invoiceId: '00000000-0000-4000-8000-000000000000', refundKey: 'rfnd_none', amountPaise: 100 }),
    ).rejects.toThrow('There is no such invoice');
    const second = await coursePriced(t.app, await loginAsAdmin(t.app), { title: 'Refundable Three', actualPrice: 99 });
    const learner = await createLearner(t.app, await loginAsAdmin(t.app), 'Second Refund');
    const invoice = await invoicesRepository.findByOrder(t.app.db, await buy(t.app, learner, second._id));
    const note = await issue({ invoiceId: invoice?.id ?? '', refundKey: 'rfnd_after', amountPaise: 100 });
    expect(note.number).toBe(`SKH/${code}/C00004`);
  });

  it('two refunds of one invoice at once cannot together credit more than it', async () => {
    const admin = await loginAsAdmin(t.app);
    const course = await coursePriced(t.app, admin, { title: 'Refundable Four', actualPrice: 100 });
    const learner = await createLearner(t.app, admin, 'Racing Refund');
    const invoice = await invoicesRepository.findByOrder(t.app.db, await buy(t.app, learner, course._id));
    const results = await Promise.allSettled(
      ['rfnd_raceA', 'rfnd_raceB', 'rfnd_raceC'].map((refundKey) =>
        issue({ invoiceId: invoice?.id ?? '', refundKey, amountPaise: 6000 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([
      expect.any(CreditNoteRefused),
      expect.any(CreditNoteRefused),
    ]);
  });
});
