import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { multiLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';

/**
 * Course completion certificates: a course that gives one issues it, once, to each learner who completed every
 * live lecture and passed every live quiz. Staff may revoke one with a reason; the public check then says so.
 */

export const REVOKE_REASON_MAX = 500;

/** GET/PUT /course/certificate-settings/{courseId}. */
export const certificateSettingsSchema = z.object({ enabled: z.boolean() });
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;
export const certificateSettingsBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** GET /course/my-certificates: the caller's certificates, newest first. */
export const myCertificateSchema = z.object({
  _id: z.string(),
  number: z.string(),
  course: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
  issuedAt: z.string(),
  /** Set when staff revoked it: the card says so and offers no download. */
  revokedAt: z.string().nullable(),
  /** The public page that confirms the number (the QR code on the PDF leads there). */
  verifyUrl: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificateListSchema = z.array(myCertificateSchema);

export const myCertificateParamsSchema = z.object({ certificateId: uuidSchema });

/** GET /course/certificates/{courseId}: a course's certificates, newest first; search matches name, e-mail, number. */
export const courseCertificatesQuerySchema = z.object({ ...pagingShape() }).transform(withPage);
export type CourseCertificatesQuery = z.output<typeof courseCertificatesQuerySchema>;

export const courseCertificateSchema = z.object({
  _id: z.string(),
  number: z.string(),
  learner: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type CourseCertificate = z.infer<typeof courseCertificateSchema>;

export const revokeCertificateParamsSchema = z.object({ courseId: uuidSchema, certificateId: uuidSchema });
export const revokeCertificateBodySchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Give the reason for revoking the certificate')
    .max(REVOKE_REASON_MAX, `reason must not exceed ${REVOKE_REASON_MAX} characters`),
});
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBodySchema>;

/** Certificates are dated in India: the year and month LinkedIn shows are those of the issue day there. */
function indiaYearMonth(iso: string): { year: number; month: number } {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1 };
}

/** LinkedIn's "Add licence or certification" form, filled in with this certificate. */
export function linkedInAddCertificationUrl(input: {
  courseTitle: string;
  organizationName: string;
  issuedAt: string;
  verifyUrl: string;
  number: string;
}): string {
  const { year, month } = indiaYearMonth(input.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.courseTitle,
    organizationName: input.organizationName,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: input.verifyUrl,
    certId: input.number,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
