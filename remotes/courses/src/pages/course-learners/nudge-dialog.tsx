import { errorMessage } from '@skillhub/shared/api-client';
import type { InactiveLearner, NudgeChannel, NudgeTemplate } from '@skillhub/shared/schemas/course-learners';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Flex, Form, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { useNudgeLearner } from './use-course-learners.ts';

export interface NudgeDialogProps {
  courseId: string;
  learner: InactiveLearner | undefined;
  templates: NudgeTemplate[];
  whatsappConnected: boolean;
  onClose: () => void;
}

/**
 * Confirms a nudge and says how it goes: by e-mail, or by an approved WhatsApp template the staff member picks.
 * The send button spins and ignores clicks while the call runs; a refusal (already nudged today, no WhatsApp
 * opt-in) is shown as a toast and the dialog stays, so staff can choose e-mail instead.
 */
export function NudgeDialog({ courseId, learner, templates, whatsappConnected, onClose }: NudgeDialogProps) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const nudge = useNudgeLearner(courseId);
  const [channel, setChannel] = useState<NudgeChannel>('mail');
  const [templateId, setTemplateId] = useState<string | undefined>();

  // Each learner's dialog starts from e-mail.
  useEffect(() => {
    if (learner) {
      setChannel('mail');
      setTemplateId(undefined);
    }
  }, [learner]);

  const canWhatsApp = whatsappConnected && templates.length > 0;
  const ready = channel === 'mail' || templateId !== undefined;

  const send = async () => {
    if (!learner || !ready) return;
    try {
      await nudge.mutateAsync({
        userId: learner.userId,
        body: channel === 'mail' ? { channel: 'mail' } : { channel: 'whatsapp', templateId: templateId as string },
      });
      notify.success(t('learners.nudge.sent', { name: learner.name }));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, t('learners.nudge.failed')));
    }
  };

  return (
    <ModalDialog
      open={learner !== undefined}
      title={t('learners.nudge.title', { name: learner?.name ?? '' })}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{common('actions.cancel')}</Button>
          <Button type="primary" loading={nudge.isPending} disabled={!ready} onClick={send}>
            {t('learners.nudge.send')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('learners.nudge.channel')}>
          <Radio.Group
            value={channel}
            onChange={(event) => setChannel(event.target.value as NudgeChannel)}
            options={[
              { value: 'mail', label: t('learners.nudge.mail') },
              { value: 'whatsapp', label: t('learners.nudge.whatsapp'), disabled: !canWhatsApp },
            ]}
          />
        </Form.Item>
        {!whatsappConnected ? (
          <Typography.Paragraph type="secondary">{t('learners.nudge.notConnected')}</Typography.Paragraph>
        ) : (
          templates.length === 0 && (
            <Typography.Paragraph type="secondary">{t('learners.nudge.noTemplates')}</Typography.Paragraph>
          )
        )}
        {channel === 'mail' ? (
          <Typography.Paragraph>{t('learners.nudge.mailText', { name: learner?.name ?? '' })}</Typography.Paragraph>
        ) : (
          <Form.Item label={t('learners.nudge.template')} extra={t('learners.nudge.templateHelp')}>
            <Select<string>
              aria-label={t('learners.nudge.template')}
              placeholder={t('learners.nudge.templatePlaceholder')}
              value={templateId}
              onChange={setTemplateId}
              options={templates.map((template) => ({
                value: template._id,
                label: `${template.name} (${template.language})`,
              }))}
            />
          </Form.Item>
        )}
        {channel === 'whatsapp' && <Alert type="info" showIcon title={t('learners.nudge.optInNote')} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('learners.nudge.oncePerDay')}
        </Typography.Paragraph>
      </Form>
    </ModalDialog>
  );
}
