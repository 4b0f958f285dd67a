import type { CourseLearnersSummary } from '@skillhub/shared/schemas/course-learners';
import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** The course's figures as cards (two a row on phones, four on wider screens) and its quizzes' pass rates. */
export function LearnerFigures({ summary }: { summary: CourseLearnersSummary }) {
  const { t } = useT();
  const cards = [
    { key: 'enrolled', title: t('learners.figures.enrolled'), value: summary.enrolled, note: null },
    {
      key: 'started',
      title: t('learners.figures.started'),
      value: summary.started,
      note: t('learners.figures.ofEnrolled', { percent: share(summary.started, summary.enrolled) }),
    },
    {
      key: 'completed',
      title: t('learners.figures.completed'),
      value: summary.completed,
      note: t('learners.figures.ofEnrolled', { percent: share(summary.completed, summary.enrolled) }),
    },
    {
      key: 'median',
      title: t('learners.figures.median'),
      value:
        summary.medianProgress === null
          ? t('learners.figures.noMedian')
          : t('learners.figures.percent', { value: summary.medianProgress }),
      note: null,
    },
  ];
  return (
    <section aria-label={t('learners.figures.label')}>
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small" role="group" aria-label={card.title}>
              <Statistic title={card.title} value={card.value} />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        size="small"
        title={t('learners.quizzes.title')}
        role="group"
        aria-label={t('learners.quizzes.title')}
        style={{ marginTop: 12 }}
      >
        {summary.quizzes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('learners.quizzes.none')} />
        ) : (
          <List
            size="small"
            dataSource={summary.quizzes}
            rowKey={(quiz) => quiz.quizId}
            renderItem={(quiz) => (
              <List.Item>
                <Typography.Text strong>{quiz.title}</Typography.Text>
                <Typography.Text>
                  {quiz.passRate === null
                    ? t('learners.quizzes.notAttempted')
                    : t('learners.quizzes.rate', {
                        rate: quiz.passRate,
                        passed: quiz.passed,
                        attempted: quiz.attempted,
                      })}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Card>
    </section>
  );
}
