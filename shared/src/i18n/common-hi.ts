import type { Messages } from '../i18n.ts';
import type { commonEn } from './common-en.ts';

/** The Hindi texts of the shared pieces. */
export const commonHi: Messages<typeof commonEn> = {
  actions: {
    save: 'सहेजें',
    cancel: 'रद्द करें',
    confirm: 'पुष्टि करें',
    retry: 'फिर से कोशिश करें',
    refresh: 'रीफ़्रेश करें',
    tryAgain: 'फिर से कोशिश करें',
    close: 'बंद करें',
    delete: 'हटाएँ',
  },
  yes: 'हाँ',
  no: 'नहीं',
  loading: 'लोड हो रहा है…',
  loadingPage: 'पेज लोड हो रहा है',
  checkingBrowser: 'आपके ब्राउज़र की जाँच हो रही है…',
  uploadProgress: 'अपलोड की प्रगति',
  crash: {
    title: 'माफ़ कीजिए! कुछ गड़बड़ हो गई',
    advice: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज को रीफ़्रेश करें।',
    chunkAdvice:
      'इस पेज का कुछ हिस्सा डाउनलोड नहीं हो सका: हो सकता है यह अपडेट हुआ हो, या कनेक्शन टूट गया हो। नया वर्शन पाने के लिए रीफ़्रेश करें।',
  },
  table: {
    sno: 'क्र.सं.',
    error: 'कुछ गड़बड़ हो गई। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
    empty: 'कोई रिकॉर्ड नहीं मिला।',
    actions: 'कार्रवाई',
    rowActions: 'पंक्ति {{row}} के लिए कार्रवाई',
    selectPage: 'इस पेज की हर पंक्ति चुनें',
  },
  search: {
    clear: 'खोज साफ़ करें',
  },
  select: {
    noOptions: 'कोई विकल्प नहीं',
    failed: 'विकल्प लोड नहीं हो सके।',
    loading: 'विकल्प लोड हो रहे हैं…',
  },
  password: {
    show: 'पासवर्ड दिखाएँ',
    hide: 'पासवर्ड छिपाएँ',
  },
  editor: {
    bold: 'बोल्ड',
    italic: 'इटैलिक',
    heading: 'शीर्षक',
    subheading: 'उपशीर्षक',
    bulletList: 'बुलेट सूची',
    orderedList: 'क्रमांकित सूची',
    formatting: '{{label}} की फ़ॉर्मैटिंग',
    image: 'चित्र जोड़ें',
    uploading: 'चित्र अपलोड हो रहा है…',
  },
  unsaved: {
    title: 'बदलाव छोड़ दें?',
    text: 'इस पेज पर ऐसे बदलाव हैं जो सहेजे नहीं गए। बिना सहेजे जाएँ?',
    leave: 'छोड़कर जाएँ',
  },
  values: {
    language: { English: 'अंग्रेज़ी', Hindi: 'हिन्दी', 'English & Hindi': 'अंग्रेज़ी और हिन्दी' },
    mode: { Online: 'ऑनलाइन', Offline: 'ऑफ़लाइन', Hybrid: 'हाइब्रिड' },
    validity: { '1 Year': '1 साल', '2 Year': '2 साल', LifeTime: 'आजीवन' },
    level: { Beginner: 'शुरुआती', Intermediate: 'मध्यम', Advanced: 'एडवांस्ड' },
    skillArea: {
      foundational: 'बुनियादी कौशल',
      entrepreneurial: 'उद्यमिता कौशल',
      employability: 'रोज़गार कौशल',
    },
    leadSource: {
      Course: 'कोर्स पूछताछ',
      'Contact Us': 'संपर्क करें',
      Event: 'इवेंट',
      CCFS: 'करियर काउंसलिंग',
    },
  },
  video: {
    captions: 'कैप्शन',
    captionsOff: 'कैप्शन बंद',
    captionLanguages: { en: 'अंग्रेज़ी', hi: 'हिंदी' },
    seek: 'वीडियो में जाएँ',
    seekAt: '{{duration}} में से {{time}}',
  },
  language: {
    en: 'English',
    hi: 'हिन्दी',
  },
};
