import { CheckCircleFilled, FormOutlined, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { formatDuration, formatIndiaDateTime } from '@skillhub/shared/format';
import type { OutlineSection } from '@skillhub/shared/schemas/course-outline';
import type { LearnerQuiz } from '@skillhub/shared/schemas/quiz';
import { Collapse, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface CurriculumListProps {
  sections: OutlineSection[];
  currentLectureId: string | undefined;
  completed: ReadonlySet<string>;
  onSelect: (lectureId: string) => void;
  /** The course's quizzes, each shown after the lectures it follows in its section. */
  quizzes?: LearnerQuiz[];
  currentQuizId?: string;
  onSelectQuiz?: (quizId: string) => void;
}

type Lecture = OutlineSection['subSections'][number];
type Item = { kind: 'lecture'; lecture: Lecture } | { kind: 'quiz'; quiz: LearnerQuiz };

/** A section's lectures with its quizzes put in their places (a place past the last lecture is the end). */
export function sectionItems(lectures: Lecture[], quizzes: LearnerQuiz[]): Item[] {
  const items: Item[] = [];
  const at = (place: number) => quizzes.filter((q) => Math.min(q.afterLectures, lectures.length) === place);
  for (const quiz of at(0)) items.push({ kind: 'quiz', quiz });
  lectures.forEach((lecture, i) => {
    items.push({ kind: 'lecture', lecture });
    for (const quiz of at(i + 1)) items.push({ kind: 'quiz', quiz });
  });
  return items;
}

/**
 * The course's sections as collapsible groups of lecture buttons: a tick on each completed one, the current
 * one highlighted and marked aria-current. Every lecture is a real button, so Tab and Enter reach it. A
 * section still locked by its release schedule shows a lock and when it opens; its lectures and quizzes are
 * listed, not buttons.
 */
export function CurriculumList({
  sections,
  currentLectureId,
  completed,
  onSelect,
  quizzes = [],
  currentQuizId,
  onSelectQuiz,
}: CurriculumListProps) {
  const { token } = theme.useToken();
  const { t } = useT();
  const currentSection =
    quizzes.find((q) => q._id === currentQuizId)?.sectionId ??
    sections.find((s) => s.subSections.some((l) => l._id === currentLectureId))?._id;
  const [open, setOpen] = useState<string[]>(
    currentSection ? [currentSection] : sections.filter((s) => !s.locked).map((s) => s._id),
  );

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
          const sectionQuizzes = quizzes.filter((q) => q.sectionId === section._id);
          const opensOn = t('player.curriculum.opensOn', { when: formatIndiaDateTime(section.opensAt) });
          return {
            key: section._id,
            label: (
              <Flex vertical>
                <Typography.Text strong>
                  {section.locked && (
                    <LockOutlined role="img" aria-label={t('player.curriculum.locked')} style={{ marginRight: 6 }} />
                  )}
                  {t('player.curriculum.section', { number: sectionIndex + 1, title: section.title })}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {section.locked
                    ? opensOn
                    : t('player.curriculum.completed', { done, count: section.subSections.length })}
                </Typography.Text>
              </Flex>
            ),
            styles: { body: { padding: 0 } },
            children: section.locked ? (
              <LockedItems lectures={section.subSections} quizzes={sectionQuizzes} />
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {sectionItems(section.subSections, sectionQuizzes).map((item) => {
                  if (item.kind === 'quiz') {
                    return (
                      <QuizRow
                        key={item.quiz._id}
                        quiz={item.quiz}
                        current={item.quiz._id === currentQuizId}
                        onSelect={() => onSelectQuiz?.(item.quiz._id)}
                      />
                    );
                  }
                  const { lecture } = item;
                  const current = !currentQuizId && lecture._id === currentLectureId;
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

/** A locked section's lectures and quizzes: titles with a lock, not buttons (the header says when it opens). */
function LockedItems({ lectures, quizzes }: { lectures: Lecture[]; quizzes: LearnerQuiz[] }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '10px 16px 0', fontSize: 13 }}>
        {t('player.curriculum.lockedNote')}
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', margin: 0, padding: '4px 0' }}>
        {sectionItems(lectures, quizzes).map((item) => {
          const title =
            item.kind === 'quiz' ? t('player.curriculum.quizTitle', { title: item.quiz.title }) : item.lecture.title;
          return (
            <li
              key={item.kind === 'quiz' ? item.quiz._id : item.lecture._id}
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'flex-start',
                padding: '8px 16px',
                color: token.colorTextTertiary,
              }}
            >
              <LockOutlined role="img" aria-label={t('player.curriculum.locked')} style={{ marginTop: 4 }} />
              <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A quiz of the outline: a button like a lecture's, with the learner's best score and a tick once passed. */
function QuizRow({ quiz, current, onSelect }: { quiz: LearnerQuiz; current: boolean; onSelect: () => void }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const standing =
    quiz.bestPercent === null
      ? t('player.curriculum.quizQuestions', { count: quiz.questionCount })
      : quiz.passed
        ? t('player.curriculum.quizPassed', { percent: quiz.bestPercent })
        : t('player.curriculum.quizBest', { percent: quiz.bestPercent });
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        aria-label={t('player.curriculum.quiz', { title: quiz.title, standing })}
        onClick={onSelect}
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
        {quiz.passed ? (
          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
        ) : (
          <FormOutlined aria-hidden style={{ color: token.colorTextTertiary, marginTop: 4 }} />
        )}
        <span style={{ flex: 1, minWidth: 0 }}>{quiz.title}</span>
        <Typography.Text type={quiz.passed ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
          {standing}
        </Typography.Text>
      </button>
    </li>
  );
}
