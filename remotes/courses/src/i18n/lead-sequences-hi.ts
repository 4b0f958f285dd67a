import type { Messages } from '@skillhub/shared/i18n';
import type { leadSequencesEn } from './lead-sequences-en.ts';

/** The lead's follow-up sequences: Hindi. */
export const leadSequencesHi: Messages<typeof leadSequencesEn> = {
  title: 'व्हाट्सऐप फ़ॉलो-अप',
  failed: 'फ़ॉलो-अप लोड नहीं हो सका',
  none: 'इस लीड के लिए कोई फ़ॉलो-अप सीक्वेंस शुरू नहीं हुआ।',
  list: '{{name}} के चरण',
  runStatus: { active: 'चालू', completed: 'सभी चरण पूरे', stopped: 'रुका हुआ' },
  stopReasons: {
    replied: 'लीड ने जवाब दिया',
    paid: 'लीड ने भुगतान किया',
    closed: 'Closed किया गया',
    not_engaged: 'Not Engage किया गया',
    opted_out: 'नंबर ने STOP भेजा',
  },
  stoppedBecause: 'रुका: {{reason}}',
  endedBecause: 'समाप्त: {{reason}}',
  due: 'तय समय {{at}}',
  freeText: 'सामान्य संदेश',
  templateGone: 'टेम्पलेट हटाया गया',
  states: {
    waiting: 'प्रतीक्षा में',
    queued: 'कतार में',
    sent: 'भेजा गया',
    delivered: 'पहुँचा',
    read: 'पढ़ा गया',
    replied: 'जवाब दिया',
    failed: 'विफल',
    skipped: 'छोड़ा गया',
    stopped: 'नहीं भेजा गया',
  },
};
