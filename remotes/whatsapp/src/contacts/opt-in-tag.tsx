import { formatDateTime } from '@skillhub/shared/format';
import { type Contact, OPT_IN_REQUEST_SOURCES } from '@skillhub/shared/schemas/whatsapp';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Tag, Tooltip } from 'antd';
import { useT } from '../i18n/index.ts';

const isFormSource = (source: Contact['optInSource']) =>
  (OPT_IN_REQUEST_SOURCES as readonly string[]).includes(source ?? '');

/**
 * Whether a contact may be messaged: opted in, opted out (by a STOP reply or by staff), awaiting confirmation
 * (a public form asked, the number has not said YES yet: it is sent nothing but that request), or never opted in.
 * When and how is in a tooltip (on hover and keyboard focus) and, for screen readers, in the tag itself.
 */
export function OptInTag({ contact }: { contact: Contact }) {
  const { t } = useT();
  let label: string;
  let color: string;
  let detail: string | null = null;
  if (contact.optedIn) {
    label = t('contacts.optIn.in');
    color = 'success';
    if (contact.optInAt) {
      // A form's opt-in is shown as confirmed only when the number answered a request: one without was never asked.
      const confirmed = isFormSource(contact.optInSource) && contact.optInRequestedAt !== null;
      detail = t(confirmed ? 'contacts.optIn.inConfirmedDetail' : 'contacts.optIn.inDetail', {
        when: formatDateTime(contact.optInAt),
        how: contact.optInSource ? t(`contacts.optInSources.${contact.optInSource}`) : t('contacts.optIn.unknown'),
      });
    }
  } else if (contact.optOutAt) {
    label = t('contacts.optIn.out');
    color = 'error';
    detail = t('contacts.optIn.outDetail', {
      when: formatDateTime(contact.optOutAt),
      how: contact.optOutSource ? t(`contacts.optOutSources.${contact.optOutSource}`) : t('contacts.optIn.unknown'),
    });
  } else if (contact.awaitingConfirmation && contact.optInRequestedAt) {
    label = t('contacts.optIn.awaiting');
    color = 'warning';
    detail = t('contacts.optIn.awaitingDetail', {
      when: formatDateTime(contact.optInRequestedAt),
      how: contact.optInRequestSource
        ? t(`contacts.optInSources.${contact.optInRequestSource}`)
        : t('contacts.optIn.unknown'),
      request: contact.optInPromptedAt
        ? t('contacts.optIn.requestSent', { when: formatDateTime(contact.optInPromptedAt) })
        : t('contacts.optIn.requestWaiting'),
    });
  } else {
    label = t('contacts.optIn.never');
    color = 'default';
  }
  const tag = (
    <Tag color={color}>
      {label}
      {detail && <VisuallyHidden>{`: ${detail}`}</VisuallyHidden>}
    </Tag>
  );
  if (!detail) return tag;
  return (
    <Tooltip title={detail} trigger={['hover', 'focus']}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard opens the tooltip too */}
      <span tabIndex={0}>{tag}</span>
    </Tooltip>
  );
}
