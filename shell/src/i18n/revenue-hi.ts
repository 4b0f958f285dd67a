import type { Messages } from '@skillhub/shared/i18n';
import type { revenueEn } from './revenue-en.ts';

/** Dashboard › Revenue by source: Hindi for every English text of revenue-en.ts. */
export const revenueHi: Messages<typeof revenueEn> = {
  menu: 'स्रोत के अनुसार आय',
  title: 'स्रोत के अनुसार आय',
  intro:
    'इस अवधि में आई लीड और उन्होंने आगे कितना भुगतान किया। भुगतान उस लीड के नाम गिना जाता है जिसे उसका भुगतान लिंक भेजा गया था, नहीं तो ख़रीदार के ई-मेल वाली, और वह भी न हो तो चेकआउट में दिए फ़ोन नंबर वाली, उस सबसे नई लीड के नाम जो भुगतान से {{days}} दिन पहले तक आई हो।',
  loading: 'आँकड़े लोड हो रहे हैं',
  failed: 'आँकड़े लोड नहीं हो सके।',
  empty: 'इस अवधि में कोई लीड नहीं आई।',
  exportCsv: 'CSV निर्यात करें',
  exported: '{{file}} डाउनलोड हो गई',
  total: 'सभी स्रोत',
  bySource: 'स्रोत के अनुसार',
  bySourceAndCourse: 'स्रोत और कोर्स के अनुसार',
  table: 'स्रोत और कोर्स के अनुसार आय',
  noCourse: 'कोई कोर्स नहीं बताया',
  columns: {
    source: 'स्रोत',
    course: 'कोर्स',
    leads: 'लीड',
    contacted: 'संपर्क किया',
    replied: 'जवाब दिया',
    paid: 'भुगतान किया',
    revenue: 'आय',
    conversion: 'रूपांतरण',
    medianDays: 'भुगतान तक के दिन (माध्यिका)',
  },
  days: '{{days}} दिन',
  none: '–',
};
