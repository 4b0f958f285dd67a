import { errorMessage } from '@skillhub/shared/api-client';
import { routeTo } from '@skillhub/shared/routes';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Alert, Button, Card, Divider, Empty, Flex, Spin, Tabs, Typography } from 'antd';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import type { LectureTarget } from './chunked-upload.ts';
import { LectureCaptionsDialog } from './lecture-captions-dialog.tsx';
import { LectureVideoRow } from './lecture-video-row.tsx';
import { OverviewDialog } from './overview-dialog.tsx';
import { useCourseContent } from './use-course-content.ts';
import { useRetryVideo, useVideoStates } from './use-video-states.ts';
import { VideoPreviewDialog } from './video-preview-dialog.tsx';
import { VideoProcessingStatus } from './video-processing-status.tsx';

interface OpenLecture {
  target: LectureTarget;
  title: string;
}

/**
 * Dashboard › Course Content: each lecture's video (upload in resumable chunks, preview) and overview,
 * grouped by section, and the course's announcements.
 */
export default function CourseContentPage() {
  const { courseId = '' } = useParams();
  const { canUpdate: canEdit } = useModuleAbilities('Courses', 'Courses');
  const content = useCourseContent(courseId);
  const notifier = useNotify();
  // The upload hooks keep the notifier in their callbacks' dependencies: it must not change identity.
  const notify = useMemo(() => ({ success: notifier.success, error: notifier.error }), [notifier]);
  const navigate = useNavigate();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const [preview, setPreview] = useState<OpenLecture | null>(null);
  const [overview, setOverview] = useState<OpenLecture | null>(null);
  const [captions, setCaptions] = useState<OpenLecture | null>(null);
  const videoStates = useVideoStates(courseId, content.isSuccess);
  const statesByLecture = useMemo(
    () => new Map((videoStates.data ?? []).map((state) => [state.subSectionId, state])),
    [videoStates.data],
  );
  const retryVideo = useRetryVideo(courseId);

  let videos: React.ReactNode;
  if (content.isPending) {
    videos = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('content.loading')} />
      </Flex>
    );
  } else if (content.isError) {
    videos = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(content.error, t('content.failed'))}
        action={<Button onClick={() => content.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else if (content.data.sections.length === 0) {
    videos = (
      <Empty description={t('content.noLectures')}>
        <Button type="primary" onClick={() => navigate(routeTo('courseCurriculum', { courseId }))}>
          {t('content.editCurriculum')}
        </Button>
      </Empty>
    );
  } else {
    videos = (
      <Flex vertical gap="middle">
        {content.data.sections.map((section, s) => (
          <Card
            key={section._id}
            size="small"
            title={
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t('content.section', { number: s + 1, title: section.title })}
              </Typography.Title>
            }
          >
            {section.subSections.map((lecture, l) => {
              const target = { courseId, sectionId: section._id, subSectionId: lecture._id };
              const processing = lecture.video ? statesByLecture.get(lecture._id) : undefined;
              return (
                <Fragment key={lecture._id}>
                  {l > 0 && <Divider style={{ margin: 0 }} />}
                  <LectureVideoRow
                    target={target}
                    lecture={lecture}
                    position={`${s + 1}.${l + 1}`}
                    courseTitle={content.data.title}
                    canEdit={canEdit}
                    notify={notify}
                    onPreview={() => setPreview({ target, title: lecture.title })}
                    onOverview={() => setOverview({ target, title: lecture.title })}
                    onCaptions={() => setCaptions({ target, title: lecture.title })}
                    processing={
                      processing && (
                        <VideoProcessingStatus
                          state={processing}
                          title={lecture.title}
                          canRetry={canEdit}
                          retrying={retryVideo.isPending && retryVideo.variables?.subSectionId === lecture._id}
                          onRetry={() =>
                            retryVideo.mutate(target, {
                              onSuccess: () => notify.success(t('content.processing.retried')),
                              onError: (error) => notify.error(errorMessage(error)),
                            })
                          }
                        />
                      )
                    }
                  />
                </Fragment>
              );
            })}
          </Card>
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1080 }}>
      <PageHeader
        title={t('content.title')}
        description={content.data?.title}
        actions={
          <>
            <Button onClick={() => navigate(routeTo('courseList'))}>{t('content.courses')}</Button>
            <Button onClick={() => navigate(routeTo('courseCurriculum', { courseId }))}>
              {t('content.editCurriculum')}
            </Button>
          </>
        }
      />
      <Tabs
        items={[
          { key: 'videos', label: t('content.tabs.lectures'), children: videos },
          {
            key: 'announcements',
            label: t('content.tabs.announcements'),
            children: <AnnouncementsPanel courseId={courseId} />,
          },
        ]}
      />
      <VideoPreviewDialog
        target={preview?.target ?? null}
        title={preview?.title ?? ''}
        onClose={() => setPreview(null)}
      />
      {captions && (
        <LectureCaptionsDialog
          target={captions.target}
          title={captions.title}
          canEdit={canEdit}
          notify={notify}
          onClose={() => setCaptions(null)}
        />
      )}
      {overview && (
        <OverviewDialog
          open
          target={overview.target}
          lectureTitle={overview.title}
          canEdit={canEdit}
          onClose={() => setOverview(null)}
        />
      )}
    </Flex>
  );
}
