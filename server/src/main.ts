import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { startupBanner } from './startup-banner.ts';

/** The server process: config from the environment, the app, the banner, and a graceful shutdown. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(app));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainMs;
    app.log.info({ signal, drainMs }, `${signal} received, shutting down`);
    app.readiness.beginShutdown();
    // If something hangs (a stuck SMTP server, a long query), do not wait forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    try {
      // Readiness says 503 while requests are still served, so load balancers move away before the port closes.
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Stops accepting connections, finishes in-flight requests, stops the jobs (waiting for a run under way),
      // closes the database.
      app.log.info('closing: no new connections, finishing requests in flight');
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Skillhub server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
