import { PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS } from '../constants.ts';
import { EMAIL_DOMAIN_EXAMPLE } from '../schemas/fields.ts';

/**
 * Hindi for the form messages the schemas give in the browser, keyed by their exact English text (the
 * schemas keep the English, which the server also sends). A message not listed here shows in English, and so do
 * the server's own field errors. These cover the public forms: sign-in, sign-up, password reset and enquiry.
 */
export const validationHi: Record<string, string> = {
  'Must not contain control characters': 'इसमें कंट्रोल कैरेक्टर नहीं होने चाहिए',
  'Email is required': 'ई-मेल ज़रूरी है',
  'Email must not exceed 254 characters': 'ई-मेल 254 अक्षरों से ज़्यादा नहीं हो सकता',
  'Invalid email format': 'ई-मेल का फ़ॉर्मैट सही नहीं है',
  [`Email must include domain (e.g. ${EMAIL_DOMAIN_EXAMPLE})`]: `ई-मेल में डोमेन होना चाहिए (जैसे ${EMAIL_DOMAIN_EXAMPLE})`,
  'Password is required': 'पासवर्ड ज़रूरी है',
  [`Password must be at least ${PASSWORD_MIN} characters`]: `पासवर्ड कम से कम ${PASSWORD_MIN} अक्षरों का होना चाहिए`,
  [`Password must not exceed ${PASSWORD_MAX} characters`]: `पासवर्ड ${PASSWORD_MAX} अक्षरों से ज़्यादा नहीं हो सकता`,
  'Password must have at least one uppercase letter': 'पासवर्ड में कम से कम एक बड़ा अक्षर (A-Z) होना चाहिए',
  'Password must have at least one lowercase letter': 'पासवर्ड में कम से कम एक छोटा अक्षर (a-z) होना चाहिए',
  'Password must contain at least one number': 'पासवर्ड में कम से कम एक अंक होना चाहिए',
  'Password must contain at least one special character': 'पासवर्ड में कम से कम एक विशेष चिह्न होना चाहिए',
  'Password must not contain spaces': 'पासवर्ड में स्पेस नहीं होना चाहिए',
  'Please confirm your password': 'कृपया अपने पासवर्ड की पुष्टि करें',
  'Passwords must match': 'दोनों पासवर्ड एक जैसे होने चाहिए',
  'Current password is required': 'मौजूदा पासवर्ड ज़रूरी है',
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Phone number must contain digits only': 'फ़ोन नंबर में सिर्फ़ अंक होने चाहिए',
  [`Phone number must be exactly ${PHONE_DIGITS} digits`]: `फ़ोन नंबर ठीक ${PHONE_DIGITS} अंकों का होना चाहिए`,
  'OTP is required': 'OTP ज़रूरी है',
  'OTP must be 6 digits': 'OTP 6 अंकों का होना चाहिए',
  'Code is required': 'कोड ज़रूरी है',
  'Code must be 6 digits': 'कोड 6 अंकों का होना चाहिए',
  'Full name is required': 'पूरा नाम ज़रूरी है',
  'Full name must not exceed 100 characters': 'पूरा नाम 100 अक्षरों से ज़्यादा नहीं हो सकता',
  'Name is required': 'नाम ज़रूरी है',
  'Name must not exceed 100 characters': 'नाम 100 अक्षरों से ज़्यादा नहीं हो सकता',
  'Education must not exceed 100 characters': 'शिक्षा 100 अक्षरों से ज़्यादा नहीं हो सकती',
  'Interested course must not exceed 200 characters': 'पसंद का कोर्स 200 अक्षरों से ज़्यादा नहीं हो सकता',
};
