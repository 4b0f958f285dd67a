import type { Note } from '@skillhub/shared/schemas/note';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { AnnouncementsTab } from './announcements-tab.tsx';
import { NotesTab } from './notes-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { QnaTab } from './qna-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';
import type { LectureRef } from './use-course-player.ts';

export interface PlayerTabsProps {
  lectureRef: LectureRef;
  currentSeconds: number;
  onJump: (note: Note) => void;
  /** the curriculum, as a first tab on a phone */
  curriculum?: ReactNode;
}

/** The tabs under the video (antd Tabs: arrow keys move between them). Each tab loads when first opened. */
export function PlayerTabs({ lectureRef, currentSeconds, onJump, curriculum }: PlayerTabsProps) {
  const { t } = useT();
  const items = [
    ...(curriculum ? [{ key: 'content', label: t('player.courseContent'), children: curriculum }] : []),
    {
      key: 'overview',
      label: t('player.tabs.overview'),
      children: <OverviewTab key={lectureRef.subSectionId} lectureRef={lectureRef} />,
    },
    {
      key: 'notes',
      label: t('player.tabs.notes'),
      children: <NotesTab lectureRef={lectureRef} currentSeconds={currentSeconds} onJump={onJump} />,
    },
    { key: 'qna', label: t('player.tabs.qna'), children: <QnaTab lectureRef={lectureRef} /> },
    {
      key: 'announcements',
      label: t('player.tabs.announcements'),
      children: <AnnouncementsTab courseId={lectureRef.courseId} />,
    },
    { key: 'reviews', label: t('player.tabs.reviews'), children: <ReviewsTab courseId={lectureRef.courseId} /> },
  ];
  return <Tabs defaultActiveKey={curriculum ? 'content' : 'overview'} items={items} destroyOnHidden={false} />;
}
