/**
 * Image-weight benchmark: what a phone downloads of `/courses` and a course page when a course's thumbnail is a
 * 5 MB upload, before and after image renditions. Starts the platform on the composed production build (build
 * first: `node support/build-web.mjs`) with demo data on loopback, signs in as the super admin, generates a 5 MB
 * photo-like JPEG (sharp, from the server's dependencies), uploads it twice: as a course attachment (no renditions:
 * the page shows the upload itself, as every thumbnail was shown before renditions) and as a thumbnail (renditions
 * made in the background), and publishes a course showing the first, then switched to the second. Each page is
 * loaded cold in Debian's Chromium at 390 x 844, at Lighthouse's mobile density (1.75) and an iPhone's (3), and
 * the bytes transferred are printed: the whole page, its images, and the largest image file.
 * Run: `npm run bench:images -w @skillhub/e2e` (`BENCH_PORT` to change the port). Loopback only.
 */
import { createRequire } from 'node:module';
import { kB, launchChromium, startPlatform } from './bench-platform.mjs';

const port = Number(process.env.BENCH_PORT ?? 3393);
const admin = { email: 'images@skillhub.test', password: 'Images@12345' };
const FIVE_MB = 5 * 1024 * 1024;
const DENSITIES = [1.75, 3];
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp');

const platform = startPlatform({
  port,
  name: 'images',
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, PUBLIC_URL: `http://127.0.0.1:${port}` },
});
const { base, api } = platform;
let browser = null;

/** A photo-like JPEG (a gradient under blurred noise) just under 5 MB, the largest thumbnail the API takes. */
async function fiveMegabytePhoto() {
  for (let width = 5200; ; width -= 50) {
    const height = Math.round((width * 9) / 16);
    const noise = await sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 36 } },
    })
      .blur(0.8)
      .png({ compressionLevel: 1 })
      .toBuffer();
    const gradient = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
        '<stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>' +
        '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
    );
    const jpeg = await sharp(gradient)
      .composite([{ input: noise, blend: 'overlay' }])
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length < FIVE_MB) return jpeg;
  }
}

async function upload(token, purpose, content) {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([content], { type: 'image/jpeg' }), 'campus.jpg');
  return api('/course/file', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const json = (token, method, body) => ({
  method,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * One cold load of `path` on a 390 px phone of `density`: bytes transferred in all, in images, and of the files of
 * the image whose upload's name holds `imageId` (the upload or its renditions).
 */
async function load(path, density, imageId) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: density,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { type, url: response.url, transferred: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.transferred = encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  const all = [...requests.values()];
  const images = all.filter((request) => request.type === 'Image');
  const thumbnail = images.filter((request) => request.url.includes(imageId));
  return {
    total: all.reduce((sum, request) => sum + request.transferred, 0),
    images: images.reduce((sum, request) => sum + request.transferred, 0),
    thumbnail: thumbnail.map((request) => `${kB(request.transferred)} kB ${request.url.split('/').at(-1)}`).join(', '),
  };
}

try {
  await platform.ready;
  const { accessToken: token } = await api('/user/login', json('', 'POST', admin));
  const photo = await fiveMegabytePhoto();
  console.log(`upload: ${kB(photo.length)} kB JPEG`);
  const [category] = await api('/course/category', { headers: { authorization: `Bearer ${token}` } });
  const before = await upload(token, 'attachment', photo);
  const after = await upload(token, 'thumbnail', photo);

  const body = {
    title: 'Campus Photography Masterclass',
    subtitle: 'Light, framing and editing for the photos your institute needs',
    language: 'English',
    category: category._id,
    courseMode: 'Online',
    courseLevel: 'Beginner',
    thumbnail: before.url,
    keypoints: ['Shoot in any light'],
    tags: [{ value: 'Photography' }],
    description: 'From the first frame to the edited picture.',
    duration: '6 weeks',
    whatWillYouLearn: ['Exposure', 'Framing'],
    price: { actualPrice: 4999, discountPercentage: 0, finalPrice: 4999 },
    validity: 'LifeTime',
  };
  const course = await api('/course', json(token, 'POST', body));
  await api(
    `/course/curriculum/${course._id}`,
    json(token, 'PUT', { sections: [{ title: 'Basics', subSections: [{ title: 'Light' }] }] }),
  );
  await api(`/course/status/${course._id}?status=PUBLISHED`, json(token, 'PATCH', {}));
  const paths = ['/courses', `/course/${course.slug}`];
  // The server renders the public pages once the remotes' server builds are loaded, moments after the start.
  const renderDeadline = Date.now() + 120_000;
  for (const path of paths) {
    while (!(await (await fetch(`${base}${path}`)).text()).includes(body.title)) {
      if (Date.now() > renderDeadline) throw new Error(`${path} is not server-rendered after 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  browser = await launchChromium();
  const rows = [];
  const idOf = (upload) => upload.fileKey.replace(/^public\/|\.jpg$/g, '');
  const measure = async (when, upload) => {
    // A first load renders and caches the server's pages: the figures are of the loads after it.
    for (const path of paths) await load(path, 1, idOf(upload));
    for (const path of paths) {
      for (const density of DENSITIES) rows.push({ when, path, density, ...(await load(path, density, idOf(upload))) });
    }
  };
  await measure('before: the upload itself', before);

  await api(`/course/details/${course._id}`, json(token, 'PUT', { ...body, thumbnail: after.url }));
  // Renditions are made in the background within seconds of the upload: wait until the card lists them.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const cards = await api('/course/published?page=1&limit=12');
    if (cards.find((card) => card._id === course._id)?.thumbnailImage) break;
    if (Date.now() > deadline) throw new Error('no renditions of the thumbnail after 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await measure('after: renditions', after);

  console.log('\nPage weight on a 390 px phone, cold cache (kB transferred)');
  console.table(
    rows.map(({ when, path, density, total, images, thumbnail }) => ({
      when,
      page: path.startsWith('/course/') ? '/course/<slug>' : path,
      dpr: density,
      'page kB': kB(total),
      'images kB': kB(images),
      'the 5 MB thumbnail': thumbnail || 'not shown',
    })),
  );
} finally {
  await browser?.close();
  await platform.stop();
}
