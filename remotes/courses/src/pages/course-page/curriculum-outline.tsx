import { PlayCircleOutlined } from '@ant-design/icons';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { Button, Collapse, Flex, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import type { PreviewLecture } from './use-preview-url.ts';

/** "12 min" / "1 h 5 min": the length of a lecture's video when the server knows it, in the page's language. */
export function formatVideoLength(seconds: number, t: ReturnType<typeof useT>['t']): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours ? t('outline.hoursMinutes', { hours, minutes: minutes % 60 }) : t('outline.minutes', { minutes });
}

/**
 * The course's sections and lecture titles: what a visitor gets, not the videos themselves, except the free
 * previews, which anyone may play (`onPreview`). The sections holding one start open, so visitors see them;
 * this follows from the course alone, so the server's render and the browser's agree.
 */
export function CurriculumOutline({
  courseId,
  sections,
  onPreview,
}: {
  courseId: string;
  sections: PublicCourse['sections'];
  onPreview: (lecture: PreviewLecture) => void;
}) {
  const lectures = sections.reduce((sum, section) => sum + section.subSections.length, 0);
  const { t } = useT();
  const playable = (lecture: PublicCourse['sections'][number]['subSections'][number]) =>
    lecture.freePreview && lecture.hasVideo;
  const withPreview = sections.filter((section) => section.subSections.some(playable)).map((s) => s._id);
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        {t('outline.sections', { count: sections.length })} · {t('card.lectures', { count: lectures })}
      </Typography.Text>
      <Collapse
        defaultActiveKey={withPreview}
        items={sections.map((section) => ({
          key: section._id,
          label: (
            <Flex justify="space-between" gap="small" wrap>
              <Typography.Text strong>{section.title}</Typography.Text>
              <Typography.Text type="secondary">
                {t('card.lectures', { count: section.subSections.length })}
              </Typography.Text>
            </Flex>
          ),
          children: (
            <Flex vertical gap="small">
              {section.description && (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {section.description}
                </Typography.Paragraph>
              )}
              <ol
                aria-label={t('outline.lecturesOf', { section: section.title })}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {section.subSections.map((lecture) => (
                  <li key={lecture._id} style={{ padding: '6px 0' }}>
                    <Flex gap="small" align="center" justify="space-between">
                      <Flex gap="small" align="center" style={{ minWidth: 0 }}>
                        <PlayCircleOutlined aria-hidden />
                        <span>{lecture.title}</span>
                      </Flex>
                      <Flex gap="small" align="center" style={{ flexShrink: 0 }}>
                        {playable(lecture) && (
                          <Button
                            size="small"
                            type="link"
                            aria-label={t('outline.previewNamed', { title: lecture.title })}
                            onClick={() =>
                              onPreview({
                                courseId,
                                sectionId: section._id,
                                subSectionId: lecture._id,
                                title: lecture.title,
                              })
                            }
                          >
                            {t('outline.preview')}
                          </Button>
                        )}
                        {lecture.videoDurationSeconds ? (
                          <Typography.Text type="secondary">
                            {formatVideoLength(lecture.videoDurationSeconds, t)}
                          </Typography.Text>
                        ) : null}
                      </Flex>
                    </Flex>
                  </li>
                ))}
              </ol>
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}
