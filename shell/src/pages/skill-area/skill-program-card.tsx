import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { PublicProgram } from '@skillhub/shared/schemas/training';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
        {label}
      </Typography.Text>
      <Typography.Text>{children}</Typography.Text>
    </div>
  );
}

/** An open training program of a skill page: what, where, when and for whom, and the way to its application form. */
export function SkillProgramCard({ program }: { program: PublicProgram }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <Card style={{ height: '100%' }} styles={{ body: { padding: 20, height: '100%' } }}>
      <Flex vertical gap={12} style={{ height: '100%' }} component="article" aria-label={program.title}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {program.topic}
        </Typography.Text>
        <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
          {program.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {program.description}
        </Typography.Paragraph>
        <Fact label={t('skillPages.institution')}>{program.institution.name}</Fact>
        <Flex wrap gap={24}>
          <Fact label={t('skillPages.dates')}>
            {t('skillPages.datesValue', { start: formatDate(program.startDate), end: formatDate(program.endDate) })}
          </Fact>
          <Fact label={t('skillPages.duration')}>{program.duration}</Fact>
        </Flex>
        <Fact label={t('skillPages.eligibility')}>{program.prerequisites}</Fact>
        <Flex style={{ marginTop: 'auto' }}>
          <ButtonLink
            type="primary"
            aria-label={t('skillPages.applyTo', { title: program.title })}
            to={routeTo('trainingApply', { id: program._id })}
          >
            {t('skillPages.apply')}
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
