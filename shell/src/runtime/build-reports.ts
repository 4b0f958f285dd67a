import { apiUrl } from '@skillhub/shared/api-client';
import { CRASH_EVENT, type CrashDetail } from '@skillhub/shared/crash-event';
import { clientReportsEndpoints } from '@skillhub/shared/endpoints/client-reports';
import type { RemoteName } from '@skillhub/shared/remote-props';
import {
  CLIENT_REPORT_MAX_ENTRIES,
  type ClientReportBody,
  type ClientReportEntry,
  type ClientReportKind,
} from '@skillhub/shared/schemas/client-reports';
import { buildIdSchema } from '@skillhub/shared/schemas/remote-releases';
import { sessionStore } from '@skillhub/shared/session';
import { isChunkLoadError } from '@skillhub/shared/ui/page-error-boundary';
import { runtimeConfigAtom, type ShellRuntimeConfig } from './runtime-config.ts';

/**
 * What this tab saw of each remote build it ran, sent to the API as counts (POST /api/client-reports), so that a
 * canary build whose areas crash or whose files cannot be fetched more often than the stable build's is rolled
 * back. A build is known by its entry's address (`…/<name>/<build>/remoteEntry.js`); a remote listed without a
 * build in its address (a development server) is not reported. Only remote, build, kind and count are sent: no
 * message, address or user.
 */

/** Counts wait this long for others before they are sent: a page that shows many areas sends one request. */
export const REPORT_INTERVAL_MS = 10_000;
/** Errors (crashes and failed files together) one tab reports of one build: a tab in a loop adds no more. */
export const MAX_ERRORS_PER_BUILD = 20;

export type ReportedErrorKind = Exclude<ClientReportKind, 'load'>;

interface RemoteBuild {
  remote: RemoteName;
  build: string;
  /** `/<name>/<build>/`: in the address of every file of the build, and so in its code's stack traces */
  marker: string;
}

/** The build named by a remote's entry address (absolute or relative), or null when it names none. */
export function buildOfEntry(remote: RemoteName, entry: string): string | null {
  let path: string;
  try {
    path = new URL(entry, 'http://page.invalid/').pathname;
  } catch {
    return null;
  }
  const [name, build, file] = path.split('/').slice(-3);
  if (name !== remote || file !== 'remoteEntry.js' || !build) return null;
  return buildIdSchema.safeParse(build).success ? build : null;
}

function buildsOf(config: ShellRuntimeConfig | undefined): RemoteBuild[] {
  return Object.values(config?.remotes ?? {}).flatMap(({ name, entry }) => {
    const build = buildOfEntry(name, entry);
    return build ? [{ remote: name, build, marker: `/${name}/${build}/` }] : [];
  });
}

/** What of an error can name the file it came from: the file the browser names, its message, its stack. */
function textsOf(error: unknown, filename: string | undefined, message: string | undefined): string[] {
  const texts = [filename ?? '', message ?? ''];
  if (error instanceof Error) texts.push(error.message, error.stack ?? '');
  else if (typeof error === 'string') texts.push(error);
  return texts.filter(Boolean);
}

function kindOf(error: unknown, message?: string): ReportedErrorKind {
  return isChunkLoadError(error) || (message !== undefined && isChunkLoadError(new Error(message))) ? 'chunk' : 'error';
}

/**
 * Sends one report and forgets it: a beacon, which outlives the page, or where the browser refuses one, a
 * keepalive request. A report that fails (the API down, a 429) is dropped; counts are not worth a retry.
 */
function send(body: ClientReportBody): void {
  const url = apiUrl(clientReportsEndpoints.send.path);
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
    }
  } catch {
    // Some browsers refuse a beacon of this type to another origin: the request below goes instead.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // Nothing left to try; the counts are dropped.
  }
}

/** Reports never get in the way of the page: nothing they do throws into it. */
function quietly(work: () => unknown): void {
  try {
    work();
  } catch {
    // Counts lost, page intact.
  }
}

class BuildReports {
  /** every build this tab has known, the ones a retry has since replaced included: their code may still run */
  private readonly builds = new Map<string, RemoteBuild>();
  private readonly pending = new Map<string, ClientReportEntry>();
  private readonly loaded = new Set<string>();
  private readonly errors = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listening = false;
  private readonly unsubscribe: () => void;

  constructor() {
    this.learn();
    this.unsubscribe = sessionStore.sub(runtimeConfigAtom, () => this.learn());
  }

