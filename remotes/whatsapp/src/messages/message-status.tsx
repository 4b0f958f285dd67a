import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { Message, MessageStatus } from '@skillhub/shared/schemas/whatsapp';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Tag, Tooltip, theme } from 'antd';
import { useT } from '../i18n/index.ts';

const COLORS: Record<MessageStatus, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'blue',
  delivered: 'cyan',
  read: 'success',
  failed: 'error',
  received: 'purple',
};

/** A message's status in a table; a failed one carries the API's error in a tooltip and for screen readers. */
export function MessageStatusTag({ message }: { message: Pick<Message, 'status' | 'error'> }) {
  const { t } = useT();
  const tag = (
    <Tag color={COLORS[message.status]}>
      {t(`messageStatuses.${message.status}`)}
      {message.error && <VisuallyHidden>{t('messages.errorOf', { message: message.error.message })}</VisuallyHidden>}
    </Tag>
  );
  if (!message.error) return tag;
  return (
    <Tooltip title={`${message.error.message} (${message.error.code})`} trigger={['hover', 'focus']}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard opens the tooltip too */}
      <span tabIndex={0}>{tag}</span>
    </Tooltip>
  );
}

/**
 * An outbound message's ticks as WhatsApp draws them: a clock while queued, one tick sent, two delivered, two
 * blue read, a red mark failed; named for screen readers.
 */
export function StatusTicks({ status }: { status: MessageStatus }) {
  const { t } = useT();
  const { token } = theme.useToken();
  const label = <VisuallyHidden>{t(`messageStatuses.${status}`)}</VisuallyHidden>;
  if (status === 'queued' || status === 'sending') {
    return (
      <span style={{ color: token.colorTextTertiary }}>
        <ClockCircleOutlined aria-hidden />
        {label}
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span style={{ color: token.colorError }}>
        <ExclamationCircleOutlined aria-hidden />
        {label}
      </span>
    );
  }
  if (status === 'received') return null;
  const double = status === 'delivered' || status === 'read';
  return (
    <span style={{ color: status === 'read' ? '#53bdeb' : token.colorTextTertiary, whiteSpace: 'nowrap' }}>
      <CheckOutlined aria-hidden />
      {double && <CheckOutlined aria-hidden style={{ marginInlineStart: -8 }} />}
      {label}
    </span>
  );
}
