/** hls.js's light build (no subtitles, alternate audio or DRM, which lectures do not use) has the full build's API. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
