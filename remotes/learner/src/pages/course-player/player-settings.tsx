import type { CaptionLanguage } from '@skillhub/shared/schemas/lecture-captions';
import type { QualityLevel } from '@skillhub/shared/video/hls-attach';
import { Flex, Select, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import { CAPTIONS_OFF, type CaptionChoice } from './use-caption-tracks.ts';

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
      {captionLanguages.length > 0 && onCaptions && (
        <Select
          size="small"
          aria-label={t('player.video.captions')}
          value={captionLanguages.includes(captions as CaptionLanguage) ? captions : CAPTIONS_OFF}
          onChange={(choice: CaptionChoice) => onCaptions(choice)}
          style={{ minWidth: 120 }}
          virtual={false}
          options={[
            { value: CAPTIONS_OFF, label: t('player.video.captionsOff') },
            ...captionLanguages.map((language) => ({
              value: language,
              label: t(`player.video.captionLanguages.${language}`),
            })),
          ]}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('player.video.shortcuts')}
      </Typography.Text>
    </Flex>
  );
}
