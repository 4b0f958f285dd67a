import { errorMessage, request } from '@skillhub/shared/api-client';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { attachHls, type HlsController } from '@skillhub/shared/video/hls-attach';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { type PreviewLecture, previewParams, usePreviewUrl } from './use-preview-url.ts';

/** A streaming URL is renewed when this share of its life has passed, well before segments would be refused. */
const RENEW_AT = 0.7;

/**
 * The free preview's video: a native <video controls> (keyboard and screen readers come with it) that plays
 * the adaptive stream with the learner's HLS engine (hls.js, loaded only now) once transcoded, else the file.
 * Its token is renewed before it lapses; a failed playback asks once for a new URL and goes on where it was.
 */
export function PreviewPlayer({ lecture }: { lecture: PreviewLecture }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const source = usePreviewUrl(lecture);
  const playback = source.data;
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsController | null>(null);
  const retried = useRef(false);
  const resumeAt = useRef(-1);
  const [failed, setFailed] = useState(false);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);

  const restart = (at: number) => {
    if (retried.current) return setFailed(true);
    retried.current = true;
    resumeAt.current = at;
    hls.current?.destroy();
    hls.current = null;
    setRenewedUntil(null);
    void source.refetch();
  };

  useEffect(
    () => () => {
      hls.current?.destroy();
      hls.current = null;
    },
    [],
  );

  // An HLS URL: attach the stream once; a renewed URL only hands its token to the stream already playing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per URL; the callbacks read refs
  useEffect(() => {
    const element = video.current;
    if (playback?.type !== 'hls' || !element) return;
    if (hls.current) return hls.current.renew(playback.url);
    let cancelled = false;
    void attachHls(element, playback.url, resumeAt.current, {
      onLevels: () => {},
      onLevelSwitched: () => {},
      onFatal: () => restart(element.currentTime),
    }).then((controller) => {
      if (cancelled) return controller?.destroy();
      hls.current = controller;
    });
    return () => {
      cancelled = true;
    };
  }, [playback?.url]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per URL and per renewal
  useEffect(() => {
    if (playback?.type !== 'hls') return;
    const life = new Date(renewedUntil ?? playback.expiresAt).getTime() - Date.now();
    const timer = setTimeout(
      () => {
        if (!hls.current) return;
        void request(videoPlaybackEndpoints.preview, { params: previewParams(lecture) })
          .then(({ data }) => {
            if (data.type !== 'hls') return;
            hls.current?.renew(data.url);
            setRenewedUntil(data.expiresAt);
          })
          .catch(() => {});
      },
      Math.max(5000, life * RENEW_AT),
    );
    return () => clearTimeout(timer);
  }, [playback?.url, renewedUntil]);

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
  return (
    <Flex vertical gap="small">
      {/* biome-ignore lint/a11y/useMediaCaption: lecture videos are uploaded without caption tracks. */}
      <video
        ref={video}
        src={playback.type === 'hls' ? undefined : playback.url}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={t('preview.label', { title: lecture.title })}
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, display: 'block' }}
        onLoadedMetadata={(event) => {
          if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
          resumeAt.current = -1;
        }}
        onPlaying={() => {
          retried.current = false;
        }}
        onError={(event) => restart(event.currentTarget.currentTime)}
      />
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('preview.cannotPlay')}
          action={
            <Button
              onClick={() => {
                retried.current = false;
                setFailed(false);
                void source.refetch();
              }}
            >
              {common('actions.retry')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
