/**
 * A real 1×1 PNG, for tests that upload an image: the server decides the type by the first bytes and decodes the
 * whole image before storing it, so a PNG signature over filler is refused.
 */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const tinyPng = (): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0));
