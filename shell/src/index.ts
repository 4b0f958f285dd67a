// zod (every copy of it: it keeps its settings on globalThis) checks whether `new Function` works before its
// first object parse; under the page's Content-Security-Policy (script-src 'self') that check is a CSP
// violation the browser reports. Jitless, zod never tries: it parses as fast for the small forms here.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

// Async boundary: Module Federation negotiates the shared singletons before any of them is imported.
import('./bootstrap.tsx');
