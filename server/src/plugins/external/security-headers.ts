import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Razorpay Checkout: its script, and the frames it opens (only allowed when Razorpay keys are configured). */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Helmet with a Content-Security-Policy that lets the composed single-page app run: its own scripts, the
 * remotes' scripts wherever REMOTE_*_URL points, and inline styles, which antd's CSS-in-JS injects.
 */
export default fp(
  async (app) => {
    const { remoteUrls, secureCookies: https } = app.config;
    const remoteOrigins = [...new Set(Object.values(remoteUrls).map((url) => new URL(url).origin))];
    const razorpay = app.config.payments.provider === 'razorpay';
    // Media and upload URLs are built on PUBLIC_URL; a page opened under another name of the same server
    // (127.0.0.1 for localhost, an internal host name) must still load them.
    const mediaOrigin = new URL(app.config.publicUrl).origin;
    await app.register(helmet, {
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
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
