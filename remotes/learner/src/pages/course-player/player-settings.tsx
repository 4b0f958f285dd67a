import type { CaptionLanguage } from '@skillhub/shared/schemas/lecture-captions';
import { CaptionsMenu } from '@skillhub/shared/ui/captions-menu';
import type { QualityLevel } from '@skillhub/shared/video/hls-attach';
import { CAPTIONS_OFF, type CaptionChoice } from '@skillhub/shared/video/use-caption-choice';
import { Flex, Select, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** The quality menu's value for letting the measured bandwidth choose. */
export const AUTO_QUALITY = -1;

export interface PlayerSettingsProps {
  /** Empty for a video that plays as one file (or natively): no quality menu then. */
  levels: QualityLevel[];
  quality: number;
  /** The level playing now, shown beside Auto. */
  playingLevel: number;
  onQuality: (index: number) => void;
  speed: number;
  onSpeed: (speed: number) => void;
  /** The languages this lecture has captions in; no Captions menu when none. */
  captionLanguages?: CaptionLanguage[];
  captions?: CaptionChoice;
  onCaptions?: (choice: CaptionChoice) => void;
}

/**
 * Quality (Auto and each rendition), speed and captions (Off and each language) menus under the video, with the
 * keyboard shortcuts spelled out.
 */
export function PlayerSettings({
  levels,
  quality,
  playingLevel,
  onQuality,
  speed,
  onSpeed,
  captionLanguages = [],
  captions = CAPTIONS_OFF,
  onCaptions,
}: PlayerSettingsProps) {
  const { t } = useT();
  const playing = levels.find((level) => level.index === playingLevel);
  const qualities = [...levels].sort((a, b) => b.height - a.height);
  return (
    <Flex gap="small" wrap align="center">
      {levels.length > 0 && (
        <Select
          size="small"
          aria-label={t('player.video.quality')}
          value={quality}
          onChange={(index: number) => onQuality(index)}
          style={{ minWidth: 130 }}
          virtual={false}
          options={[
            {
              value: AUTO_QUALITY,
              label: playing ? t('player.video.autoAt', { height: playing.height }) : t('player.video.auto'),
            },
            ...qualities.map((level) => ({ value: level.index, label: `${level.height}p` })),
          ]}
        />
      )}
      <Select
        size="small"
        aria-label={t('player.video.speed')}
        value={speed}
        onChange={(value: number) => onSpeed(value)}
        style={{ minWidth: 90 }}
        virtual={false}
        options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
      />
      {onCaptions && <CaptionsMenu languages={captionLanguages} value={captions} onChange={onCaptions} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('player.video.shortcuts')}
      </Typography.Text>
    </Flex>
  );
}
