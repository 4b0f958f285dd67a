import { errorMessage, request } from '@skillhub/shared/api-client';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { CaptionsMenu, CaptionTrackList } from '@skillhub/shared/ui/captions-menu';
import { SeekBar } from '@skillhub/shared/ui/video-seek-bar';
import { CUE_CLASS, CUE_STYLE, useCaptionChoice } from '@skillhub/shared/video/use-caption-choice';
import { useHlsPlayback } from '@skillhub/shared/video/use-hls-playback';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { usePreviewCaptionTracks } from './use-preview-caption-tracks.ts';
import { type PreviewLecture, previewParams, usePreviewUrl } from './use-preview-url.ts';

/**
 * The free preview's video: a native <video controls> (keyboard and screen readers come with it) that plays
 * the adaptive stream with the learner's HLS engine (hls.js, loaded only now) once transcoded, else the file,
 * with the learner's seek-bar thumbnails and captions menu. Its token is renewed before it lapses; a failed
 * playback asks once for a new URL and goes on where it was.
 */
export function PreviewPlayer({ lecture }: { lecture: PreviewLecture }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const source = usePreviewUrl(lecture);
  const captionTracks = usePreviewCaptionTracks(lecture);
  const playback = source.data;
  const video = useRef<HTMLVideoElement>(null);
  const stream = useHlsPlayback({
    videoRef: video,
    playback,
    renewUrl: async () => (await request(videoPlaybackEndpoints.preview, { params: previewParams(lecture) })).data,
    reload: () => void source.refetch(),
    startAt: 0,
    resetKey: lecture.subSectionId,
  });
  const captions = useCaptionChoice(
    video,
    captionTracks.data,
    () => void captionTracks.refetch(),
    `${lecture.subSectionId} ${playback?.url}`,
  );

  if (source.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('preview.failed')}
        description={errorMessage(source.error)}
        action={<Button onClick={() => source.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  }
  if (!playback) {
    return (
      <Skeleton.Node
        active
        aria-label={t('preview.loading')}
        style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
    );
  }
  // Captions that cannot be listed leave the video playing without them.
  const tracks = captionTracks.data?.tracks ?? [];
  return (
    <Flex vertical gap="small">
      <style>{CUE_STYLE}</style>
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks are staff's uploads; many previews have none. */}
      <video
        ref={video}
        className={CUE_CLASS}
        src={playback.type === 'hls' ? undefined : playback.url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={t('preview.label', { title: lecture.title })}
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, display: 'block' }}
        onLoadedMetadata={(event) => {
          const at = stream.takeResumeAt();
          if (at && at > 0) event.currentTarget.currentTime = at;
        }}
        onPlaying={stream.playing}
        onError={stream.restart}
      >
        <CaptionTrackList tracks={tracks} choice={captions.choice} />
      </video>
      <SeekBar
        videoRef={video}
        mediaKey={`${lecture.subSectionId} ${playback.url}`}
        thumbnailsUrl={playback.thumbnailsUrl}
      />
      {tracks.length > 0 && (
        // A row of its own, so the menu keeps its width instead of stretching across the dialog.
        <Flex>
          <CaptionsMenu
            languages={tracks.map((track) => track.language)}
            value={captions.choice}
            onChange={captions.choose}
          />
        </Flex>
      )}
      {stream.failed && (
        <Alert
          type="error"
          showIcon
          title={t('preview.cannotPlay')}
          action={<Button onClick={stream.retry}>{common('actions.retry')}</Button>}
        />
      )}
    </Flex>
  );
}
