import { WhatsAppOutlined } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { whatsAppChatUrl } from '@skillhub/shared/live-chat';
import { useT } from '../i18n/index.ts';
import './live-chat.css';

/**
 * The default live chat: a link that opens a WhatsApp chat with the business, a greeting typed in. Nothing is
 * loaded from anyone else, so it works wherever the page does; WhatsApp opens in a new tab (or its app).
 */
export function WhatsAppChatButton({ number }: { number: string }) {
  const { t } = useT();
  // A landmark of its own: it sits outside the page's main content and footer, and all content is in one.
  return (
    <aside aria-label={t('liveChat.whatsApp')}>
      <a
        className="sh-whatsapp-chat"
        href={whatsAppChatUrl(number, t('liveChat.greeting', { company: COMPANY.name }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('liveChat.whatsAppLabel')}
        title={t('liveChat.whatsApp')}
      >
        <WhatsAppOutlined aria-hidden />
      </a>
    </aside>
  );
}
