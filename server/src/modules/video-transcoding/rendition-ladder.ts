/** One step of the HLS ladder: the height it is made at and its peak bit rates. */
export interface RenditionSpec {
  name: string;
  width: number;
  height: number;
  videoBitsPerSecond: number;
  audioBitsPerSecond: number;
  /** H.264 Main profile at the level the size needs, as the master playlist declares it. */
  codec: string;
}

/** The heights every platform learners compare us with offers, with bit rates a phone on 3G can hold at 240p. */
const LADDER = [
  { height: 240, video: 400_000, audio: 64_000, codec: 'avc1.4d4015' },
  { height: 360, video: 800_000, audio: 96_000, codec: 'avc1.4d401e' },
  { height: 480, video: 1_400_000, audio: 128_000, codec: 'avc1.4d401f' },
  { height: 720, video: 2_800_000, audio: 128_000, codec: 'avc1.4d401f' },
  { height: 1080, video: 5_000_000, audio: 160_000, codec: 'avc1.4d4028' },
] as const;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The renditions of a source, smallest first, never taller than the source (an upscale only costs bytes). A
 * source shorter than the lowest step gets one rendition at its own height.
 */
export function planRenditions(source: { width: number; height: number }): RenditionSpec[] {
  const steps = LADDER.filter((step) => step.height <= source.height);
  const chosen = steps.length > 0 ? steps : [{ ...LADDER[0], height: even(source.height) }];
  return chosen.map((step) => ({
    name: `${step.height}p`,
    width: even((source.width * step.height) / source.height),
    height: step.height,
    videoBitsPerSecond: step.video,
    audioBitsPerSecond: step.audio,
    codec: step.codec,
  }));
}

/** The step a planned name stands for, rebuilt after a restart from the same source. */
export function renditionByName(source: { width: number; height: number }, name: string): RenditionSpec | undefined {
  return planRenditions(source).find((spec) => spec.name === name);
}
