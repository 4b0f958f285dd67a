import type { ServerMessageCode } from '../server-message-codes.ts';

/** The server's coded messages in Hindi, `{{name}}` filled from the error body's params (serverMessage). */
export const serverMessagesHi: Record<ServerMessageCode, string> = {
  INVALID_CREDENTIALS: 'ई-मेल या पासवर्ड सही नहीं है',
  CONTACT_EXISTS: 'इस नंबर का संपर्क पहले से मौजूद है',
  COUPON_NOT_FOUND: 'यह कूपन कोड मान्य नहीं है',
  COUPON_NOT_STARTED: 'यह कूपन अभी शुरू नहीं हुआ है',
  COUPON_EXPIRED: 'इस कूपन की अवधि समाप्त हो चुकी है',
  COUPON_USED_UP: 'यह कूपन पूरा इस्तेमाल हो चुका है',
  COUPON_NOT_FOR_COURSE: 'यह कूपन इस कोर्स पर लागू नहीं होता',
  COUPON_MIN_ORDER: 'इस कूपन के लिए कम से कम {{amount}} का ऑर्डर चाहिए',
  COUPON_FIRST_PURCHASE: 'यह कूपन केवल आपकी पहली खरीद के लिए है',
  COUPON_LEARNER_LIMIT: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं',
  COUPON_CODE_TAKEN: 'इस कोड का कूपन पहले से मौजूद है',
  NUDGED_RECENTLY: '{{name}} को इस कोर्स के लिए पिछले 24 घंटों में रिमाइंडर भेजा जा चुका है; दिन में एक ही रिमाइंडर भेजा जा सकता है',
  NUDGE_NO_WHATSAPP_NUMBER:
    'इस शिक्षार्थी का कोई व्हाट्सऐप नंबर मालूम नहीं है (उनकी किसी पूछताछ में नंबर नहीं है); ई-मेल से रिमाइंडर भेजें',
  NUDGE_NOT_OPTED_IN: 'इस शिक्षार्थी ने व्हाट्सऐप संदेशों की सहमति नहीं दी है; ई-मेल से रिमाइंडर भेजें',
  NUDGE_NOT_DELIVERABLE: 'व्हाट्सऐप इस शिक्षार्थी के नंबर पर संदेश नहीं पहुँचा सकता; ई-मेल से रिमाइंडर भेजें',
  SECTION_LOCKED: 'यह सेक्शन {{when}} (भारतीय समय) को खुलेगा',
  PAYMENT_LINK_PAID: 'इस भुगतान लिंक से भुगतान पहले ही हो चुका है',
  PAYMENT_LINK_EXPIRED: 'इस भुगतान लिंक की अवधि समाप्त हो चुकी है; हमसे नया लिंक माँगें',
  PAYMENT_LINK_NOT_OPTED_IN: 'इस लीड ने व्हाट्सऐप संदेशों की सहमति नहीं दी है; लिंक ई-मेल से भेजें',
  PAYMENT_LINK_NOT_DELIVERABLE: 'व्हाट्सऐप इस लीड के नंबर पर संदेश नहीं पहुँचा सकता; लिंक ई-मेल से भेजें',
};
