import { errorMessage, request } from '@skillhub/shared/api-client';
import { announcementEndpoints } from '@skillhub/shared/endpoints/announcements';
import { formatDate } from '@skillhub/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';

/** GET /course/announcement/{courseId}, newest first whatever order the server used. */
function useAnnouncements(courseId: string) {
  return useQuery({
    queryKey: ['course-announcements', courseId],
    queryFn: async ({ signal }) => {
      const data = (await request(announcementEndpoints.list, { params: { courseId }, signal })).data;
      return [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}

/** The course's announcements: plain text, line breaks kept, never interpreted as markup. */
export function AnnouncementsTab({ courseId }: { courseId: string }) {
  const announcements = useAnnouncements(courseId);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  if (announcements.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('player.announcements.failed')}
        description={errorMessage(announcements.error)}
        action={<Button onClick={() => announcements.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  }
  if (!announcements.data) return <Skeleton active aria-label={t('player.announcements.loading')} />;
  if (announcements.data.length === 0) return <Empty description={t('player.announcements.none')} />;
  return (
    <Flex vertical gap="middle" role="list" aria-label={t('player.tabs.announcements')}>
      {announcements.data.map((item) => (
        <Card key={item._id} size="small" role="listitem" title={item.title}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(item.createdAt)}
            {item.createdBy ? ` · ${item.createdBy.name}` : ''}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '8px 0 0' }}>
            {item.message}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}
