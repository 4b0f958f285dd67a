import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDateTime } from '@skillhub/shared/format';
import { type UpdateLiveChatBody, updateLiveChatBodySchema } from '@skillhub/shared/schemas/live-chat';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../i18n/index.ts';
import { useLiveChatSettings, useSaveLiveChat } from './use-live-chat-settings.ts';

type LiveChatFormValues = z.input<typeof updateLiveChatBodySchema>;

const TITLE_ID = 'sh-settings-live-chat-title';

/**
 * Live chat on the Settings page: the vendor widget's script address, or none, which leaves the public pages
 * the WhatsApp button. Everyone with Settings read sees it; only a super admin changes it (`canUpdate`).
 */
export function LiveChatCard({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useT();
  const notify = useNotify();
  const setting = useLiveChatSettings();
  const save = useSaveLiveChat();
  const form = useForm<LiveChatFormValues, unknown, UpdateLiveChatBody>({
    resolver: zodResolver(updateLiveChatBodySchema),
    defaultValues: { widgetUrl: '' },
  });
  const { reset } = form;
  const current = setting.data;

  useEffect(() => {
    if (current) reset({ widgetUrl: current.widgetUrl ?? '' });
  }, [current, reset]);

  const store = async (body: UpdateLiveChatBody) => {
    try {
      const answer = await save.mutateAsync(body);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) notify.error(errorMessage(error));
    }
  };

  return (
    <Card title={<span id={TITLE_ID}>{t('liveChat.settings.title')}</span>} loading={setting.isPending}>
      <Typography.Paragraph type="secondary">{t('liveChat.settings.description')}</Typography.Paragraph>
      {setting.isError ? (
        <Alert type="error" showIcon message={errorMessage(setting.error)} />
      ) : (
        current && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              current.widgetOrigin
                ? t('liveChat.settings.widgetActive', { origin: current.widgetOrigin })
                : t('liveChat.settings.whatsAppFallback', { number: `+${current.whatsAppNumber}` })
            }
            description={
              current.updatedAt
                ? t('liveChat.settings.lastChanged', { date: formatDateTime(current.updatedAt) })
                : undefined
            }
          />
        )
      )}
      <Form component={false} layout="vertical">
        <form onSubmit={form.handleSubmit(store)} noValidate aria-labelledby={TITLE_ID}>
          <TextField
            control={form.control}
            name="widgetUrl"
            label={t('liveChat.settings.widgetUrl')}
            help={t('liveChat.settings.widgetHelp')}
            placeholder="https://embed.tawk.to/…"
            inputMode="url"
            autoComplete="off"
            disabled={!canUpdate}
          />
          {canUpdate ? (
            <Flex gap="small" wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('liveChat.settings.save')}
              </Button>
              {current?.widgetUrl && (
                <Button disabled={save.isPending} onClick={() => store({ widgetUrl: null })}>
                  {t('liveChat.settings.remove')}
                </Button>
              )}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('liveChat.settings.readOnly')}</Typography.Text>
          )}
        </form>
      </Form>
    </Card>
  );
}
