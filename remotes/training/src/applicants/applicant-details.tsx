import { formatDate, formatDateTime } from '@skillhub/shared/format';
import type { Applicant } from '@skillhub/shared/schemas/training';
import { NOT_AVAILABLE } from '@skillhub/shared/ui/data-table';
import { Descriptions } from 'antd';
import { useT } from '../i18n/index.ts';

/**
 * What the Applicants table keeps out of its columns, under the row on demand: contact and placement, and how
 * the certificate was issued (by whom, when, and why early when it was).
 */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const { t } = useT();
  const certificate = applicant.certificate;
  const items = [
    { key: 'phone', label: t('applicants.columns.phone'), children: applicant.phoneNumber ?? NOT_AVAILABLE },
    { key: 'institution', label: t('applicants.columns.institution'), children: applicant.institution.name },
    {
      key: 'program',
      label: t('applicants.columns.program'),
      children: t('applicants.details.program', {
        program: applicant.program.title,
        endDate: formatDate(applicant.program.endDate),
      }),
    },
    ...(certificate
      ? [
          {
            key: 'issued',
            label: t('applicants.details.issued'),
            children: t('applicants.details.issuedBy', {
              at: formatDateTime(certificate.issuedAt),
              by: certificate.issuedBy?.name ?? t('applicants.earlyIssue.unknownIssuer'),
            }),
          },
          {
            key: 'sent',
            label: t('applicants.details.sent'),
            children: certificate.sentAt ? formatDateTime(certificate.sentAt) : t('applicants.details.notSent'),
          },
        ]
      : []),
    ...(certificate?.earlyIssueReason
      ? [{ key: 'early', label: t('applicants.details.earlyReason'), children: certificate.earlyIssueReason }]
      : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
