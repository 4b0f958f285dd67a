import {
  FileTextOutlined,
  MessageOutlined,
  RiseOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { formatCount } from '@skillhub/shared/format';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { Col, Row, theme } from 'antd';
import type { ReactElement } from 'react';
import { useT } from '../../i18n/index.ts';
import { formatPaise } from './figure-format.ts';
import { StatCard } from './summary-cards.tsx';

/** The period's headline figures: one card per figure the server sent (the viewer's permissions decide). */
export function PeriodFigures({ summary }: { summary: DashboardSummary }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const { sales, newLearners, leads, blog, training } = summary;
  const cards: ReactElement[] = [];

  if (sales) {
    cards.push(
      <StatCard
        key="revenue"
        id="Revenue"
        label={t('summary.figures.revenue')}
        value={sales.revenuePaise}
        format={formatPaise}
        icon={<RiseOutlined />}
        accent={token.colorPrimary}
        detail={t('summary.figures.paidOrders', { orders: formatCount(sales.paidOrders) })}
      />,
      <StatCard
        key="enrolments"
        id="Enrolments"
        label={t('summary.figures.enrolments')}
        value={sales.enrolments}
        icon={<ShoppingCartOutlined />}
        accent={token.colorSuccess}
        detail={t('summary.figures.enrolmentSources', {
          purchase: formatCount(sales.enrolmentsBySource.purchase),
          free: formatCount(sales.enrolmentsBySource.free),
          staff: formatCount(sales.enrolmentsBySource.staff),
        })}
      />,
    );
  }
  if (newLearners !== undefined) {
    cards.push(
      <StatCard
        key="learners"
        id="NewLearners"
        label={t('summary.figures.newLearners')}
        value={newLearners}
        icon={<UserAddOutlined />}
        accent={token.colorInfo}
      />,
    );
  }
  if (leads) {
    cards.push(
      <StatCard
        key="leads"
        id="NewLeads"
        label={t('summary.figures.newLeads')}
        value={leads.total}
        icon={<SolutionOutlined />}
        accent={token.colorWarning}
      />,
    );
  }
  if (blog) {
    cards.push(
      <StatCard
        key="blog"
        id="BlogPosts"
        label={t('summary.figures.blogPosts')}
        value={blog.publishedPosts}
        icon={<FileTextOutlined />}
        accent={token.colorTextSecondary}
        detail={t('summary.figures.pendingComments', { comments: formatCount(blog.pendingComments) })}
      />,
    );
  }
  if (training) {
    cards.push(
      <StatCard
        key="training"
        id="Applicants"
        label={t('summary.figures.applicants')}
        value={training.applicants}
        icon={<MessageOutlined />}
        accent={token.colorError}
        detail={t('summary.figures.certificates', { certificates: formatCount(training.certificatesIssued) })}
      />,
    );
  }
  if (cards.length === 0) return null;

  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        // Revenue gets a phone's whole width: a lakh-and-more amount stays on one line.
        <Col xs={card.key === 'revenue' ? 24 : 12} sm={12} lg={8} key={card.key}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
