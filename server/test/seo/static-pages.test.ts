import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY } from '@skillhub/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The public site's fixed pages as a crawler or a link preview reads them, before any script runs: each with
 * its own title, description, canonical URL, Open Graph and Twitter tags and the default share image; the home
 * page's JSON-LD naming the organisation (its phone, e-mails and address) and the website with the catalogue's
 * search; and the sitemap listing them under PUBLIC_URL.
 */

const ORIGIN = 'https://skillhub.example';
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><meta name="description" content="generic"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const SHARE_IMAGE = fileURLToPath(new URL('../../../shell/public/share-image.png', import.meta.url));
const BUILD = '1.0.0-0a1b2c3d4e';

/** Each fixed page and the title and description a search result shows for it, as written here on purpose. */
const PAGES: [path: string, title: string, description: RegExp][] = [
  ['/', 'Skillhub: online skill-training courses in India', /Full Stack development, Digital Marketing/],
  ['/courses', 'Courses | Skillhub', /^Browse Skillhub's online skill-training courses/],
  ['/blog', 'Blogs | Skillhub', /^Articles from Skillhub/],
  ['/foundational-skill', 'Foundational skills | Skillhub', /^Digital literacy, office tools/],
  ['/entrepreneurial-skill', 'Entrepreneurial skills | Skillhub', /Udyam and GST/],
  ['/employability-skill', 'Employability skills | Skillhub', /^Job-ready skills/],
  ['/contact-us', 'Contact Us | Skillhub', /Call \+91 98765 43210/],
  ['/ccfs', 'Career Counselling Session | Skillhub', /career counselling session/],
  ['/eventForm', 'Event registration | Skillhub', /^Register for a Skillhub event/],
  ['/certificate', 'Verify a certificate | Skillhub', /certificate is genuine/],
  ['/terms-and-conditions', 'Terms and Conditions | Skillhub', /2nd September 2025/],
  ['/privacy-policy', 'Privacy Policy | Skillhub', /aged 16 and above/],
];

let t: TestApp;
let root: string;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-static-pages-'));
  await put(join(root, 'shell/index.html'), INDEX);
  await cp(SHARE_IMAGE, join(root, 'shell/share-image.png'));
  const builds = join(root, 'remotes/training/dist');
  await put(join(builds, BUILD, 'remoteEntry.js'), 'var training;');
  await put(
    join(builds, BUILD, 'remote.json'),
    JSON.stringify({
      name: 'training',
      requires: {},
      pages: [{ name: 'certificate', path: '/certificate', area: 'public', access: 'public' }],
    }),
  );
  await put(join(builds, 'releases.json'), JSON.stringify({ current: BUILD, builds: [BUILD] }));
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.publicUrl = ORIGIN;
  });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(headOf(html))?.[1];
}
const fromMarkup = (text: string | undefined) => text?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('the fixed public pages as the server sends them', () => {
  it.each(PAGES)(
    '%s has its own title, description, canonical URL, sharing tags and image',
    async (path, title, description) => {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      const canonical = `${ORIGIN}${path}`;

      expect(headOf(html).match(/<title>/g)).toHaveLength(1);
      expect(fromMarkup(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(title);
      expect(html).not.toContain('content="generic"');
      expect(fromMarkup(metaOf(html, 'description'))).toMatch(description);
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(fromMarkup(metaOf(html, 'og:title'))).toBe(title);
      expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
      expect(metaOf(html, 'og:url')).toBe(canonical);
      expect(metaOf(html, 'og:type')).toBe('website');
      expect(metaOf(html, 'og:site_name')).toBe('Skillhub');
      expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/share-image.png`);
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(fromMarkup(metaOf(html, 'twitter:title'))).toBe(title);
      expect(metaOf(html, 'twitter:image')).toBe(`${ORIGIN}/share-image.png`);
      const [item] = jsonLdOf(html).filter((entry) => entry.url === canonical);
      expect(item).toMatchObject({ '@context': 'https://schema.org', url: canonical });
    },
  );

  it('ignores the query for the canonical URL (an event named in the address is still the event form)', async () => {
    const html = (await page('/eventForm?event=Campus%20Drive')).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/eventForm">`);
  });

  it('describes the organisation with its contact details and the website with the catalogue search on /', async () => {
    const items = jsonLdOf((await page('/')).body);
    const organisation = items.find((item) => item['@type'] === 'EducationalOrganization');
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      name: COMPANY.name,
      url: `${ORIGIN}/`,
      telephone: '+919876543210',
      email: COMPANY.emails[0],
      address: COMPANY.address,
      sameAs: COMPANY.social.map((link) => link.href),
    });
    const contactPoints = (organisation?.contactPoint ?? []) as { email: string }[];
    expect(contactPoints.map((point) => point.email)).toEqual([...COMPANY.emails]);

    const website = items.find((item) => item['@type'] === 'WebSite');
    expect(website).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/courses?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names the organisation on /contact-us', async () => {
    const [contact] = jsonLdOf((await page('/contact-us')).body);
    expect(contact).toMatchObject({
      '@type': 'ContactPage',
      mainEntity: { '@type': 'EducationalOrganization', telephone: '+919876543210' },
    });
  });

  it('preloads the entry of the remote that draws the page (the certificate check)', async () => {
    expect((await page('/certificate')).body).toContain(
      `<link rel="preload" as="script" href="/remotes/training/${BUILD}/remoteEntry.js">`,
    );
  });

  it('serves the share image, a 1200 x 630 PNG', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/share-image.png', headers: { accept: 'image/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = await readFile(SHARE_IMAGE);
    // The IHDR chunk: width and height, big-endian, after the 8-byte signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('the sitemap', () => {
  it('lists the fixed pages with absolute URLs under PUBLIC_URL, but not the bare event form', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/courses',
      '/blog',
      '/foundational-skill',
      '/entrepreneurial-skill',
      '/employability-skill',
      '/contact-us',
      '/ccfs',
      '/certificate',
      '/terms-and-conditions',
      '/privacy-policy',
    ]) {
      expect(locations).toContain(`${ORIGIN}${path}`);
    }
    expect(locations).not.toContain(`${ORIGIN}/eventForm`);
    for (const location of locations) expect(location?.startsWith(`${ORIGIN}/`)).toBe(true);
  });
});
