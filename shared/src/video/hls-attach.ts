/// <reference path="./hls-light.d.ts" />
/** One quality of an HLS stream, as the quality menu lists it. */
export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

export interface HlsCallbacks {
  onLevels: (levels: QualityLevel[]) => void;
  /** The level playing now (also while on Auto). */
  onLevelSwitched: (index: number) => void;
  /** Playback cannot go on with this URL (lapsed, refused, network gone): ask for a new one and attach again. */
  onFatal: () => void;
}

export interface HlsController {
  /** -1 for Auto (the bandwidth picks), else the level's index. */
  setLevel(index: number): void;
  /** Swaps in the token of a newly issued URL for every later request, without reloading the video. */
  renew(url: string): void;
  destroy(): void;
}

/** The last bandwidth hls.js measured here, so the next lecture starts at a quality that fits at once. */
const BANDWIDTH_KEY = 'skillhub.player.bandwidth';
/** hls.js's own first guess (500 kbps) when this browser has measured nothing yet. */
const DEFAULT_ESTIMATE = 500_000;
const TOKEN_IN_PATH = /\/hls\/([^/]+)\//;

const tokenOf = (url: string) => TOKEN_IN_PATH.exec(url)?.[1] ?? null;

function savedEstimate(): number {
  const saved = Number(globalThis.localStorage?.getItem(BANDWIDTH_KEY));
  return Number.isFinite(saved) && saved > 0 ? saved : DEFAULT_ESTIMATE;
}

/**
 * Plays an HLS master playlist in `video`: with hls.js where Media Source Extensions exist (loaded now, only when
 * a video plays: a learner's lecture, a course page's free preview), natively where only the browser plays HLS
 * (iPhone Safari), where there is no quality menu. Returns null when played natively.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  startPosition: number,
  callbacks: HlsCallbacks,
): Promise<HlsController | null> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = url;
    return null;
  }
  let token = tokenOf(url);
  const Base = Hls.DefaultConfig.loader;
  // Every playlist and segment URL carries the playback token in its path: the newest one goes on each request.
  class RenewingLoader extends Base {
    override load(...args: Parameters<InstanceType<typeof Base>['load']>) {
      const [context] = args;
      if (token) context.url = context.url.replace(TOKEN_IN_PATH, `/hls/${token}/`);
      super.load(...args);
    }
  }
  const hls = new Hls({
    loader: RenewingLoader,
    startPosition,
    abrEwmaDefaultEstimate: savedEstimate(),
    capLevelToPlayerSize: true,
    maxBufferLength: 30,
    // Below hls.js's 0.95: on a crowded cell the measured bandwidth swings, and a rendition that needs nearly all
    // of it stalls at the next dip. Stepping down early costs some sharpness, never a pause.
    abrBandWidthFactor: 0.8,
  });
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    callbacks.onLevels(data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => callbacks.onLevelSwitched(data.level));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
    callbacks.onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    setLevel(index) {
      hls.currentLevel = index;
    },
    renew(next) {
      token = tokenOf(next) ?? token;
    },
    destroy() {
      if (Number.isFinite(hls.bandwidthEstimate)) {
        globalThis.localStorage?.setItem(BANDWIDTH_KEY, String(Math.round(hls.bandwidthEstimate)));
      }
      hls.destroy();
    },
  };
}
