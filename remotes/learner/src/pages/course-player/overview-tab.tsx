import { ApiError, errorMessage, request } from '@skillhub/shared/api-client';
import { overviewEndpoints } from '@skillhub/shared/endpoints/overviews';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import type { LectureRef } from './use-course-player.ts';

/** GET /course/overview/{courseId}/{sectionId}/{subSectionId}: null (or a 404) when the lecture has none. */
function useOverview(ref: LectureRef) {
  return useQuery({
    queryKey: ['lecture-overview', ref.courseId, ref.sectionId, ref.subSectionId],
    queryFn: async ({ signal }) => {
      try {
        return (await request(overviewEndpoints.get, { params: { ...ref }, signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The lecture's overview as the instructor wrote it. */
export function OverviewTab({ lectureRef }: { lectureRef: LectureRef }) {
  const overview = useOverview(lectureRef);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  if (overview.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('player.overview.failed')}
        description={errorMessage(overview.error)}
        action={<Button onClick={() => overview.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  }
  if (overview.data === undefined) return <Skeleton active aria-label={t('player.overview.loading')} />;
  if (overview.data === null) return <Empty description={t('player.overview.none')} />;
  return (
    <div
      className="lecture-overview"
      style={{ overflowWrap: 'anywhere', lineHeight: 1.6 }}
      // The server sanitises overviews with an allow-list before storing them (overviews module).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from our own server
      dangerouslySetInnerHTML={{ __html: overview.data.overview }}
    />
  );
}
