import {
  AppstoreOutlined,
  CheckCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { CONTENT_STATUSES } from '@skillhub/shared/constants';
import { formatCount } from '@skillhub/shared/format';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { Card, Col, Flex, Progress, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

export interface StatCardProps {
  /** names the count for tests (`stat-Users`), whatever the language */
  id: string;
  label: string;
  value: number;
  /** how the value reads, when not a plain count (an amount in rupees) */
  format?: (value: number) => string;
  icon: ReactNode;
  accent: string;
  detail?: ReactNode;
}

export function StatCard({ id, label, value, format = formatCount, icon, accent, detail }: StatCardProps) {
  const { token } = theme.useToken();
  // Phones show two cards a row: a little less of everything keeps a five-digit count on one line.
  const small = useIsSmallScreen();
  const iconSize = small ? 34 : 44;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { padding: small ? 14 : 20 } }}>
      <Flex justify="space-between" align="flex-start" gap={small ? 'small' : 'middle'}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <div
            style={{
              fontSize: small ? 24 : 30,
              fontWeight: 700,
              lineHeight: 1.2,
              marginTop: 4,
              overflowWrap: 'anywhere',
              color: token.colorText,
            }}
            data-testid={`stat-${id}`}
          >
            {format(value)}
          </div>
          {detail && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {detail}
            </Typography.Text>
          )}
        </div>
        <span
          aria-hidden
          style={{
            display: 'inline-grid',
            placeItems: 'center',
            flex: 'none',
            width: iconSize,
            height: iconSize,
            borderRadius: 12,
            fontSize: small ? 16 : 20,
            color: accent,
            background: `color-mix(in srgb, ${accent} 14%, transparent)`,
          }}
        >
          {icon}
        </span>
      </Flex>
    </Card>
  );
}

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const { users, roles, categories, courses } = summary;
  const statusColors: Record<(typeof CONTENT_STATUSES)[number], string> = {
    PUBLISHED: token.colorSuccess,
    DRAFT: token.colorWarning,
    TERMINATED: token.colorError,
  };
  const statuses = (['PUBLISHED', 'DRAFT', 'TERMINATED'] as const).filter((s) => CONTENT_STATUSES.includes(s));

  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={8}>
          <StatCard
            id="Users"
            label={t('summary.cards.users')}
            value={users.total}
            icon={<TeamOutlined />}
            accent={token.colorPrimary}
            detail={t('summary.activeInactive', {
              active: formatCount(users.active),
              inactive: formatCount(users.inactive),
            })}
          />
        </Col>
        <Col xs={12} lg={8}>
          <StatCard
            id="Learners"
            label={t('summary.cards.learners')}
            value={users.learners}
            icon={<UserOutlined />}
            accent={token.colorInfo}
          />
        </Col>
        <Col xs={12} lg={8}>
          <StatCard
            id="Staff"
            label={t('summary.cards.staff')}
            value={users.staff}
            icon={<SolutionOutlined />}
            accent={token.colorSuccess}
          />
        </Col>
        <Col xs={12} lg={8}>
          <StatCard
            id="Roles"
            label={t('summary.cards.roles')}
            value={roles}
            icon={<SafetyCertificateOutlined />}
            accent={token.colorWarning}
          />
        </Col>
        <Col xs={12} lg={8}>
          <StatCard
            id="Categories"
            label={t('summary.cards.categories')}
            value={categories.total}
            icon={<AppstoreOutlined />}
            accent="#0ea5e9"
            detail={t('summary.activeInactive', {
              active: formatCount(categories.active),
              inactive: formatCount(categories.inactive),
            })}
          />
        </Col>
        <Col xs={12} lg={8}>
          <StatCard
            id="Courses"
            label={t('summary.cards.courses')}
            value={courses.total}
            icon={<ReadOutlined />}
            accent="#a855f7"
            detail={t('summary.published', { published: formatCount(courses.PUBLISHED) })}
          />
        </Col>
      </Row>
      <Card title={t('summary.byStatus')}>
        {courses.total === 0 ? (
          <Typography.Text type="secondary">{t('summary.noCourses')}</Typography.Text>
        ) : (
          <Flex vertical gap="small">
            {statuses.map((status) => (
              <div key={status}>
                <Flex justify="space-between">
                  <Typography.Text>
                    <CheckCircleOutlined aria-hidden style={{ color: statusColors[status], marginInlineEnd: 8 }} />
                    {t(`summary.statuses.${status}`)}
                  </Typography.Text>
                  <Typography.Text strong data-testid={`status-${status}`}>
                    {formatCount(courses[status])}
                  </Typography.Text>
                </Flex>
                <Progress
                  percent={Math.round((courses[status] / courses.total) * 100)}
                  strokeColor={statusColors[status]}
                  showInfo={false}
                  aria-label={t('summary.statusShare', {
                    status: t(`summary.statuses.${status}`),
                    courses: courses[status],
                    total: courses.total,
                  })}
                />
              </div>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}

export function SummaryCardsSkeleton() {
  const { t } = useT();
  return (
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label={t('summary.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Col xs={12} lg={8} key={i}>
          <Card>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
