import { PlayCircleOutlined } from '@ant-design/icons';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { Collapse, Flex, Typography } from 'antd';

const lecturesWord = (n: number) => `${n} ${n === 1 ? 'lecture' : 'lectures'}`;

/** "12 min" / "1 h 5 min": the length of a lecture's video when the server knows it. */
export function formatVideoLength(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The course's sections and lecture titles: what a visitor gets, not the videos themselves. */
export function CurriculumOutline({ sections }: { sections: PublicCourse['sections'] }) {
  const lectures = sections.reduce((sum, section) => sum + section.subSections.length, 0);
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        {sections.length} {sections.length === 1 ? 'section' : 'sections'} · {lecturesWord(lectures)}
      </Typography.Text>
      <Collapse
        items={sections.map((section) => ({
          key: section._id,
          label: (
            <Flex justify="space-between" gap="small" wrap>
              <Typography.Text strong>{section.title}</Typography.Text>
              <Typography.Text type="secondary">{lecturesWord(section.subSections.length)}</Typography.Text>
            </Flex>
          ),
          children: (
            <Flex vertical gap="small">
              {section.description && (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {section.description}
                </Typography.Paragraph>
              )}
              <ol aria-label={`Lectures of ${section.title}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {section.subSections.map((lecture) => (
                  <li key={lecture._id} style={{ padding: '6px 0' }}>
                    <Flex gap="small" align="center" justify="space-between">
                      <Flex gap="small" align="center">
                        <PlayCircleOutlined aria-hidden />
                        <span>{lecture.title}</span>
                      </Flex>
                      {lecture.videoDurationSeconds ? (
                        <Typography.Text type="secondary">
                          {formatVideoLength(lecture.videoDurationSeconds)}
                        </Typography.Text>
                      ) : null}
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
