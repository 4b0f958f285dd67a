import {
  COMMENT_MAX,
  COMMENT_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_DIGITS,
  WHATSAPP_NUMBER_MAX,
  WHATSAPP_NUMBER_MIN,
} from '../constants.ts';
import { EMAIL_DOMAIN_EXAMPLE } from '../schemas/fields.ts';

/**
 * Hindi for the form messages the schemas give, keyed by their exact English text (the schemas keep the
 * English, which the server also sends when it checks a body with the same schema). A message not listed here,
 * and matching none of the field-label patterns below, shows in English. The messages of the blog, training and
 * WhatsApp schemas are written out rather than imported, so that this chunk does not carry those schemas into
 * every app; validation-hi.test.ts holds them to the schemas' texts.
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
  // Blog editor and comments (a picked category or topic, a post's own id)
  'Invalid id': 'चुनी गई चीज़ मान्य नहीं है',
  'Title is required': 'शीर्षक ज़रूरी है',
  'Slug is required': 'स्लग ज़रूरी है',
  'Slug must be lowercase letters or digits separated by single dashes': 'स्लग में छोटे अक्षर या अंक हों, बीच में एक-एक डैश',
  'Meta description is required': 'मेटा विवरण ज़रूरी है',
  'At least one category is required': 'कम से कम एक श्रेणी चुनना ज़रूरी है',
  'At least one topic is required': 'कम से कम एक विषय चुनना ज़रूरी है',
  'Must not have more than 20 items': '20 से ज़्यादा नहीं चुने जा सकते',
  'Author is required': 'लेखक का नाम ज़रूरी है',
  'Thumbnail is required': 'थंबनेल ज़रूरी है',
  'Invalid URL': 'पता (लिंक) सही नहीं है',
  'Content cannot be empty': 'सामग्री ख़ाली नहीं हो सकती',
  'Publish date is required': 'प्रकाशन तिथि ज़रूरी है',
  'Publish time is required': 'प्रकाशन समय ज़रूरी है',
  'Publish date must be a date (YYYY-MM-DD)': 'प्रकाशन तिथि सही तारीख़ होनी चाहिए',
  'Publish time must be a time (HH:mm)': 'प्रकाशन समय घंटे:मिनट में होना चाहिए, जैसे 18:30',
  'Publish date is not a valid date': 'प्रकाशन तिथि सही तारीख़ नहीं है',
  'Comment is required': 'टिप्पणी ज़रूरी है',
  [`Comment must be at least ${COMMENT_MIN} characters`]: `टिप्पणी कम से कम ${COMMENT_MIN} अक्षरों की होनी चाहिए`,
  [`Comment must not exceed ${COMMENT_MAX} characters`]: `टिप्पणी ${COMMENT_MAX} अक्षरों से ज़्यादा नहीं हो सकती`,
  // Training programs
  'End Date must be after or equal to Start Date': 'समाप्ति की तारीख शुरू होने की तारीख के बराबर या उसके बाद होनी चाहिए',
  // WhatsApp contacts
  'Number is required': 'नंबर ज़रूरी है',
  [`Number must be ${WHATSAPP_NUMBER_MIN}-${WHATSAPP_NUMBER_MAX} digits with the country code, starting 1-9, without a plus sign`]: `नंबर देश के कोड सहित ${WHATSAPP_NUMBER_MIN}-${WHATSAPP_NUMBER_MAX} अंकों का हो, 1-9 से शुरू, बिना + चिह्न के`,
  'Age must be a number': 'आयु एक संख्या होनी चाहिए',
  'Age must be a whole number': 'आयु पूरी संख्या होनी चाहिए',
  'Age must be greater than 0': 'आयु 0 से ज़्यादा होनी चाहिए',
  'Age must be at most 150': 'आयु 150 से ज़्यादा नहीं हो सकती',
  // Follow-up sequences (schemas/lead-sequence.ts).
  'Until hour must be after the from hour': 'कब तक का समय, कब से के समय के बाद होना चाहिए',
  'A reply moves the lead forward: choose a status other than Pending, Closed or Not Engage':
    'जवाब लीड को आगे बढ़ाता है: Pending, Closed या Not Engage के अलावा कोई स्थिति चुनें',
  'Choose the coupon to send': 'भेजने के लिए कूपन चुनें',
  'Add at least one step': 'कम से कम एक चरण जोड़ें',
  'A sequence has at most 10 steps': 'एक सीक्वेंस में ज़्यादा से ज़्यादा 10 चरण हो सकते हैं',
  'Choose a lead field': 'लीड की कोई जानकारी चुनें',
  'A variable comes from the lead or a typed text': 'वेरिएबल लीड की जानकारी से या लिखे हुए टेक्स्ट से भरा जाता है',
  'Counsellor must not exceed 60 characters': 'काउंसलर 60 अक्षरों से ज़्यादा नहीं हो सकता',
  // The server's checks of a sequence's steps, shown under the field they name.
  'Only an approved template can be used': 'केवल स्वीकृत टेम्पलेट इस्तेमाल किया जा सकता है',
  'A template with an image or document header cannot be used in a sequence':
    'इमेज या डॉक्यूमेंट हेडर वाला टेम्पलेट सीक्वेंस में इस्तेमाल नहीं हो सकता',
  'A template with a variable in its header or link cannot be used in a sequence':
    'हेडर या लिंक में वेरिएबल वाला टेम्पलेट सीक्वेंस में इस्तेमाल नहीं हो सकता',
  'Choose a coupon with a code (an automatic offer has none)': 'कोड वाला कूपन चुनें (अपने-आप लगने वाले ऑफ़र का कोड नहीं होता)',
  'Step not found in this sequence': 'यह चरण इस सीक्वेंस में नहीं मिला',
  // A sequence's free-text step.
  'Text is required': 'संदेश ज़रूरी है',
  'Text must not exceed 1024 characters': 'संदेश 1024 अक्षरों से ज़्यादा नहीं हो सकता',
  'Use only {name}, {course}, {counsellor} or {coupon} in braces':
    'कोष्ठक में केवल {name}, {course}, {counsellor} या {coupon} लिखें',
  'Choose an approved template': 'स्वीकृत टेम्पलेट चुनें',
  'A step sends a template or free text': 'चरण टेम्पलेट या सामान्य संदेश भेजता है',
  'Gender must be Male, Female or Others': 'लिंग पुरुष, महिला या अन्य होना चाहिए',
  // The tax-invoice details at checkout (the GSTIN's reasons come from checkGstin, which the server also sends)
  'Choose a state from the list': 'सूची में से राज्य चुनें',
  'Enter the company name the GSTIN is registered to': 'वह कंपनी नाम डालें जिसके नाम यह GSTIN पंजीकृत है',
  'The company name must not exceed 200 characters': 'कंपनी का नाम 200 अक्षरों से ज़्यादा नहीं हो सकता',
  'A GSTIN has only the letters A-Z and digits.': 'GSTIN में केवल A-Z अक्षर और अंक होते हैं।',
  'Characters 3 to 12 must be a PAN: five letters, four digits, a letter.':
    'अक्षर 3 से 12 एक PAN होने चाहिए: पाँच अक्षर, चार अंक, एक अक्षर।',
  'The 13th character is 1-9 or A-Z, never 0.': '13वाँ अक्षर 1-9 या A-Z होता है, कभी 0 नहीं।',
  'The 14th character of a GSTIN is Z.': 'GSTIN का 14वाँ अक्षर Z होता है।',
  'The last character does not match the rest: the GSTIN is mistyped.':
    'आख़िरी अक्षर बाकी से मेल नहीं खाता: GSTIN गलत लिखा गया है।',
  // The certificate check (/certificate), which the server answers with the schema's message
  'Enter a certificate number like SKH-7F3K-92QD-X4MA': 'प्रमाणपत्र नंबर इस तरह लिखें: SKH-7F3K-92QD-X4MA',
};

/**
 * The Hindi of the fields the schemas name in their shared messages ("<label> is required", "<label> must not
 * exceed <n> characters", "<label> must be a valid date (YYYY-MM-DD)"): one entry here translates every such
 * message of the field. A label not listed leaves its messages in English rather than half translated.
 */
