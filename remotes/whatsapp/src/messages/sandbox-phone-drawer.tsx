import { SendOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { FREE_TEXT_MAX, WHATSAPP_NUMBER_PATTERN } from '@skillhub/shared/schemas/whatsapp';
import { useDebouncedValue } from '@skillhub/shared/ui/use-debounced-value';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { AutoComplete, Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useContacts } from '../contacts/contact-queries.ts';
import { useT } from '../i18n/index.ts';
import { MessageBubbles } from './message-bubbles.tsx';
import { useSandboxPhone, useSandboxReply } from './sandbox-queries.ts';

/**
 * The sandbox's stand-in for a customer's phone: pick a contact's number, watch what that phone received
 * (read again every 2 s), and reply from it as the customer would, which reaches the platform through the
 * signed webhook like a real reply. A reply of STOP opts the contact out.
 */
export function SandboxPhoneDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const small = useIsSmallScreen();
  const ids = useId();
  const { canRead: canReadContacts } = useModuleAbilities('Whatsapp', 'Contacts');
  // A reply reaches the platform as a message received: sending one is Messages' create.
  const { canCreate: canReply } = useModuleAbilities('Whatsapp', 'Messages');
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState<string>();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDebouncedValue(typed.trim());
  const contacts = useContacts(
    {
      search,
      gender: '',
      occupation: '',
      optedIn: '',
      page: 1,
      limit: 20,
    },
    open && canReadContacts,
  );
  const phone = useSandboxPhone(open ? number : undefined);
  const reply = useSandboxReply();

  useEffect(() => {
    if (open) setProblem(null);
  }, [open]);

  const pick = (value: string) => {
    const digits = value.replace(/\D/g, '');
    setTyped(value);
    setNumber(WHATSAPP_NUMBER_PATTERN.test(digits) ? digits : undefined);
  };

  const sendReply = async () => {
    if (!number) return;
    if (!text.trim()) {
      setProblem(t('sandbox.replyRequired'));
      return;
    }
    setProblem(null);
    try {
      await reply.mutateAsync({ number, text: text.trim() });
      setText('');
      await phone.refetch();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const messages = number && (
    <MessageBubbles
      label={t('sandbox.received', { number })}
      query={phone}
      failedTitle={t('sandbox.failed')}
      empty={t('sandbox.empty')}
      messages={phone.data?.messages.map((message) => {
        const mine = message.direction === 'from-phone';
        return {
          id: message.id,
          own: mine,
          who: mine ? t('sandbox.fromPhone') : t('sandbox.toPhone'),
          text: message.text,
          at: message.at,
          status: <span>· {message.status}</span>,
        };
      })}
    />
  );

  const footer = number && canReply && (
    <Flex vertical gap="small">
      <Input.TextArea
        aria-label={t('sandbox.reply')}
        aria-describedby={`${ids}-hint${problem ? ` ${ids}-problem` : ''}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={FREE_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('sandbox.replyPlaceholder')}
      />
      <Typography.Text type="secondary" id={`${ids}-hint`}>
        {t('sandbox.stopHint')}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" id={`${ids}-problem`} role="alert">
          {problem}
        </Typography.Text>
      )}
      <Flex justify="flex-end">
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={reply.isPending}
          onClick={() => void sendReply()}
        >
          {t('sandbox.sendReply')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('sandbox.title')}
      placement={small ? 'bottom' : 'right'}
      size={small ? '90%' : 440}
      footer={footer || undefined}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('sandbox.intro')}
        </Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('sandbox.number')}
            htmlFor={`${ids}-number`}
            extra={t('sandbox.numberHelp')}
            style={{ marginBottom: 0 }}
          >
            <AutoComplete
              id={`${ids}-number`}
              aria-label={t('sandbox.number')}
              value={typed}
              onChange={pick}
              onSelect={pick}
              options={
                canReadContacts
                  ? (contacts.data?.data ?? []).map((contact) => ({
                      value: contact.number,
                      label: `${contact.name} · +${contact.number}`,
                    }))
                  : []
              }
              placeholder={t('sandbox.numberPlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
        {messages}
      </Flex>
    </Drawer>
  );
}
