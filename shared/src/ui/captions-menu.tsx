import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptionLanguage, CaptionTracks } from '../schemas/lecture-captions.ts';
import { CAPTIONS_OFF, type CaptionChoice } from '../video/use-caption-choice.ts';

export interface CaptionsMenuProps {
  /** The languages the video has captions in; nothing is shown when none. */
  languages: CaptionLanguage[];
  value: CaptionChoice;
  onChange: (choice: CaptionChoice) => void;
}

/** A video player's captions menu: Off and each language the video has captions in (a labelled native-like list). */
export function CaptionsMenu({ languages, value, onChange }: CaptionsMenuProps) {
  const { t } = useTranslation('common');
  if (languages.length === 0) return null;
  return (
    <Select
      size="small"
      aria-label={t('video.captions')}
      value={languages.includes(value as CaptionLanguage) ? value : CAPTIONS_OFF}
      onChange={(choice: CaptionChoice) => onChange(choice)}
      style={{ minWidth: 120 }}
      virtual={false}
      options={[
        { value: CAPTIONS_OFF, label: t('video.captionsOff') },
        ...languages.map((language) => ({ value: language, label: t(`video.captionLanguages.${language}`) })),
      ]}
    />
  );
}

/** A video's <track> elements, one per caption language, the chosen one shown (named as the menu names them). */
export function CaptionTrackList({ tracks, choice }: { tracks: CaptionTracks['tracks']; choice: CaptionChoice }) {
  const { t } = useTranslation('common');
  return tracks.map((track) => (
    <track
      key={track.language}
      kind="captions"
      srcLang={track.language}
      label={t(`video.captionLanguages.${track.language}`)}
      src={track.url}
      default={track.language === choice}
    />
  ));
}
