import { COMPANY } from '@skillhub/shared/constants';
import { i18n } from '@skillhub/shared/i18n';
import { defaultShareImage, type PageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { PublicProgram } from '@skillhub/shared/schemas/training';

/** What search results show of a description: the program's own, on one line, cut to this. */
const DESCRIPTION_MAX = 160;

const clip = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_MAX ? `${line.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : line;
};

/**
 * /training/apply/{id} as link previews read it (the poster's QR code and a shared link lead there): the page's own
 * title, the program's description, the default share image, and a schema.org WebPage about the program.
 */
export function applyPageHead(program: PublicProgram, origin: string): PageHead {
  const canonical = `${origin}${routeTo('trainingApply', { id: program._id })}`;
  const title = i18n.t('apply.documentTitle', { ns: 'training', title: program.title, company: COMPANY.name });
  const description = clip(program.description);
  return {
    title,
    description,
    canonical,
    ...defaultShareImage(origin),
    type: 'website',
    jsonLd: { '@type': 'WebPage', name: title, description, url: canonical },
  };
}
