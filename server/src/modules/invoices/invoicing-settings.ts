import {
  DEFAULT_GST_RATE,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_SAC,
  type InvoicingSettings,
  type UpdateInvoicingSettingsBody,
} from '@skillhub/shared/schemas/gst-invoicing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';
import type { ServiceContext } from '../../http/service-context.ts';

export const INVOICING_KEY = 'gst_invoicing';

/** The settings as stored, every field filled (the defaults until staff set them). */
export type StoredInvoicing = Omit<InvoicingSettings, 'complete' | 'updatedAt'>;

const DEFAULTS: StoredInvoicing = {
  legalName: '',
  gstin: '',
  address: '',
  stateCode: '',
  sac: DEFAULT_SAC,
  ratePercent: DEFAULT_GST_RATE,
  pricesIncludeGst: true,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
};

/** Without the seller's name, GSTIN, address and state no invoice can say who issued it, so none is issued. */
export const isInvoicingComplete = (settings: StoredInvoicing): boolean =>
  Boolean(settings.legalName && settings.gstin && settings.address && settings.stateCode);

/** The seller's GST details, read in the caller's transaction (the invoice issued at capture reads them so). */
export async function readInvoicingSettings(db: Database): Promise<StoredInvoicing & { updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, INVOICING_KEY));
  const stored = (row?.value ?? {}) as Partial<StoredInvoicing>;
  return { ...DEFAULTS, ...stored, updatedAt: row?.updatedAt ?? null };
}

/** Writes the settings (the demo data seeds them through here too). */
export async function writeInvoicingSettings(
  db: Database,
  value: StoredInvoicing,
  now: Date,
  userId: string | null,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: INVOICING_KEY, value, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy: userId } });
}

/** The invoicing card of the Settings page. */
export function createInvoicingSettingsService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  async function get(): Promise<InvoicingSettings> {
    const { updatedAt, ...settings } = await readInvoicingSettings(ctx.db);
    return { ...settings, complete: isInvoicingComplete(settings), updatedAt: updatedAt?.toISOString() ?? null };
  }

  async function update(userId: string, body: UpdateInvoicingSettingsBody): Promise<InvoicingSettings> {
    const value: StoredInvoicing = {
      legalName: body.legalName,
      gstin: body.gstin,
      address: body.address,
      stateCode: body.stateCode,
      sac: body.sac,
      ratePercent: body.ratePercent,
      pricesIncludeGst: body.pricesIncludeGst,
      invoicePrefix: body.invoicePrefix,
    };
    await writeInvoicingSettings(ctx.db, value, ctx.clock.now(), userId);
    return get();
  }

  return { get, update };
}
