import type { z } from 'zod';
import { enquiryBodySchema } from './enquiry.ts';

/**
 * POST /contact-us: the Contact Us page's form. The spec gives it the enquiry form's rules (name; phone, 10
 * digits; email; education and interestedCourse optional; whatsAppOptIn, true unless declined), so it is that
 * schema: the same messages on both forms. The message becomes a lead with source 'Contact Us'.
 */
export const contactUsBodySchema = enquiryBodySchema;
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;
export type ContactUsBodyInput = z.input<typeof contactUsBodySchema>;
