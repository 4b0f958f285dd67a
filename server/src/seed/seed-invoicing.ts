import { DEFAULT_GST_RATE, DEFAULT_INVOICE_PREFIX, DEFAULT_SAC } from '@skillhub/shared/schemas/gst-invoicing';
import type { Database } from '../db/database.ts';
import { siteSettings } from '../db/schema/site-settings.ts';
import { INVOICING_KEY, type StoredInvoicing } from '../modules/invoices/invoicing-settings.ts';

/**
 * A demo seller registered in Karnataka (GSTN's published sample PAN, a valid check character), so that a demo
 * installation issues tax invoices from its first sale. Only where none are set: staff's own details stay.
 */
export const DEMO_INVOICING: StoredInvoicing = {
  legalName: 'Skillhub Learning Private Limited',
  gstin: '29AAGCB7383J1Z4',
  address: '2nd Floor, 14 Residency Road, Bengaluru 560025',
  stateCode: '29',
  sac: DEFAULT_SAC,
  ratePercent: DEFAULT_GST_RATE,
  pricesIncludeGst: true,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
};

export async function seedDemoInvoicing(db: Database): Promise<void> {
  await db.insert(siteSettings).values({ key: INVOICING_KEY, value: DEMO_INVOICING }).onConflictDoNothing();
}
