import { api, errorMessage, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { formatDate } from '@skillhub/shared/format';
import type { Announcement } from '@skillhub/shared/schemas/announcement';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';

/** GET /course/announcement/{courseId}, newest first whatever order the server used. */
function useAnnouncements(courseId: string) {
  return useQuery({
    queryKey: ['course-announcements', courseId],
    queryFn: async ({ signal }) => {
      const path = buildPath(apiPaths.announcements.byCourse, { courseId });
      const data = (await api.get<SuccessBody<Announcement[]>>(path, { signal })).data;
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
