/**
 * The thread the API renders public pages in (render-thread.ts starts it): it imports a build's server target (a
 * remote release's, the shell's) once and calls its `render(request, signal)` for each page asked, off the thread
 * that answers requests.
 * Plain JavaScript run by Node alone, without the server's TypeScript loader: through that loader the courses
 * remote's 8 MB module took 1.7 s and 750 MB to import, against 0.25 s and 70 MB here.
 *
 * Messages in: `{ type: 'render', id, url, request }` (`url`: the module's file URL, its query naming the build),
 * `{ type: 'load', id, url }` (the module imported ahead of its first page, answered `{ id, result: null }`) and
 * `{ type: 'abort', id }`. Out: `{ id, result }` or
 * `{ id, failure: { reason, message, stack } }`, reason 'load' (the module) or 'error' (the render).
 */
import { parentPort } from 'node:worker_threads';

/** Each module by address, which names its build: a build never changes, so a module loaded (or failed) once stays so. */
const modules = new Map();
/** The renders under way, to stop one that is past its time. */
const running = new Map();

class Failure extends Error {
  constructor(reason, message, options) {
    super(message, options);
    this.reason = reason;
  }
}

function moduleAt(url) {
  let loading = modules.get(url);
  if (!loading) {
    loading = import(url).then(
      (module) => {
        if (typeof module.render !== 'function') throw new Failure('load', `${url} exports no render`);
        return module;
      },
      (error) => {
        throw new Failure('load', `${url} did not load: ${error?.message ?? error}`, { cause: error });
      },
    );
    modules.set(url, loading);
  }
  return loading;
}

async function render({ id, url, request }) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const module = await moduleAt(url);
    const result = request ? await module.render(request, controller.signal) : null;
    parentPort.postMessage({ id, result });
  } catch (error) {
    const reason = error instanceof Failure ? error.reason : 'error';
    parentPort.postMessage({ id, failure: { reason, message: String(error?.message ?? error), stack: error?.stack } });
  } finally {
    running.delete(id);
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'abort') running.get(message.id)?.abort(new Error('The render took too long'));
  else void render(message.type === 'load' ? { id: message.id, url: message.url, request: null } : message);
});
