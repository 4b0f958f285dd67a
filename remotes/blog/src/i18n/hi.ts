import type { Messages } from '@skillhub/shared/i18n';
import type { en } from './en.ts';

/** The blog remote's Hindi texts: every English text has its Hindi here (the type holds the keys to en.ts's). */
export const hi: Messages<typeof en> = {
  blog: {
    title: 'ब्लॉग',
    intro: 'यह हिस्सा अपने पेजों के लिए तैयार है।',
  },
};
