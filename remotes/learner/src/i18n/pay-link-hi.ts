import type { Messages } from '@skillhub/shared/i18n';
import type { payLinkEn } from './pay-link-en.ts';

/** The payment link's checkout: Hindi for every English text of pay-link-en.ts. */
export const payLinkHi: Messages<typeof payLinkEn> = {
  title: 'भुगतान करें और दाख़िला लें',
  documentTitle: '{{title}} का भुगतान | {{company}}',
  description: '{{title}} के लिए आपका भुगतान लिंक: क़ीमत देखें और दाख़िले के लिए सुरक्षित भुगतान करें।',
  loading: 'आपका भुगतान लिंक लोड हो रहा है',
  notFound: 'यह भुगतान लिंक मान्य नहीं है। देखें कि आपने पूरा लिंक खोला है, या हमसे नया लिंक माँगें।',
  failedToLoad: 'भुगतान लिंक लोड नहीं हो सका।',
  paid: 'इस भुगतान लिंक से भुगतान हो चुका है। आपका दाख़िला हो गया है: पढ़ाई शुरू करने के लिए साइन इन करें।',
  expired: 'इस भुगतान लिंक की अवधि {{date}} को समाप्त हो गई। हमसे नया लिंक माँगें।',
  yourDetails: 'आपका विवरण',
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  detailsNote: 'आपका कोर्स और रसीद इसी ई-मेल पते पर आएँगे।',
  course: 'कोर्स',
  price: 'क़ीमत',
  coupon: 'कूपन {{code}}',
  youPay: 'आप चुकाएँगे',
  couponGone: 'इस लिंक का कूपन अब लागू नहीं होता ({{reason}}); क़ीमत कूपन के बिना है।',
  validUntil: 'यह लिंक {{date}} तक काम करेगा।',
  done: 'भुगतान सफल रहा। {{title}} में आपका दाख़िला हो गया है।',
  setPassword: 'हमने आपको पासवर्ड सेट करने का लिंक ई-मेल किया है; फिर पढ़ाई शुरू करने के लिए साइन इन करें।',
  signIn: 'साइन इन करें',
  myCourses: 'मेरे कोर्स',
};
