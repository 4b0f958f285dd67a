import { z } from 'zod';
import { GST_STATES, gstStateName, isGstStateCode } from '../gst-states.ts';
import { checkGstin } from '../gstin.ts';
import { emptyToUndefined, multiLine, singleLine } from './fields.ts';

/** SAC 999293: commercial training and coaching services, what a course sold here is. */
export const DEFAULT_SAC = '999293';
export const DEFAULT_GST_RATE = 18;
export const DEFAULT_INVOICE_PREFIX = 'SKH';
/** The GST rates in force (percent); GSTR-1 accepts no other. */
export const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;
/**
 * An invoice series prefix: 1 to 3 capital letters or digits. The number `PREFIX/YY-YY/NNNNNN` must fit the
 * 16 characters GST allows, which leaves room for no more.
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

const stateCodes = GST_STATES.map((state) => state.code) as [string, ...string[]];

/** A GST place of supply or registration state, by its two-digit code. */
export const gstStateCodeField = z.enum(stateCodes, { error: 'Choose a state from the list' });

/** A GSTIN as typed: trimmed and upper-cased, refused with the reason checkGstin gives. */
export const gstinField = z
  .string({ error: 'Enter the GSTIN' })
  .check(singleLine)
  .transform((value) => value.trim().toUpperCase())
  .superRefine((value, ctx) => {
    const check = checkGstin(value);
    if (!check.valid) ctx.addIssue({ code: 'custom', message: check.reason });
  });

/** The seller's GST details on the Settings page (GET/PUT /settings/invoicing). */
export const invoicingSettingsSchema = z.object({
  legalName: z.string(),
  gstin: z.string(),
  address: z.string(),
  /** The registration's state code: the GSTIN's first two digits. Empty until set. */
  stateCode: z.string(),
  sac: z.string(),
  ratePercent: z.number(),
  pricesIncludeGst: z.boolean(),
  invoicePrefix: z.string(),
  /** True once name, GSTIN, address and state are set: until then no tax invoice is issued. */
  complete: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

export const updateInvoicingSettingsBodySchema = z
  .object({
    legalName: z
      .string({ error: 'Enter the legal name' })
      .check(singleLine)
      .trim()
      .min(1, 'Enter the legal name as registered for GST')
      .max(200, 'The legal name must not exceed 200 characters'),
    gstin: gstinField,
    address: z
      .string({ error: 'Enter the address' })
      .check(multiLine)
      .trim()
      .min(1, 'Enter the address of the registered place of business')
      .max(500, 'The address must not exceed 500 characters'),
    stateCode: gstStateCodeField,
    sac: z
      .string({ error: 'Enter the SAC' })
      .trim()
      .regex(/^99\d{4}$/, 'A SAC has 6 digits starting with 99 (999293: commercial training and coaching)'),
    ratePercent: z
      .number({ error: 'Choose the GST rate' })
      .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
        message: `The GST rate must be one of ${GST_RATES.join(', ')}`,
      }),
    pricesIncludeGst: z.boolean({ error: 'Say whether prices include GST' }),
    invoicePrefix: z
      .string({ error: 'Enter the invoice prefix' })
      .trim()
      .toUpperCase()
      .regex(
        INVOICE_PREFIX_PATTERN,
        'The prefix is 1 to 3 letters or digits (invoice numbers have 16 characters at most)',
      ),
  })
  .superRefine((body, ctx) => {
    const check = checkGstin(body.gstin);
    if (check.valid && isGstStateCode(body.stateCode) && check.stateCode !== body.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: `The GSTIN is registered in ${check.stateName} (${check.stateCode}), not ${gstStateName(body.stateCode)}`,
      });
    }
  });
export type UpdateInvoicingSettingsBody = z.output<typeof updateInvoicingSettingsBodySchema>;

const optionalText = (max: number, label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.string().check(singleLine).trim().max(max, `${label} must not exceed ${max} characters`).optional(),
  );

/**
 * The buyer's side of a tax invoice, sent with create-order: the place of supply (the learner's state) and, for
 * a company's invoice (B2B), its GSTIN and name. With a GSTIN the place of supply is the GSTIN's state.
 */
export const invoiceBuyerFields = {
  buyerState: gstStateCodeField.optional(),
  buyerGstin: z.preprocess(emptyToUndefined, gstinField.optional()),
  buyerCompany: optionalText(200, 'The company name'),
};

/** A GSTIN without the company it belongs to would print an invoice the company cannot claim. */
export function refineInvoiceBuyer(
  body: { buyerGstin?: string; buyerCompany?: string } | undefined,
  ctx: z.RefinementCtx,
): void {
  if (body?.buyerGstin && !body.buyerCompany) {
    ctx.addIssue({
      code: 'custom',
      path: ['buyerCompany'],
      message: 'Enter the company name the GSTIN is registered to',
    });
  }
}
