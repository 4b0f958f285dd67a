import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { formatDuration } from '@skillhub/shared/format';
import type { CourseContent } from '@skillhub/shared/schemas/course';
import { Collapse, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface CurriculumListProps {
  sections: CourseContent['sections'];
  currentLectureId: string | undefined;
  completed: ReadonlySet<string>;
  onSelect: (lectureId: string) => void;
}

/**
 * The course's sections as collapsible groups of lecture buttons: a tick on each completed one, the current
 * one highlighted and marked aria-current. Every lecture is a real button, so Tab and Enter reach it.
 */
export function CurriculumList({ sections, currentLectureId, completed, onSelect }: CurriculumListProps) {
  const { token } = theme.useToken();
  const { t } = useT();
  const currentSection = sections.find((s) => s.subSections.some((l) => l._id === currentLectureId))?._id;
  const [open, setOpen] = useState<string[]>(currentSection ? [currentSection] : sections.map((s) => s._id));

  // Moving to a lecture of a closed section opens that section, so the highlight stays in view.
  useEffect(() => {
    if (currentSection) setOpen((keys) => (keys.includes(currentSection) ? keys : [...keys, currentSection]));
  }, [currentSection]);

  return (
    <nav aria-label={t('player.courseContent')}>
      <Collapse
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
        items={sections.map((section, sectionIndex) => {
          const done = section.subSections.filter((l) => completed.has(l._id)).length;
          return {
            key: section._id,
            label: (
              <Flex vertical>
                <Typography.Text strong>
                  {t('player.curriculum.section', { number: sectionIndex + 1, title: section.title })}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('player.curriculum.completed', { done, count: section.subSections.length })}
                </Typography.Text>
              </Flex>
            ),
            styles: { body: { padding: 0 } },
            children: (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {section.subSections.map((lecture) => {
                  const current = lecture._id === currentLectureId;
                  const isDone = completed.has(lecture._id);
                  const duration = lecture.video?.durationSeconds;
                  return (
                    <li key={lecture._id}>
                      <button
                        type="button"
                        aria-current={current ? 'true' : undefined}
                        aria-label={
                          isDone ? t('player.curriculum.lectureDone', { title: lecture.title }) : lecture.title
                        }
                        onClick={() => onSelect(lecture._id)}
                        style={{
                          display: 'flex',
                          gap: 8,
                          alignItems: 'flex-start',
                          width: '100%',
                          padding: '10px 16px',
                          border: 0,
                          borderLeft: `3px solid ${current ? token.colorPrimary : 'transparent'}`,
                          background: current ? token.colorPrimaryBg : 'transparent',
                          color: token.colorText,
                          textAlign: 'left',
                          cursor: 'pointer',
                          font: 'inherit',
                        }}
                      >
                        {isDone ? (
                          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
                        ) : (
                          <PlayCircleOutlined aria-hidden style={{ color: token.colorTextTertiary, marginTop: 4 }} />
                        )}
                        <span style={{ flex: 1, minWidth: 0 }}>{lecture.title}</span>
                        {duration ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {formatDuration(duration)}
                          </Typography.Text>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ),
          };
        })}
      />
    </nav>
  );
}
