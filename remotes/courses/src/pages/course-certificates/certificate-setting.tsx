import { SafetyCertificateOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { useCertificateSettings, useSaveCertificateSettings } from './use-course-certificates.ts';

/**
 * The course editor's certificate switch, saved as it is flipped (it is one setting of its own, apart from the
 * course's form). Turning it off takes nothing away: certificates already issued stay valid.
 */
export function CertificateSetting({ courseId }: { courseId: string }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const { canUpdate } = useModuleAbilities('Courses', 'Courses');
  const settings = useCertificateSettings(courseId);
  const save = useSaveCertificateSettings(courseId);

  const change = async (enabled: boolean) => {
    try {
      await save.mutateAsync(enabled);
    } catch (error) {
      notify.error(errorMessage(error, t('certificates.setting.saveFailed')));
    }
  };

  let body: ReactNode;
  if (settings.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(settings.error, t('certificates.setting.failed'))}
        action={<Button onClick={() => settings.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else if (settings.isPending) {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label={t('certificates.setting.loading')} />;
  } else {
    const enabled = settings.data.enabled;
    body = (
      <Flex vertical gap="small">
        <Flex gap="middle" align="flex-start">
          <Switch
            id="course-certificate"
            checked={enabled}
            loading={save.isPending}
            disabled={!canUpdate}
            onChange={change}
            aria-describedby="course-certificate-help"
          />
          <label htmlFor="course-certificate" style={{ cursor: canUpdate ? 'pointer' : undefined }}>
            {t('certificates.setting.label')}
          </label>
        </Flex>
        <Typography.Text type="secondary" id="course-certificate-help">
          {t('certificates.setting.help')}
        </Typography.Text>
        <Typography.Text role="status">
          {enabled ? t('certificates.setting.on') : t('certificates.setting.off')}
        </Typography.Text>
        {!canUpdate && <Typography.Text type="secondary">{t('certificates.setting.readOnly')}</Typography.Text>}
      </Flex>
    );
  }

  return (
    <Card
      size="small"
      title={
        <Flex gap="small" align="center">
          <SafetyCertificateOutlined aria-hidden />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('certificates.setting.title')}
          </Typography.Title>
        </Flex>
      }
    >
      {body}
    </Card>
  );
}
