/**
 * The training remote's English texts (the `training` namespace), with Hindi for every one of them in hi.ts (the type
 * there requires the same keys). Texts every app shares (buttons, tables, course facts) are in `common`.
 */
export const en = {
  certificate: {
    title: 'Verify a certificate',
    documentTitle: 'Verify a certificate | {{company}}',
    intro: 'Enter the number printed on the certificate, or scan its QR code, to check that we issued it.',
    form: 'Certificate lookup',
    number: 'Certificate number',
    verify: 'Verify',
    checking: 'Checking the certificate…',
    valid: 'Valid certificate',
    validText: 'This certificate was issued by {{company}} and is in force.',
    revoked: 'This certificate has been revoked',
    revokedText: 'Certificate {{number}} was revoked on {{date}} and is no longer valid.',
    notFound: 'No certificate has this number',
    notFoundText: 'Check the number on the certificate and try again. Numbers look like SKH-7F3K-92QD-X4MA.',
    failed: 'The certificate could not be checked.',
    fields: {
      number: 'Certificate No.',
      holder: 'Awarded to',
      program: 'Program',
      institution: 'Institution',
      dates: 'Program dates',
      issued: 'Issued on',
    },
    dates: '{{start}} to {{end}}',
  },
};
