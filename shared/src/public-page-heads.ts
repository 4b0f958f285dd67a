import { COMPANY } from './constants.ts';
import type { Locale } from './i18n.ts';
import { PATHS, type RouteName } from './routes.ts';

/**
 * The public site's fixed pages as search engines and link previews see them: each page's title and description
 * in every language, its schema.org type and whether the sitemap lists it. The server writes them into the
 * HTML it sends (English; server/src/modules/seo/static-pages.ts), the shell sets its pages' document.title
 * from them in the page's language, and the sitemap lists them. A page whose content comes from the database
 * (a course, a post) gets its head from that content instead.
 */

export interface PageText {
  title: string;
  /** What a search result or a link preview shows under the title: about 160 characters at most. */
  description: string;
}

/** The schema.org types these pages are; the home page also describes the organisation and the website. */
export type PageSchemaType = 'WebPage' | 'CollectionPage' | 'ContactPage' | 'Blog';

export interface PublicPageHead {
  text: Readonly<Record<Locale, PageText>>;
  schemaType: PageSchemaType;
  /** Listed in /sitemap.xml. A page meant to be reached with a query (an event's own form) is not. */
  inSitemap: boolean;
}

/** The picture a shared link shows when the page has none of its own (shell/public; 1200 x 630 px). */
export const DEFAULT_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;

/** The catalogue's search box: GET /courses?search=… (its query parameter is the page's state). */
export const CATALOGUE_SEARCH_PARAM = 'search';

const titled = (page: string) => `${page} | ${COMPANY.name}`;

