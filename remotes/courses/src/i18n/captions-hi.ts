import type { Messages } from '@skillhub/shared/i18n';
import type { captionsEn } from './captions-en.ts';

/** A lecture video's captions in the content editor: Hindi for every English text of captions-en.ts. */
export const captionsHi: Messages<typeof captionsEn> = {
  open: 'कैप्शन',
  openNamed: '{{title}} के कैप्शन',
  count_one: '{{count}} कैप्शन फ़ाइल',
  count_other: '{{count}} कैप्शन फ़ाइलें',
  dialogTitle: 'कैप्शन · {{title}}',
  intro: 'हर भाषा के लिए एक WebVTT (.vtt) फ़ाइल अपलोड करें। शिक्षार्थी प्लेयर में कैप्शन चुनते हैं। वीडियो बदलने पर उसके कैप्शन हट जाते हैं।',
  languages: { en: 'अंग्रेज़ी', hi: 'हिंदी' },
  missing: 'कोई कैप्शन नहीं',
  uploadedAt: '{{size}} · {{date}} को अपडेट किया गया',
  upload: 'अपलोड करें',
  uploadNamed: '{{language}} कैप्शन अपलोड करें',
  replace: 'बदलें',
  replaceNamed: '{{language}} कैप्शन बदलें',
  remove: 'हटाएँ',
  removeNamed: '{{language}} कैप्शन हटाएँ',
  removeConfirm: '{{language}} कैप्शन हटाएँ?',
  removeConfirmText: 'शिक्षार्थी उन्हें अब नहीं देखेंगे। आप बाद में फ़ाइल फिर से अपलोड कर सकते हैं।',
  fileLabel: '{{language}} कैप्शन फ़ाइल (.vtt)',
  notVtt: '.vtt पर ख़त्म होने वाली WebVTT फ़ाइल चुनें',
  tooLarge: 'कैप्शन फ़ाइल {{size}} KB से बड़ी नहीं होनी चाहिए',
  saved: '{{language}} कैप्शन सहेजे गए',
  removed: '{{language}} कैप्शन हटाए गए',
  loading: 'कैप्शन लोड हो रहे हैं',
  loadFailed: 'कैप्शन लोड नहीं हो सके।',
  readOnly: 'केवल वे स्टाफ़ सदस्य कैप्शन बदल सकते हैं जिन्हें कोर्स अपडेट करने की अनुमति है।',
};
