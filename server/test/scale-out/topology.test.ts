import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_CHUNK_SIZE } from '@skillhub/shared/constants';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCanary } from '../../src/modules/web-app/release-registry.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import { TWO_SECTIONS, validCourseBody } from '../courses/course-fixtures.ts';
import { fakeMp4, multipartBody } from '../media/media-fixtures.ts';
import { startRedisServer } from '../support/redis-server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { ApiProcess } from './api-process.ts';
import { RoundRobinProxy } from './round-robin-proxy.ts';

/**
 * The scaled topology, started by the test: two real API processes (the server entry, each on its own port)
 * on one PostgreSQL 15 database, Redis, S3-compatible storage (s3rver), and a round-robin proxy in front.
 * Purchases, chunked uploads and sessions go through the proxy while processes are killed (SIGKILL) and
 * stopped (SIGTERM) under them. Needs a PostgreSQL server, so it runs under `npm run test:pg` only.
 */

const JWT_SECRET = 'topology-test-jwt-secret-0123456789abcdef';
const ADMIN_EMAIL = 'admin@topology.test';
const ADMIN_PASSWORD = 'Admin#Pass123';
const LEARNER_PASSWORD = 'Learner@2025';
const METRICS_TOKEN = 'topology-metrics-token-0123456789abcdef';
const BUCKET = 'skillhub-topology';
/** The sandbox provider's key secret, derived from the shared JWT secret as every process derives it. */
const SANDBOX_KEY_SECRET = createHmac('sha256', JWT_SECRET).update('payment-sandbox-key-secret').digest('hex');

const onPostgres = Boolean(process.env.DATABASE_URL);
const OLD_COURSES = '0.1.0-aaaaaaaaaa';
const NEW_COURSES = '0.2.0-bbbbbbbbbb';
/** The product's target for a release to reach every API process. */
const RELEASE_SEEN_WITHIN_MS = 1_000;

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the flows read fields of many response shapes; the API tests check those shapes.
  json(): { success: boolean; message?: string; data?: any; errors?: Record<string, string> };
}

