import { ArrowLeftOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import type { Note } from '@skillhub/shared/schemas/note';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useMediaQuery } from '@skillhub/shared/ui/use-media-query';
import { Alert, Button, Empty, Flex, Progress, Result, Skeleton, Typography, theme } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { CurriculumList } from './curriculum-list.tsx';
import { LectureVideo } from './lecture-video.tsx';
import { PlayerTabs } from './player-tabs.tsx';
import { QuizPanel } from './quiz-panel.tsx';
import { useCourseOutline, useLectures, useSaveProgress } from './use-course-player.ts';

/** Below this width the player stacks: video, then tabs, the curriculum being one of them. */
const DESKTOP_QUERY = '(min-width: 768px)';

/** /course/{slug}/learn/{courseId}: the course player with its curriculum, progress and the tabs. */
export default function CoursePlayerPage() {
  const { courseId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { token } = theme.useToken();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // One request: the sections with their locks, the quizzes with the learner's standing, and the progress.
  const outline = useCourseOutline(courseId);
  const progress = outline.data?.progress;
  const quizzes = outline.data?.quizzes;
  const saveProgress = useSaveProgress(courseId);
  const lectures = useLectures(outline.data);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [seek, setSeek] = useState<{ lectureId: string; seconds: number } | null>(null);
  const [autoPlay, setAutoPlay] = useState(false);
  const [marking, setMarking] = useState(false);

  // The lecture in the URL (so a reload keeps it), else the one watched last, else the first; a locked
  // section's lectures are none of these (the list holds only the ones the learner can play).
  const requested = searchParams.get('lecture');
  const lecture = useMemo(() => {
    const find = (id: string | null | undefined) => (id ? lectures.find((l) => l._id === id) : undefined);
    return find(requested) ?? find(progress?.lastLectureId) ?? lectures[0];
  }, [lectures, requested, progress?.lastLectureId]);
  const next = lecture ? lectures[lecture.index + 1] : undefined;
  const requestedQuiz = searchParams.get('quiz');
  const lockedSections = useMemo(
    () => new Set(outline.data?.sections.filter((s) => s.locked).map((s) => s._id)),
    [outline.data],
  );
  const quiz = requestedQuiz
    ? quizzes?.find((q) => q._id === requestedQuiz && !lockedSections.has(q.sectionId))
    : undefined;

  const completed = useMemo(
    () => new Set((progress?.lectures ?? []).filter((l) => l.completed).map((l) => l.lectureId)),
    [progress],
  );

  useEffect(() => {
    if (outline.data) document.title = `${outline.data.title} | ${COMPANY.name}`;
  }, [outline.data]);

  const select = useCallback(
    (lectureId: string, options: { autoPlay?: boolean } = {}) => {
      setAutoPlay(options.autoPlay ?? false);
      setCurrentSeconds(0);
      // A history entry per lecture: Back returns to the previous one, a reload keeps this one.
      setSearchParams((params) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('lecture', lectureId);
        nextParams.delete('quiz');
        return nextParams;
      });
    },
    [setSearchParams],
  );

  const selectQuiz = useCallback(
    (quizId: string) => {
      // The lecture stays in the URL: leaving the quiz goes back to it.
      setSearchParams((params) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('quiz', quizId);
        return nextParams;
      });
    },
    [setSearchParams],
  );

  const onNext = useCallback(() => {
    if (next) select(next._id, { autoPlay: true });
  }, [next, select]);

  const jump = (note: Note) => {
    if (lecture && note.subSectionId === lecture._id && videoRef.current) {
      videoRef.current.currentTime = note.videoTimeSeconds;
      setCurrentSeconds(Math.floor(note.videoTimeSeconds));
      void videoRef.current.play?.()?.catch(() => {});
      return;
    }
    setSeek({ lectureId: note.subSectionId, seconds: note.videoTimeSeconds });
    select(note.subSectionId, { autoPlay: true });
  };

  const frame = (children: ReactNode) => (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '16px', width: '100%', boxSizing: 'border-box' }}>
      {children}
    </div>
  );

  if (outline.isError) {
    const status = outline.error instanceof ApiError ? outline.error.status : null;
    if (status === 403 || status === 404) {
      return frame(
        <Result
          status={status === 403 ? '403' : '404'}
          title={errorMessage(outline.error, status === 403 ? t('player.notEnrolled') : t('player.courseNotFound'))}
          extra={
            <Flex gap="small" justify="center" wrap>
              {status === 403 && (
                <Link to={routeTo('coursePayment', { courseId })}>
                  <Button type="primary">{t('player.enrol')}</Button>
                </Link>
              )}
              <Link to={routeTo('myCourses')}>
                <Button>{t('player.myCourses')}</Button>
              </Link>
            </Flex>
          }
        />,
      );
    }
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('player.failed')}
        description={errorMessage(outline.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => outline.refetch()}>
            {common('actions.retry')}
          </Button>
        }
      />,
    );
  }
  if (!outline.data) return frame(<Skeleton active paragraph={{ rows: 10 }} aria-label={t('player.loading')} />);

  const course = outline.data;
  const percent = progress?.percent ?? 0;
  const header = (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Link to={routeTo('myCourses')}>
        <ArrowLeftOutlined aria-hidden /> {t('player.myCourses')}
      </Link>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {course.title}
        </Typography.Title>
        <Flex align="center" gap="small" style={{ minWidth: 220 }}>
          <Progress
            percent={percent}
            size="small"
            showInfo={false}
            aria-label={t('player.progress')}
            style={{ flex: 1, margin: 0 }}
          />
          <Typography.Text>{t('player.percentComplete', { percent })}</Typography.Text>
          {quizzes && quizzes.length > 0 && (
            <Typography.Text type="secondary">
              {t('player.quizzesPassed', {
                passed: quizzes.filter((q) => q.passed).length,
                count: quizzes.length,
              })}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Flex>
  );

  if (!lecture) {
    // Every section locked: the outline still says when each opens.
    const allLocked = course.sections.length > 0;
    return frame(
      <>
        {header}
        <Empty description={allLocked ? t('player.noOpenLectures') : t('player.noLectures')} />
        {allLocked && (
          <CurriculumList
            sections={course.sections}
            currentLectureId={undefined}
            completed={completed}
            onSelect={select}
            quizzes={quizzes}
          />
        )}
      </>,
    );
  }

  const lectureRef = { courseId, sectionId: lecture.sectionId, subSectionId: lecture._id };
  const saved = progress?.lectures.find((l) => l.lectureId === lecture._id);
  const startAt = seek?.lectureId === lecture._id ? seek.seconds : (saved?.positionSeconds ?? 0);
  const isDone = completed.has(lecture._id);

  const onSave = (positionSeconds: number) => {
    saveProgress(lecture, { positionSeconds }).catch(() => {
      // A missed save only costs a few seconds of resume position; the next one carries it.
    });
  };

  const toggleComplete = async () => {
    setMarking(true);
    try {
      const position = videoRef.current?.currentTime ?? saved?.positionSeconds ?? 0;
      await saveProgress(lecture, { positionSeconds: position, completed: !isDone });
      notify.success(isDone ? t('player.markedIncomplete') : t('player.markedComplete'));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setMarking(false);
    }
  };

  const curriculum = (
    <CurriculumList
      sections={course.sections}
      currentLectureId={lecture._id}
      completed={completed}
      onSelect={(id) => {
        setSeek(null);
        select(id);
      }}
      quizzes={quizzes}
      currentQuizId={quiz?._id}
      onSelectQuiz={selectQuiz}
    />
  );

  const main = quiz ? (
    <Flex vertical gap="middle" style={{ minWidth: 0, flex: 1 }}>
      <QuizPanel key={quiz._id} courseId={courseId} quiz={quiz} />
      {desktop ? null : curriculum}
    </Flex>
  ) : (
    <Flex vertical gap="middle" style={{ minWidth: 0, flex: 1 }}>
      <LectureVideo
        courseId={courseId}
        lecture={lecture}
        startAt={startAt}
        autoPlay={autoPlay}
        videoRef={videoRef}
        onTime={setCurrentSeconds}
        onSave={onSave}
        next={next}
        onNext={onNext}
      />
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {lecture.sectionTitle}
          </Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {lecture.title}
          </Typography.Title>
        </Flex>
        <Button icon={isDone ? undefined : <CheckOutlined aria-hidden />} loading={marking} onClick={toggleComplete}>
          {isDone ? t('player.markIncomplete') : t('player.markComplete')}
        </Button>
      </Flex>
      <PlayerTabs
        lectureRef={lectureRef}
        currentSeconds={currentSeconds}
        onJump={jump}
        curriculum={desktop ? undefined : curriculum}
      />
    </Flex>
  );

  return frame(
    <>
      {header}
      {desktop ? (
        <Flex gap="large" align="flex-start">
          {main}
          <aside
            style={{
              width: 360,
              flexShrink: 0,
              position: 'sticky',
              top: 16,
              maxHeight: 'calc(100vh - 32px)',
              overflowY: 'auto',
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0, padding: '12px 16px' }}>
              {t('player.courseContent')}
            </Typography.Title>
            {curriculum}
          </aside>
        </Flex>
      ) : (
        main
      )}
    </>,
  );
}
