import { EditOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatRupees } from '@skillhub/shared/format';
import type { Sequence } from '@skillhub/shared/schemas/lead-sequence';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Empty, Flex, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import { SequenceEditor } from '../../sequences/sequence-editor.tsx';
import { useSequences, useSetSequenceActive } from '../../sequences/sequence-queries.ts';
import { WhatsappHeader } from '../../whatsapp-header.tsx';

const FIGURES = ['leads', 'running', 'sent', 'delivered', 'read', 'replied', 'skipped', 'paid'] as const;

/**
 * Dashboard › WhatsApp › Sequences: the follow-up sequences new leads start, each with its trigger, hours, steps
 * and figures (leads, running, sent, delivered, read, replied, skipped, paid and the revenue their payments
 * brought); create, edit, pause (after a
 * confirmation: the running leads wait) and resume.
 */
export default function SequencesPage() {
  const { t } = useT();
  const notify = useNotify();
  const { canCreate, canUpdate } = useModuleAbilities('Whatsapp', 'Messages');
  const sequences = useSequences();
  const editor = useDialogState<Sequence>();
  const pausing = useDialogState<Sequence>();
  const setActive = useSetSequenceActive();

  const toggle = async (sequence: Sequence, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: sequence._id, active });
      notify.success(t(active ? 'sequences.resumed' : 'sequences.paused', { name: sequence.name }));
      pausing.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <WhatsappHeader
        title={t('sequences.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => editor.show()}>
              {t('sequences.add')}
            </Button>
          )
        }
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sequences.intro')}
      </Typography.Paragraph>
      {sequences.isPending && <Skeleton active aria-label={t('sequences.loading')} />}
      {sequences.isError && (
        <Alert
          type="error"
          showIcon
          title={t('sequences.loadFailed')}
          description={errorMessage(sequences.error)}
          action={<Button onClick={() => sequences.refetch()}>{t('sequences.retry')}</Button>}
        />
      )}
      {sequences.data?.length === 0 && <Empty description={t('sequences.empty')} />}
      <Flex vertical gap="middle" role="list" aria-label={t('sequences.title')}>
        {sequences.data?.map((sequence) => (
          <Card
            key={sequence._id}
            role="listitem"
            title={
              <Flex gap="small" align="center" wrap>
                <Typography.Text strong>{sequence.name}</Typography.Text>
                <Tag color={sequence.active ? 'green' : 'default'}>
                  {t(sequence.active ? 'sequences.active' : 'sequences.pausedTag')}
                </Tag>
              </Flex>
            }
            extra={
              canUpdate && (
                <Flex gap="small" wrap>
                  <Button
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('sequences.editNamed', { name: sequence.name })}
                    onClick={() => editor.show(sequence)}
                  >
                    {t('sequences.edit')}
                  </Button>
                  {sequence.active ? (
                    <Button
                      icon={<PauseCircleOutlined aria-hidden />}
                      aria-label={t('sequences.pauseNamed', { name: sequence.name })}
                      onClick={() => pausing.show(sequence)}
                    >
                      {t('sequences.pause')}
                    </Button>
                  ) : (
                    <Button
                      icon={<PlayCircleOutlined aria-hidden />}
                      aria-label={t('sequences.resumeNamed', { name: sequence.name })}
                      loading={setActive.isPending && setActive.variables?.id === sequence._id}
                      onClick={() => toggle(sequence, true)}
                    >
                      {t('sequences.resume')}
                    </Button>
                  )}
                </Flex>
              )
            }
          >
            <Typography.Paragraph style={{ marginTop: 0 }}>
              {t('sequences.summary', {
                source: sequence.triggerSource
                  ? t(`sequences.sources.${sequence.triggerSource}`)
                  : t('sequences.anySource'),
                course: sequence.triggerCourse?.title ?? t('sequences.anyCourse'),
                from: `${String(sequence.sendFromHour).padStart(2, '0')}:00`,
                until: `${String(sequence.sendUntilHour).padStart(2, '0')}:00`,
                status: t(`sequences.statuses.${sequence.replyStatus}`),
              })}
            </Typography.Paragraph>
            <ol style={{ paddingInlineStart: 20, marginTop: 0 }}>
              {sequence.steps.map((step) => (
                <li key={step._id}>
                  {step.delayDays === 0 && step.delayHours === 0
                    ? t('sequences.atOnce')
                    : t('sequences.after', { days: step.delayDays, hours: step.delayHours })}
                  {': '}
                  {step.kind === 'text' ? (
                    <>
                      <Tag color="blue">{t('sequences.freeText')}</Tag>
                      <Typography.Text type="secondary">
                        {step.templateName
                          ? t('sequences.fallbackTo', { name: step.templateName })
                          : t('sequences.noFallback')}
                      </Typography.Text>
                    </>
                  ) : (
                    <Typography.Text code>{step.templateName ?? t('sequences.templateGone')}</Typography.Text>
                  )}
                  {step.couponCode && <Tag style={{ marginInlineStart: 8 }}>{step.couponCode}</Tag>}
                  {(step.kind === 'template' || step.templateId) && step.templateStatus !== 'Approved' && (
                    <Tag color="orange" style={{ marginInlineStart: 8 }}>
                      {t('sequences.notApproved')}
                    </Tag>
                  )}
                </li>
              ))}
            </ol>
            <Flex gap="large" wrap>
              {FIGURES.map((figure) => (
                <Statistic key={figure} title={t(`sequences.figures.${figure}`)} value={sequence.figures[figure]} />
              ))}
              <Statistic
                title={t('sequences.figures.revenue')}
                value={formatRupees(sequence.figures.revenuePaise / 100)}
              />
            </Flex>
          </Card>
        ))}
      </Flex>
      <SequenceEditor open={editor.open} sequence={editor.subject} onClose={editor.close} />
      <ConfirmDialog
        open={pausing.open}
        title={t('sequences.pauseTitle', { name: pausing.subject?.name ?? '' })}
        description={t('sequences.pauseText')}
        confirmLabel={t('sequences.pause')}
        loading={setActive.isPending}
        onConfirm={() => pausing.subject && toggle(pausing.subject, false)}
        onCancel={pausing.close}
      />
    </Flex>
  );
}
