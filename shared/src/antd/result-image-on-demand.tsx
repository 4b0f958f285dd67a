import { type ComponentType, lazy, Suspense } from 'react';

/**
 * What antd's Result gets for one of its illustrations (rsbuild-antd.ts), named by this module's query: the
 * illustration, loaded when a Result with its status first renders, its place held at its size meanwhile.
 */
declare const __resourceQuery: string;

const IMAGES: Record<string, { load: () => Promise<{ default: ComponentType }>; width: number }> = {
  noFound: { load: () => import('antd/es/result/noFound'), width: 252 },
  serverError: { load: () => import('antd/es/result/serverError'), width: 254 },
  unauthorized: { load: () => import('antd/es/result/unauthorized'), width: 251 },
};
const HEIGHT = 294;

function illustration(name: string) {
  const image = IMAGES[name];
  if (!image) throw new Error(`No Result illustration is called ${name}`);
  return image;
}
const { load, width } = illustration(__resourceQuery.slice(1));
const Image = lazy(load);

export default function ResultImageOnDemand() {
  return (
    <Suspense fallback={<div style={{ width, height: HEIGHT }} />}>
      <Image />
    </Suspense>
  );
}