const labelsHi: Record<string, string> = {
  Title: 'शीर्षक',
  Description: 'विवरण',
  Duration: 'अवधि',
  Topic: 'विषय',
  Board: 'बोर्ड',
  'Start Date': 'शुरू होने की तारीख',
  'End Date': 'समाप्ति की तारीख',
  Prerequisites: 'पूर्व-आवश्यकताएँ',
  Syllabus: 'पाठ्यक्रम',
  Address: 'पता',
  Occupation: 'व्यवसाय',
  Slug: 'स्लग',
  Author: 'लेखक',
  'Meta description': 'मेटा विवरण',
  Content: 'सामग्री',
  URL: 'पता (लिंक)',
};

const patternsHi: [RegExp, (label: string, count: string) => string][] = [
  [/^(.+) is required$/, (label) => `${label} ज़रूरी है`],
  [/^(.+) must not exceed (\d+) characters$/, (label, count) => `${label} में ${count} से ज़्यादा अक्षर नहीं हो सकते`],
  [/^(.+) must be a valid date \(YYYY-MM-DD\)$/, (label) => `${label} के लिए सही तारीख़ चुनें`],
];

/** A schema's message in Hindi: listed, or a known field's label in a known pattern; undefined otherwise. */
export function validationMessageHi(message: string): string | undefined {
  const listed = validationHi[message];
  if (listed) return listed;
  for (const [pattern, hindi] of patternsHi) {
    const match = pattern.exec(message);
    const label = match?.[1] ? labelsHi[match[1]] : undefined;
    if (match && label) return hindi(label, match[2] ?? '');
  }
  return undefined;
}
