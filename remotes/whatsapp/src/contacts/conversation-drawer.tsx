import { LinkOutlined, SendOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDateTime } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import { type Contact, FREE_TEXT_MAX, INDIA_COUNTRY_CODE } from '@skillhub/shared/schemas/whatsapp';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Button, Drawer, Flex, Input, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/index.ts';
import { MessageBubbles } from '../messages/message-bubbles.tsx';
import { useConversation, useSendMessage } from '../messages/message-queries.ts';
import { StatusTicks } from '../messages/message-status.tsx';

/**
 * A contact's conversation, oldest first: what the contact wrote on the left, what was sent on the right with
 * its ticks. The Cloud API lets free text go out only within 24 hours of the contact's last message, so the
 * reply box is open only then; the drawer says until when, or that only a template may be sent now.
 */
export function ConversationDrawer({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: Contact | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const small = useIsSmallScreen();
  const notify = useNotify();
  const { canCreate: canSend } = useModuleAbilities('Whatsapp', 'Messages');
  const { canUpdate: canSendLinks } = useModuleAbilities('Enquiries');
  const conversation = useConversation(open ? contact?._id : undefined);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    if (open) {
      setText('');
      setProblem(null);
    }
  }, [open]);

  const windowUntil = conversation.data?.windowOpenUntil ?? null;
  const windowOpen = windowUntil !== null && new Date(windowUntil).getTime() > Date.now();

  const reply = async () => {
    const body = text.trim();
    if (!contact) return;
    if (!body) {
      setProblem(t('conversation.replyRequired'));
      return;
    }
    setProblem(null);
    try {
      const outcome = await send.mutateAsync({
        to: { kind: 'contacts', contactIds: [contact._id] },
        message: { type: 'text', text: body },
      });
      if (outcome.queued > 0) {
        setText('');
        await conversation.refetch();
      } else if (outcome.skippedOutsideWindow > 0) setProblem(t('conversation.windowClosedNow'));
      else if (outcome.skippedOptedOut > 0) setProblem(t('conversation.notOptedIn'));
      else setProblem(t('conversation.notSent'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const body = (
    <MessageBubbles
      label={t('conversation.messages')}
      query={conversation}
      failedTitle={t('conversation.failed')}
      empty={t('conversation.empty')}
      messages={conversation.data?.messages.map((message) => {
        const inbound = message.direction === 'inbound';
        return {
          id: message._id,
          own: !inbound,
          who: inbound ? t('conversation.from') : t('conversation.to'),
          text: message.text,
          at: message.createdAt,
          note: message.templateName ? t('conversation.template', { name: message.templateName }) : undefined,
          status: !inbound && <StatusTicks status={message.status} />,
          error: message.error?.message,
        };
      })}
    />
  );

  const footer = canSend && (
    <Flex vertical gap="small">
      {windowOpen ? (
        <Typography.Text type="success">
          {t('conversation.windowOpen', { until: formatDateTime(windowUntil) })}
        </Typography.Text>
      ) : (
        <Typography.Text type="warning">{t('conversation.windowClosed')}</Typography.Text>
      )}
      <Input.TextArea
        aria-label={t('conversation.reply')}
        aria-describedby={problem ? `${ids}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        placeholder={windowOpen ? t('conversation.replyPlaceholder') : t('conversation.replyDisabled')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={FREE_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={!windowOpen || send.isPending}
        onPressEnter={(event) => {
          if (!event.shiftKey) {
            event.preventDefault();
            void reply();
          }
        }}
      />
      {problem && (
        <Typography.Text type="danger" id={`${ids}-problem`} role="alert">
          {problem}
        </Typography.Text>
      )}
      <Flex justify="flex-end">
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          disabled={!windowOpen}
          loading={send.isPending}
          onClick={() => void reply()}
        >
          {t('conversation.send')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={contact ? t('conversation.titleOf', { name: contact.name }) : t('conversation.title')}
      placement={small ? 'bottom' : 'right'}
      size={small ? '90%' : 460}
      footer={footer || undefined}
    >
      {contact && (
        <Flex justify="space-between" align="baseline" gap="small" wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">+{contact.number}</Typography.Text>
          {/* A payment link goes from the number's lead (Enquiry › Payment links), which knows its course and e-mail. */}
          {canSendLinks && contact.number.startsWith(INDIA_COUNTRY_CODE) && contact.number.length === 12 && (
            <Link to={routeTo('enquiry', { search: contact.number.slice(INDIA_COUNTRY_CODE.length) })}>
              <LinkOutlined aria-hidden /> {t('conversation.paymentLink')}
            </Link>
          )}
        </Flex>
      )}
      {body}
    </Drawer>
  );
}
