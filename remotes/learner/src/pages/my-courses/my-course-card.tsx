import { DownloadOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { MyCourse } from '@skillhub/shared/schemas/my-courses';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useInvoiceDownload, useReceiptDownload } from '../../enrollments/order-downloads.ts';
import { useT } from '../../i18n/index.ts';
import { StatusTag } from '../../ui/status-tag.tsx';
import { RefundList } from './refund-list.tsx';

function AccessLine({ item }: { item: MyCourse }) {
  const navigate = useNavigate();
  const { t } = useT();
  if (item.expired) {
    return (
      <Flex align="center" gap="small" wrap>
        <StatusTag tone="error">
          {item.expiresAt
            ? t('myCourses.expiredOn', { date: formatDate(item.expiresAt) })
            : t('myCourses.expiredEarlier')}
        </StatusTag>
        <Button size="small" onClick={() => navigate(routeTo('coursePayment', { courseId: item.course._id }))}>
          {t('myCourses.renew')}
        </Button>
      </Flex>
    );
  }
  return (
    <Typography.Text type="secondary">
      {item.expiresAt ? t('myCourses.accessUntil', { date: formatDate(item.expiresAt) }) : t('myCourses.lifetime')}
    </Typography.Text>
  );
}

/** One enrolled course: where the learner is, what comes next, and how long access lasts. */
export function MyCourseCard({ item }: { item: MyCourse }) {
  const { downloading, download: receipt } = useReceiptDownload();
  const invoice = useInvoiceDownload();
  const { t } = useT();
  // A thumbnail that fails to load leaves the card without a cover rather than with a broken image.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const { course } = item;
  const resume = routeTo('coursePlayer', { slug: course.slug, courseId: course._id, lecture: item.lastLecture?._id });

  return (
    <Card
      role="article"
      aria-label={course.title}
      styles={{ body: { padding: 16 } }}
      cover={
        course.thumbnail && !thumbnailFailed ? (
          <img
            src={course.thumbnail}
            alt=""
            onError={() => setThumbnailFailed(true)}
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : undefined
      }
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{course.category.name}</Typography.Text>
        <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
          {item.expired ? course.title : <Link to={resume}>{course.title}</Link>}
        </Typography.Title>
        <Progress
          percent={item.progressPercent}
          size="small"
          aria-label={t('myCourses.progress', { title: course.title })}
        />
        <Typography.Text type="secondary">
          {t('myCourses.lecturesDone', { done: item.completedLectures, count: course.lecturesCount })}
        </Typography.Text>
        {!item.expired && (
          <Link to={resume}>
            <PlayCircleOutlined aria-hidden />{' '}
            {item.lastLecture ? t('myCourses.continue', { lecture: item.lastLecture.title }) : t('myCourses.start')}
          </Link>
        )}
        <AccessLine item={item} />
        <RefundList refunds={item.refunds} />
        {item.orderId && (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, alignSelf: 'flex-start' }}
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => item.orderId && receipt(item.orderId)}
          >
            {t('myCourses.receipt')}
          </Button>
        )}
        {item.orderId && item.invoiceNumber && (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, alignSelf: 'flex-start' }}
            icon={<FileTextOutlined aria-hidden />}
            loading={invoice.downloading}
            aria-label={t('myCourses.invoiceLabel', { number: item.invoiceNumber })}
            onClick={() => item.orderId && invoice.download(item.orderId)}
          >
            {t('myCourses.invoice')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
