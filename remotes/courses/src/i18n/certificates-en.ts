/**
 * Course completion certificates for staff: the course editor's setting and the Learners page's list with
 * revoking. English (the `certificates` key of en.ts; Hindi in certificates-hi.ts).
 */
export const certificatesEn = {
  setting: {
    title: 'Certificate of completion',
    label: 'Give learners a certificate when they complete this course',
    help: 'A learner who completes every lecture and passes every quiz gets a numbered PDF certificate by e-mail and on My courses, which anyone can check on the certificate page. Learners who have already completed the course get theirs on their next visit to My courses.',
    on: 'Learners who complete this course now get a certificate.',
    off: 'This course gives no certificate. Certificates already issued stay valid.',
    loading: 'Loading the certificate setting',
    failed: 'The certificate setting could not be loaded.',
    saveFailed: 'The certificate setting could not be saved.',
    readOnly: 'Only staff who may update courses can change this.',
  },
  list: {
    title: 'Certificates',
    table: "The course's certificates",
    search: 'Search certificates',
    searchPlaceholder: 'Name, e-mail or number',
    empty: 'No learner has received a certificate of this course yet.',
    emptySearch: 'No certificate matches the search.',
    columns: { learner: 'Learner', number: 'Certificate No.', issued: 'Issued on', status: 'Status' },
    valid: 'Valid',
    revokedOn: 'Revoked on {{date}}',
    reason: 'Reason: {{reason}}',
  },
  revoke: {
    action: 'Revoke',
    title: 'Revoke the certificate of {{name}}?',
    text: 'Certificate {{number}} will no longer be valid: the public certificate page will say it was revoked, and {{name}} can no longer download it. This cannot be undone, and the learner will not get another certificate for this course.',
    reason: 'Reason',
    reasonHelp: 'Kept with the certificate for staff; not shown on the public page.',
    reasonRequired: 'Give the reason for revoking the certificate',
    confirm: 'Revoke certificate',
    done: 'Certificate {{number}} revoked',
    failed: 'The certificate could not be revoked.',
  },
};