  stop(): void {
    this.unsubscribe();
    clearTimeout(this.timer);
    if (this.listening) {
      window.removeEventListener('error', this.onError);
      window.removeEventListener('unhandledrejection', this.onRejection);
      window.removeEventListener(CRASH_EVENT, this.onCrash);
      window.removeEventListener('pagehide', this.onLeave);
      document.removeEventListener('visibilitychange', this.onHidden);
    }
  }

  /** The builds the config names now; listening starts with the first one, so a page without remotes does nothing. */
  private learn(): void {
    for (const build of buildsOf(sessionStore.get(runtimeConfigAtom))) this.builds.set(build.marker, build);
    if (this.listening || this.builds.size === 0) return;
    this.listening = true;
    window.addEventListener('error', this.onError);
    window.addEventListener('unhandledrejection', this.onRejection);
    window.addEventListener(CRASH_EVENT, this.onCrash);
    window.addEventListener('pagehide', this.onLeave);
    document.addEventListener('visibilitychange', this.onHidden);
  }

  /** The build of the remote the page runs now. */
  private current(remote: RemoteName): RemoteBuild | undefined {
    const entry = sessionStore.get(runtimeConfigAtom)?.remotes[remote]?.entry;
    const build = entry ? buildOfEntry(remote, entry) : null;
    return build ? this.builds.get(`/${remote}/${build}/`) : undefined;
  }

  load(remote: RemoteName): void {
    const build = this.current(remote);
    if (!build || this.loaded.has(build.marker)) return;
    this.loaded.add(build.marker);
    this.count(build, 'load');
  }

  error(remote: RemoteName, kind: ReportedErrorKind): void {
    const build = this.current(remote);
    if (build) this.countError(build, kind);
  }

  /** An error the area did not catch: counted against the build whose files it names, if any. */
  uncaught(error: unknown, filename?: string, message?: string): void {
    const texts = textsOf(error, filename, message);
    const build = [...this.builds.values()].find(({ marker }) => texts.some((text) => text.includes(marker)));
    if (build) this.countError(build, kindOf(error, message));
  }

  private countError(build: RemoteBuild, kind: ReportedErrorKind): void {
    const counted = this.errors.get(build.marker) ?? 0;
    if (counted >= MAX_ERRORS_PER_BUILD) return;
    this.errors.set(build.marker, counted + 1);
    this.count(build, kind);
  }

  private count({ remote, build }: RemoteBuild, kind: ClientReportKind): void {
    const key = `${remote}/${build}/${kind}`;
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else this.pending.set(key, { remote, build, kind, count: 1 });
    this.timer ??= setTimeout(() => this.flush(), REPORT_INTERVAL_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const reports = [...this.pending.values()];
    this.pending.clear();
    for (let start = 0; start < reports.length; start += CLIENT_REPORT_MAX_ENTRIES) {
      send({ reports: reports.slice(start, start + CLIENT_REPORT_MAX_ENTRIES) });
    }
  }

  // Listeners of the page's own events: whatever goes wrong in here stays in here.
  private readonly onError = (event: ErrorEvent) =>
    quietly(() => this.uncaught(event.error, event.filename, event.message));
  private readonly onRejection = (event: PromiseRejectionEvent) => quietly(() => this.uncaught(event.reason));
  /** a crash a remote's own error boundary caught (shared/crash-event.ts) */
  private readonly onCrash = (event: Event) =>
    quietly(() => this.uncaught((event as CustomEvent<CrashDetail | undefined>).detail?.error));
  private readonly onLeave = () => quietly(() => this.flush());
  private readonly onHidden = () => quietly(() => document.visibilityState === 'hidden' && this.flush());
}

let reports: BuildReports | undefined;

/**
 * Starts this page load's reports (once, at start-up): from then on each build the runtime config names is
 * counted. Returns the stop, which drops what was not sent (for tests, which start a page load each).
 */
export function startBuildReports(): () => void {
  reports?.stop();
  const started = new BuildReports();
  reports = started;
  return () => {
    started.stop();
    if (reports === started) reports = undefined;
  };
}

/** A remote's area was shown: counted once per build per page load. */
export function reportLoad(remote: RemoteName): void {
  quietly(() => reports?.load(remote));
}

/** A remote's area crashed (`error`) or its entry or one of its files could not be fetched (`chunk`). */
export function reportError(remote: RemoteName, kind: ReportedErrorKind): void {
  quietly(() => reports?.error(remote, kind));
}

/** The kind of a failure caught around a remote's area: a file that could not be fetched, or a crash. */
export function errorKindOf(error: unknown): ReportedErrorKind {
  return kindOf(error);
}