describe.skipIf(!onPostgres)('two API processes behind a proxy (PostgreSQL only: runs under test:pg)', () => {
  let database: TestDatabase;
  let sql: pg.Pool;
  let s3: S3rver;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let proxy: RoundRobinProxy;
  /** Between the API processes and s3rver, so a test can hold a storage call in flight. */
  let storageProxy: RoundRobinProxy;
  let site: string;
  let dir: string;
  let storage: FileStorage;
  let env: Record<string, string>;
  const processes: ApiProcess[] = [];
  let started = 0;

  async function startProcess(): Promise<ApiProcess> {
    const api = await ApiProcess.start(`api-${++started}`, env);
    processes.push(api);
    return api;
  }

  /** The processes behind the proxy. */
  let live: ApiProcess[] = [];
  const route = (...apis: ApiProcess[]) => {
    live = apis;
    proxy.setUpstreams(apis.map((p) => ({ name: p.name, port: p.port })));
  };
  const byName = (name: string) => processes.find((p) => p.name === name) as ApiProcess;
  /** A process is gone: a new one takes its place behind the proxy. */
  async function replace(gone: ApiProcess): Promise<void> {
    route(...live.filter((p) => p !== gone), await startProcess());
  }

  async function call(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.body && new Uint8Array(options.body);
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${site}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  function ok(reply: Reply, status = 200): Reply {
    if (reply.status !== status) throw new Error(`expected ${status}, got ${reply.status}: ${reply.text}`);
    return reply;
  }

  const refreshCookieOf = (reply: Reply) => {
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('skillhub_refresh='));
    if (!cookie) throw new Error('no refresh cookie');
    return cookie.split(';')[0] as string;
  };

  async function login(email: string, password: string) {
    const reply = ok(await call('POST', '/api/user/login', { json: { email, password } }));
    return { token: reply.json().data.accessToken as string, cookie: refreshCookieOf(reply) };
  }

  async function latestLinkToken(email: string): Promise<string> {
    const { rows } = await sql.query<{ text: string }>(
      `SELECT payload->>'text' AS text FROM outbox WHERE payload->>'to' = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`no link mailed to ${email}`);
    return token;
  }

  /** Waits for a condition only the database can tell (work a process does after answering). */
  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + TEST_TIMEOUTS.server.waitFor;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'skillhub-topology-'));
    // Empty: the two processes' start-up migrates it (the race below).
    database = await createTestDatabase({ empty: true });
    const databaseUrl = (database.config as { url: string }).url;
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // pool.end() can resolve before a connection's socket has closed; the forced DROP DATABASE at the end then
    // terminates it (57P01), which is the end of this file's database, not a failure of the platform. The pool
    // passes an idle connection's error on as its own, so both are heard.
    const endOfDatabase = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    };
    sql.on('error', endOfDatabase);
    sql.on('connect', (client) => client.on('error', endOfDatabase));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    storageProxy = new RoundRobinProxy();
    const storageOrigin = await storageProxy.start();
    storageProxy.setUpstreams([{ name: 's3rver', port: s3Port }]);
    redis = await startRedisServer();
    proxy = new RoundRobinProxy();
    site = await proxy.start();
    const s3Settings = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3Port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: null,
    };
    storage = createS3Storage({ ...s3Settings, mediaBaseUrl: `${site}/api/media` });
    s3Settings.endpoint = storageOrigin;
    env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      REDIS_URL: redis.url,
      S3_BUCKET: BUCKET,
      S3_REGION: s3Settings.region,
      S3_ENDPOINT: s3Settings.endpoint,
      S3_ACCESS_KEY_ID: s3Settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_URL: site,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_DATA: 'false',
      DATA_DIR: join(dir, 'data'),
      SHELL_DIST_DIR: join(dir, 'no-shell-build'),
      REMOTES_DIST_DIR: join(dir, 'remotes'),
      RATE_LIMIT_PER_MINUTE: '100000',
      METRICS_ENABLED: 'true',
      METRICS_TOKEN,
      SHUTDOWN_DRAIN_SECONDS: '2',
      LOG_LEVEL: 'info',
    };
    // Two builds of one remote, as `npm run build` leaves them: the newest is served until a release.
    for (const build of [OLD_COURSES, NEW_COURSES]) {
      await mkdir(join(dir, 'remotes/courses/dist', build), { recursive: true });
      await writeFile(join(dir, 'remotes/courses/dist', build, 'remoteEntry.js'), `var build = '${build}';`);
    }
    await writeFile(
      join(dir, 'remotes/courses/dist/releases.json'),
      JSON.stringify({ current: NEW_COURSES, builds: [NEW_COURSES, OLD_COURSES] }),
    );
    // Both processes start at once on the empty database: one migrates and seeds, the other waits for it.
    route(...(await Promise.all([startProcess(), startProcess()])));
  }, TEST_TIMEOUTS.server.heavy);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await proxy?.close();
    await storageProxy?.close();
    await redis?.stop();
    await s3?.close();
    await sql?.end();
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is ready on every process: database, migrations, storage and Redis', async () => {
    for (const api of live) {
      const response = await fetch(`${api.origin}/api/health/ready`);
      expect(await response.json()).toEqual({
        success: true,
        data: { status: 'ready', checks: { database: 'up', migrations: 'up', storage: 'up', redis: 'up' } },
      });
    }
  });

  it('serves a release, a canary and a rollback made through one process from the other within a second, with no restart', async () => {
    const [one, other] = live as [ApiProcess, ApiProcess];
    const entryOn = async (api: ApiProcess, device?: string) =>
      (await (await fetch(`${api.origin}/runtime-config.json${device ? `?device=${device}` : ''}`)).json()).remotes
        .courses as string;
    const entry = (build: string) => `/remotes/courses/${build}/remoteEntry.js`;
    expect([await entryOn(one), await entryOn(other)]).toEqual([entry(NEW_COURSES), entry(NEW_COURSES)]);
    const { token } = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const startedBefore = started;

    /** Through `one`, then waits until `other` lists the build to `device`, failing past the target. */
    async function releaseThrough(
      path: string,
      body: Record<string, unknown>,
      expected: string,
      device?: string,
    ): Promise<void> {
      const reply = await fetch(`${one.origin}/api/remote-releases/courses/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(reply.status).toBe(200);
      const deadline = Date.now() + RELEASE_SEEN_WITHIN_MS;
      while ((await entryOn(other, device)) !== entry(expected)) {
        if (Date.now() > deadline) throw new Error(`${other.name} did not serve ${expected} within 1 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const served = await fetch(`${other.origin}${entry(expected)}`);
      expect(await served.text()).toBe(`var build = '${expected}';`);
    }

    await releaseThrough('release', { build: OLD_COURSES }, OLD_COURSES);
    await releaseThrough('release', {}, NEW_COURSES);
    await releaseThrough('rollback', {}, OLD_COURSES);
    // A canary of the newer build: a device in its share gets it from the other process, then, closed, not.
    const canary = { build: NEW_COURSES, sharePercent: 50 };
    const device = Array.from({ length: 64 }, (_, n) => `topology-device-${n}`).find((id) =>
      inCanary(id, 'courses', canary),
    );
    await releaseThrough('canary', canary, NEW_COURSES, device);
    expect(await entryOn(one, device)).toBe(entry(NEW_COURSES));
    await releaseThrough('rollback', {}, OLD_COURSES, device);
    // The same processes answered throughout.
    expect(started).toBe(startedBefore);
    expect(live).toEqual([one, other]);
  });

  it('signs in on one process and refreshes and uses the session on the other', async () => {
    const session = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const served = new Set<string>();
    let cookie = session.cookie;
    for (let i = 0; i < 4; i++) {
      const refreshed = ok(await call('POST', '/api/user/refresh-token', { headers: { cookie } }));
      cookie = refreshCookieOf(refreshed);
      served.add(proxy.forwarded.at(-1)?.upstream ?? '');
      const me = ok(await call('GET', '/api/user/me', { token: refreshed.json().data.accessToken }));
      served.add(proxy.forwarded.at(-1)?.upstream ?? '');
      expect(me.json().data.email ?? me.json().data.user?.email).toBe(ADMIN_EMAIL);
    }
    expect(served.size).toBe(2);
  });

  let admin: string;
  let course: { _id: string; slug: string };
  let lectures: Array<{ sectionId: string; subSectionId: string }>;

  it('builds and publishes a course through both processes', async () => {
    admin = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
    const category = ok(
      await call('POST', '/api/course/category', {
        token: admin,
        json: { name: 'Scale Out', description: 'Courses of the topology test' },
      }),
      201,
    );
    course = ok(
      await call('POST', '/api/course', {
        token: admin,
        json: validCourseBody(category.json().data._id, { title: 'Running Several Processes' }),
      }),
      201,
    ).json().data;
    const curriculum = ok(
      await call('PUT', `/api/course/curriculum/${course._id}`, { token: admin, json: TWO_SECTIONS }),
    );
    lectures = (curriculum.json().data.sections as Array<{ _id: string; subSections: Array<{ _id: string }> }>).flatMap(
      (section) => section.subSections.map((lecture) => ({ sectionId: section._id, subSectionId: lecture._id })),
    );
    ok(await call('PATCH', `/api/course/status/${course._id}?status=PUBLISHED`, { token: admin }));
  });

  const uploadPath = (name: string, lecture: { sectionId: string; subSectionId: string }) =>
    `/api/course/${name}/${course._id}/${lecture.sectionId}/${lecture.subSectionId}`;

  function sendPart(
    lecture: { sectionId: string; subSectionId: string },
    session: { uploadId: string; fileKey: string },
    partNumber: number,
    content: Buffer,
    requestId?: string,
  ) {
    const body = multipartBody(
      { uploadId: session.uploadId, fileKey: session.fileKey, partNumber },
      { field: 'chunk', name: 'lesson.mp4', type: 'application/octet-stream', content },
    );
    return call('POST', uploadPath('chunk-upload', lecture), {
      token: admin,
      body: body.payload,
      headers: { ...body.headers, ...(requestId ? { 'x-request-id': requestId } : {}) },
    });
  }

  const isChunk = (method: string, url: string) => method === 'POST' && url.startsWith('/api/course/chunk-upload/');

  it('takes a chunked upload whose parts land on different processes, through SIGKILLs mid-part and mid-completion', async () => {
    const lecture = lectures[0] as { sectionId: string; subSectionId: string };
    const file = fakeMp4(UPLOAD_CHUNK_SIZE * 2 + 1000);
    const part = (n: number) => file.subarray((n - 1) * UPLOAD_CHUNK_SIZE, n * UPLOAD_CHUNK_SIZE);
    const session = ok(
      await call('POST', uploadPath('start-upload', lecture), {
        token: admin,
        json: { fileName: 'lesson.mp4', fileType: 'video/mp4', fileSize: file.length, courseTitle: course.slug },
      }),
    ).json().data as { uploadId: string; fileKey: string; totalParts: number };
    expect(session.totalParts).toBe(3);

    const partServers = new Set<string>();
    for (const n of [1, 2]) {
      ok(await sendPart(lecture, session, n, part(n)));
      partServers.add(proxy.forwarded.at(-1)?.upstream ?? '');
    }
    expect(partServers.size).toBe(2);

    // Part 3 is half-way to a process when that process is killed.
    const held = proxy.holdNext(isChunk);
    const interrupted = sendPart(lecture, session, 3, part(3));
    const victim = byName((await held.reached).name);
    await victim.kill();
    held.resume();
    expect((await interrupted).status).toBe(502);

    // The client sends the part again (as the uploader does); the proxy finds the live process.
    ok(await sendPart(lecture, session, 3, part(3)));
    const status = ok(
      await call('GET', `${uploadPath('upload-status', lecture)}?uploadId=${session.uploadId}`, { token: admin }),
    );
    const parts = status.json().data.receivedParts as Array<{ partNumber: number; etag: string }>;
    expect(parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
    await replace(victim);

    // The completion is killed while the storage joins the parts: the join still happens in the storage,
    // but the process dies before recording the video.
    const joining = storageProxy.holdNext((method, url) => method === 'POST' && url.includes('uploadId='));
    const completePath = uploadPath('complete-upload', lecture);
    const completion = { uploadId: session.uploadId, fileKey: session.fileKey, parts };
    const interruptedCompletion = call('POST', completePath, { token: admin, json: completion });
    await joining.reached;
    const completing = await Promise.race(
      live.map((api) =>
        api
          .waitFor(
            (line) => line.msg === 'incoming request' && String((line.req as { url?: string })?.url) === completePath,
          )
          .then(() => api),
      ),
    );
    await completing.kill();
    joining.resume();
    await joining.settled;
    expect((await interruptedCompletion).status).toBe(502);

    // Sent again, it is taken up at once by a live process: the object is whole, the video is recorded.
    const completed = ok(await call('POST', completePath, { token: admin, json: completion }));
    expect(completed.json().data.video).toMatchObject({ mimeType: 'video/mp4', sizeBytes: file.length });
    await replace(completing);

    const stored = await storage.getObject(session.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
  });

  it('completes a purchase whose order was made on a process killed before verify: one enrolment, one receipt', async () => {
    const roles = ok(await call('GET', '/api/user/role/all', { token: admin })).json().data as Array<{
      _id: string;
      name: string;
    }>;
    const email = 'learner@topology.test';
    const added = ok(
      await call('POST', '/api/user/add', {
        token: admin,
        json: { name: 'Topology Learner', email, role: roles.find((r) => r.name === 'USER')?._id },
      }),
      201,
    );
    const userId = added.json().data._id as string;
    ok(
      await call('POST', `/api/user/reset-password/${await latestLinkToken(email)}`, {
        json: { newPassword: LEARNER_PASSWORD, confirmPassword: LEARNER_PASSWORD },
      }),
    );
    const learner = (await login(email, LEARNER_PASSWORD)).token;

    const created = ok(await call('POST', `/api/payment/create-order/${course._id}`, { token: learner }), 201);
    const order = created.json().data.order as { _id: string; providerOrderId: string };
    const victim = byName(proxy.forwarded.at(-1)?.upstream ?? '');
    await victim.kill();

    // What Checkout hands back after the payment, signed as Razorpay (here the sandbox) signs it.
    const paymentId = 'pay_TopologyTest01';
    const razorpayData = {
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', SANDBOX_KEY_SECRET)
        .update(`${order.providerOrderId}|${paymentId}`)
        .digest('hex'),
    };
    const verifyPath = `/api/payment/verify-payment/${course._id}`;
    const verified = ok(await call('POST', verifyPath, { token: learner, json: { razorpayData } }));
    expect(verified.json().data).toMatchObject({
      courseId: course._id,
      userId,
      source: 'purchase',
      orderId: order._id,
    });
    // A second call (Checkout's retry, another tab) answers the same and enrols nobody twice.
    const again = ok(await call('POST', verifyPath, { token: learner, json: { razorpayData } }));
    expect(again.json().data).toEqual(verified.json().data);
    expect(new Set(proxy.forwarded.filter((f) => f.url === verifyPath).map((f) => f.upstream)).has(victim.name)).toBe(
      false,
    );

    const enrolments = await sql.query('SELECT 1 FROM enrollments WHERE user_id = $1 AND course_id = $2', [
      userId,
      course._id,
    ]);
    expect(enrolments.rowCount).toBe(1);
    const receipts = `SELECT status FROM outbox WHERE payload->>'to' = $1 AND payload->>'subject' ILIKE '%receipt%'`;
    // The receipt is delivered by a live process's worker, once.
    await until(async () => (await sql.query(receipts, [email])).rows[0]?.status === 'sent', 'the receipt mail');
    expect((await sql.query(receipts, [email])).rows).toEqual([{ status: 'sent' }]);

    await replace(victim);
  });

  it('finishes a request in flight at SIGTERM, and is not ready while it drains', async () => {
    const lecture = lectures[1] as { sectionId: string; subSectionId: string };
    const file = fakeMp4(200_000);
    const session = ok(
      await call('POST', uploadPath('start-upload', lecture), {
        token: admin,
        json: { fileName: 'intro.mp4', fileType: 'video/mp4', fileSize: file.length, courseTitle: course.slug },
      }),
    ).json().data as { uploadId: string; fileKey: string };

    const held = proxy.holdNext(isChunk);
    const sending = sendPart(lecture, session, 1, file, 'graceful-shutdown-part');
    const stopping = byName((await held.reached).name);
    await stopping.waitFor((line) => line.reqId === 'graceful-shutdown-part' && line.msg === 'incoming request');
    stopping.terminate();
    await stopping.waitFor((line) => String(line.msg).includes('SIGTERM received'));
    const readiness = await fetch(`${stopping.origin}/api/health/ready`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({
      success: false,
      message: 'Not ready: server',
      errors: { server: 'Shutting down' },
    });
    // The drain is over and the server is closing: the rest of the part arrives only now.
    await stopping.waitFor((line) => String(line.msg).startsWith('closing:'));
    held.resume();
    const part = await sending;
    expect(part.status).toBe(200);
    expect(part.json().data.partNumber).toBe(1);
    expect(await stopping.exited).toEqual({ code: 0, signal: null });

    const completed = ok(
      await call('POST', uploadPath('complete-upload', lecture), {
        token: admin,
        json: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part.json().data] },
      }),
    );
    expect(completed.json().data.video).toMatchObject({ sizeBytes: file.length });
    await replace(stopping);
  });

  it('logs every request with its id, and each process counts what it served in /metrics', async () => {
    const reply = ok(await call('GET', '/api/course/published', { headers: { 'x-request-id': 'topology-trace-1' } }));
    expect(reply.headers.get('x-request-id')).toBe('topology-trace-1');
    const server = byName(proxy.forwarded.at(-1)?.upstream ?? '');
    const line = await server.waitFor((l) => l.reqId === 'topology-trace-1' && l.msg === 'request completed');
    expect(line).toMatchObject({ res: { statusCode: 200 } });

    const scrape = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/course\/published",status_code="200"\} \d+$/m,
    );
    expect(text).toMatch(/^skillhub_outbox_pending \d+$/m);
    expect(text).toMatch(/^skillhub_outbox_lag_seconds [\d.]+$/m);
    expect(text).toMatch(/^skillhub_job_runs_total\{job="outbox delivery",outcome="completed"\} \d+$/m);
  });
});
