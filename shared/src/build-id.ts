/**
 * `0.1.0-3fa29c81d2`: a remote's version and a hash of its build's files (remote-releases.ts makes them). Kept
 * apart from remote-releases.ts, which reads the disk, so that the browser can check a build id too.
 */
export const BUILD_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;
