import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { API_PREFIX } from '@skillhub/shared/api-paths';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { pagePolicyWithWidget } from '../../modules/settings/live-chat-page-policy.ts';
import { RUNTIME_CONFIG_PATH } from '../../modules/web-app/runtime-config.ts';

/** Razorpay Checkout: its script, and the frames it opens (only allowed when Razorpay keys are configured). */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/** Helmet itself, as @fastify/helmet (our declared dependency) brings it. */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: HelmetOptions,
) => (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet builds helmet again on every request
 * (parsing the whole policy each time); nothing here depends on the request, so every request gets this list.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/** The API's answers and the runtime config: data, never a page (the API's docs excepted, see the onSend hook). */
function isApiAnswer(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) || url.startsWith(RUNTIME_CONFIG_PATH);
}

/**
 * Helmet with a Content-Security-Policy that lets the composed single-page app run: its own scripts, the
 * remotes' scripts wherever REMOTE_*_URL and the release store (REMOTES_PUBLIC_URL) point, and inline styles, which antd's CSS-in-JS injects.
 */
export default fp(
  async (app) => {
    const { remoteUrls, remotesPublicUrl, secureCookies: https } = app.config;
    const remoteAddresses = [...Object.values(remoteUrls), ...(remotesPublicUrl ? [remotesPublicUrl] : [])];
    const remoteOrigins = [...new Set(remoteAddresses.map((url) => new URL(url).origin))];
    const razorpay = app.config.payments.provider === 'razorpay';
    // Media and upload URLs are built on PUBLIC_URL; a page opened under another name of the same server
    // (127.0.0.1 for localhost, an internal host name) must still load them.
    const mediaOrigin = new URL(app.config.publicUrl).origin;
    const hsts = https ? { maxAge: 15_552_000, includeSubDomains: true } : false;
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins, ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
          // The sandbox checkout is our own page; Razorpay's Checkout opens its payment forms in frames.
          frameSrc: ["'self'", ...(razorpay ? [RAZORPAY_API, RAZORPAY_CHECKOUT] : [])],
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          // Module Federation fetches manifests and chunks from the remotes' origins.
          connectSrc: ["'self'", ...remoteOrigins],
          // Course thumbnails and blog images are URLs on any https host.
          imgSrc: ["'self'", mediaOrigin, 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", mediaOrigin, 'blob:', 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Over plain http (the local default) upgrading would break every request.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: hsts,
    });
    // The API's answers (JSON, files, media) are no page: nothing in them may load or run anything, nor be
    // framed, and the headers that only steer a document (opener, agent cluster, referrer, DNS prefetch, IE's
    // download and XSS switches, Flash policies) are left out. Half the headers, a tenth of the bytes, on the
    // answers that are most of the traffic.
    const apiHeaders = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      strictTransportSecurity: hsts,
    });
    const pagePolicy = new Map(pageHeaders).get('content-security-policy') ?? '';
    // Set on the raw response as helmet does, so a route's own reply.header (e.g. a media file's
    // cross-origin-resource-policy) still wins.
    const setHeaders = (reply: FastifyReply, headers: [string, string][]) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    };
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(reply, isApiAnswer(request.url) ? apiHeaders : pageHeaders);
      done();
    });

    // The public pages (HTML) let in the live-chat widget's vendor while one is set in Settings; only its hosts,
    // and nothing else about the policy changes. Read on each page, so a change applies to the next page load.
    // A callback hook that returns at once for anything but a page: every answer passes here, and only pages
    // need the (awaited) setting.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html')) {
        done(null, payload);
        return;
      }
      // A page found under /api (the API's docs) is a page all the same, but never one with the widget.
      if (reply.getHeader('content-security-policy') !== pagePolicy) setHeaders(reply, pageHeaders);
      if (isApiAnswer(request.url)) {
        done(null, payload);
        return;
      }
      pagePolicyWithWidget(app, request.url, pagePolicy, reply.log).then((policy) => {
        if (policy) reply.header('content-security-policy', policy);
        done(null, payload);
      }, done);
    });
  },
  { name: 'security-headers' },
);
