import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet with a Content-Security-Policy that lets the composed single-page app run: its own scripts, the
 * remotes' scripts wherever REMOTE_*_URL points, and inline styles, which antd's CSS-in-JS injects.
 */
export default fp(
  async (app) => {
    const { remoteUrls, secureCookies: https } = app.config;
    const remoteOrigins = [...new Set(Object.values(remoteUrls).map((url) => new URL(url).origin))];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          // Module Federation fetches manifests and chunks from the remotes' origins.
          connectSrc: ["'self'", ...remoteOrigins],
          // Course thumbnails and blog images are URLs on any https host.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Over plain http (the local default) upgrading would break every request.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