export const PUBLIC_PAGE_HEADS = {
  home: {
    text: {
      en: {
        title: `${COMPANY.name}: online skill-training courses in India`,
        description: `Practical courses in Full Stack development, Digital Marketing, Data Science and more, taught in English and Hindi, with fees in rupees. Learn at your pace with ${COMPANY.name}.`,
      },
      hi: {
        title: `${COMPANY.name}: भारत में ऑनलाइन कौशल-प्रशिक्षण कोर्स`,
        description: `फ़ुल स्टैक डेवलपमेंट, डिजिटल मार्केटिंग, डेटा साइंस और कई व्यावहारिक कोर्स, अंग्रेज़ी और हिंदी में, फ़ीस रुपयों में। ${COMPANY.name} के साथ अपनी गति से सीखें।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: true,
  },
  catalogue: {
    text: {
      en: {
        title: titled('Courses'),
        description: `Browse ${COMPANY.name}'s online skill-training courses: Full Stack, Digital Marketing, Data Science and more, with prices in rupees.`,
      },
      hi: {
        title: titled('कोर्स'),
        description: `${COMPANY.name} के ऑनलाइन कौशल-प्रशिक्षण कोर्स देखें: फ़ुल स्टैक, डिजिटल मार्केटिंग, डेटा साइंस और कई अन्य, फ़ीस रुपयों में।`,
      },
    },
    schemaType: 'CollectionPage',
    inSitemap: true,
  },
  blog: {
    text: {
      en: {
        title: titled('Blogs'),
        description: `Articles from ${COMPANY.name} on careers, Full Stack development, digital marketing and data science.`,
      },
      hi: {
        title: titled('ब्लॉग'),
        description: `करियर, फ़ुल स्टैक डेवलपमेंट, डिजिटल मार्केटिंग और डेटा साइंस पर ${COMPANY.name} के लेख।`,
      },
    },
    schemaType: 'Blog',
    inSitemap: true,
  },
  foundationalSkill: {
    text: {
      en: {
        title: titled('Foundational skills'),
        description:
          'Digital literacy, office tools, workplace English and numeracy: the everyday skills every job, course and business builds on. Courses in English and Hindi.',
      },
      hi: {
        title: titled('बुनियादी कौशल'),
        description:
          'डिजिटल साक्षरता, ऑफ़िस टूल, कार्यस्थल की अंग्रेज़ी और गणित: वे रोज़मर्रा के कौशल जिन पर हर नौकरी, कोर्स और व्यवसाय टिका है। अंग्रेज़ी और हिंदी में कोर्स।',
      },
    },
    schemaType: 'CollectionPage',
    inSitemap: true,
  },
  entrepreneurialSkill: {
    text: {
      en: {
        title: titled('Entrepreneurial skills'),
        description:
          'Start and grow a business of your own: test an idea, price and sell, keep accounts, register with Udyam and GST, and find the schemes that fund you.',
      },
      hi: {
        title: titled('उद्यमिता कौशल'),
        description:
          'अपना व्यवसाय शुरू करें और बढ़ाएँ: आइडिया परखें, दाम तय करें और बेचें, हिसाब रखें, उद्यम और GST पंजीकरण करें, और आपकी मदद करने वाली योजनाएँ जानें।',
      },
    },
    schemaType: 'CollectionPage',
    inSitemap: true,
  },
  employabilitySkill: {
    text: {
      en: {
        title: titled('Employability skills'),
        description:
          'Job-ready skills employers hire for: IT, data, design and marketing courses, interview preparation and training programmes with partner institutions.',
      },
      hi: {
        title: titled('रोज़गार कौशल'),
        description:
          'वे कौशल जिनके लिए कंपनियाँ नौकरी देती हैं: IT, डेटा, डिज़ाइन और मार्केटिंग के कोर्स, इंटरव्यू की तैयारी और साझेदार संस्थानों के प्रशिक्षण कार्यक्रम।',
      },
    },
    schemaType: 'CollectionPage',
    inSitemap: true,
  },
  contactUs: {
    text: {
      en: {
        title: titled('Contact Us'),
        description: `Questions about a course, fees, batches or a career path? Call ${COMPANY.phone} or send ${COMPANY.name} a message: a counsellor will get back to you.`,
      },
      hi: {
        title: titled('संपर्क करें'),
        description: `किसी कोर्स, फ़ीस, बैच या करियर के बारे में सवाल है? ${COMPANY.phone} पर कॉल करें या ${COMPANY.name} को संदेश भेजें: हमारे काउंसलर आपसे संपर्क करेंगे।`,
      },
    },
    schemaType: 'ContactPage',
    inSitemap: true,
  },
  ccfs: {
    text: {
      en: {
        title: titled('Career Counselling Session'),
        description: `Not sure which skills or course suit your goals? Register for a free one-to-one career counselling session with ${COMPANY.name}'s counsellors.`,
      },
      hi: {
        title: titled('करियर काउंसलिंग सत्र'),
        description: `तय नहीं कर पा रहे कि कौन-से कौशल या कोर्स आपके लक्ष्य के लिए सही हैं? ${COMPANY.name} के काउंसलर के साथ मुफ़्त करियर काउंसलिंग सत्र के लिए पंजीकरण करें।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: true,
  },
  eventForm: {
    text: {
      en: {
        title: titled('Event registration'),
        description: `Register for a ${COMPANY.name} event: fill in your details to reserve your place, and we will confirm by e-mail.`,
      },
      hi: {
        title: titled('इवेंट पंजीकरण'),
        description: `${COMPANY.name} के इवेंट के लिए पंजीकरण करें: अपनी जगह पक्की करने के लिए अपनी जानकारी भरें, हम ई-मेल से पुष्टि करेंगे।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: false,
  },
  certificate: {
    text: {
      en: {
        title: titled('Verify a certificate'),
        description: `Check that a ${COMPANY.name} certificate is genuine: enter the number printed on it, or scan its QR code, to see whom it was awarded to and whether it is still valid.`,
      },
      hi: {
        title: titled('प्रमाणपत्र की जाँच'),
        description: `जाँचें कि ${COMPANY.name} का प्रमाणपत्र असली है: उस पर छपा नंबर डालें या उसका QR कोड स्कैन करें, और देखें कि वह किसे दिया गया और क्या वह अब भी मान्य है।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: true,
  },
  terms: {
    text: {
      en: {
        title: titled('Terms and Conditions'),
        description: `The terms and conditions for using ${COMPANY.name}'s website and buying its courses, effective 2nd September 2025.`,
      },
      hi: {
        title: titled('नियम और शर्तें'),
        description: `${COMPANY.name} की वेबसाइट के उपयोग और उसके कोर्स खरीदने के नियम और शर्तें, 2 सितंबर 2025 से लागू।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: true,
  },
  privacy: {
    text: {
      en: {
        title: titled('Privacy Policy'),
        description: `How ${COMPANY.name} collects, uses and protects your personal data, effective 2nd September 2025. Our services are for people aged 16 and above.`,
      },
      hi: {
        title: titled('गोपनीयता नीति'),
        description: `${COMPANY.name} आपका निजी डेटा कैसे इकट्ठा करता है, उपयोग करता है और सुरक्षित रखता है, 2 सितंबर 2025 से लागू। हमारी सेवाएँ 16 वर्ष और उससे अधिक आयु के लोगों के लिए हैं।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: true,
  },
  // The sign-in screen: sent by the server with its form drawn, but no page for a search engine to list.
  auth: {
    text: {
      en: {
        title: titled('Login'),
        description: `Sign in to ${COMPANY.name} to continue your courses, or create a free account to start learning.`,
      },
      hi: {
        title: titled('लॉगिन'),
        description: `अपने कोर्स जारी रखने के लिए ${COMPANY.name} में साइन इन करें, या सीखना शुरू करने के लिए मुफ़्त खाता बनाएँ।`,
      },
    },
    schemaType: 'WebPage',
    inSitemap: false,
  },
} as const satisfies Partial<Record<RouteName, PublicPageHead>>;

export type StaticPublicPage = keyof typeof PUBLIC_PAGE_HEADS;

export const isStaticPublicPage = (name: string): name is StaticPublicPage => Object.hasOwn(PUBLIC_PAGE_HEADS, name);

/** The fixed public pages with their paths, in the table's order. */
export const STATIC_PUBLIC_PAGES: readonly { name: StaticPublicPage; path: string; head: PublicPageHead }[] = (
  Object.keys(PUBLIC_PAGE_HEADS) as StaticPublicPage[]
).map((name) => ({ name, path: PATHS[name], head: PUBLIC_PAGE_HEADS[name] }));
