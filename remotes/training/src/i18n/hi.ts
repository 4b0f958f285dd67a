import type { Messages } from '@skillhub/shared/i18n';
import type { en } from './en.ts';

/** The training remote's Hindi texts: every key of en.ts, which the type checks. */
export const hi: Messages<typeof en> = {
  certificate: {
    title: 'प्रमाणपत्र की जाँच करें',
    documentTitle: 'प्रमाणपत्र की जाँच | {{company}}',
    intro: 'प्रमाणपत्र पर छपा नंबर डालें या उसका QR कोड स्कैन करें, यह जानने के लिए कि वह हमने जारी किया है।',
    form: 'प्रमाणपत्र खोजें',
    number: 'प्रमाणपत्र नंबर',
    verify: 'जाँचें',
    checking: 'प्रमाणपत्र की जाँच हो रही है…',
    valid: 'मान्य प्रमाणपत्र',
    validText: 'यह प्रमाणपत्र {{company}} ने जारी किया है और मान्य है।',
    revoked: 'यह प्रमाणपत्र रद्द कर दिया गया है',
    revokedText: 'प्रमाणपत्र {{number}} {{date}} को रद्द किया गया और अब मान्य नहीं है।',
    notFound: 'इस नंबर का कोई प्रमाणपत्र नहीं है',
    notFoundText: 'प्रमाणपत्र पर लिखा नंबर देखकर फिर से कोशिश करें। नंबर SKH-7F3K-92QD-X4MA जैसे होते हैं।',
    failed: 'प्रमाणपत्र की जाँच नहीं हो सकी।',
    fields: {
      number: 'प्रमाणपत्र नंबर',
      holder: 'प्राप्तकर्ता',
      program: 'प्रोग्राम',
      institution: 'संस्थान',
      dates: 'प्रोग्राम की तारीखें',
      issued: 'जारी करने की तारीख',
    },
    dates: '{{start}} से {{end}}',
  },
};
