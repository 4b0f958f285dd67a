/**
 * The thread the API renders public pages in (render-thread.ts starts it): it imports a remote release's server
 * target once and calls its `render(request, signal)` for each page asked, off the thread that answers requests.
 * Plain JavaScript run by Node alone, without the server's TypeScript loader: through that loader the courses
 * remote's 8 MB module took 1.7 s and 750 MB to import, against 0.25 s and 70 MB here.
 *
 * Messages in: `{ type: 'render', id, file, request }` and `{ type: 'abort', id }`. Out: `{ id, result }` or
 * `{ id, failure: { reason, message, stack } }`, reason 'load' (the module) or 'error' (the render).
 */
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

/** Each module by file: a release folder never changes, so a module loaded (or failed) once stays so. */
const modules = new Map();
/** The renders under way, to stop one that is past its time. */
const running = new Map();

class Failure extends Error {
  constructor(reason, message, options) {
    super(message, options);
    this.reason = reason;
  }
}

function moduleAt(file) {
  let loading = modules.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href).then(
      (module) => {
        if (typeof module.render !== 'function') throw new Failure('load', `${file} exports no render`);
        return module;
      },
      (error) => {
        throw new Failure('load', `${file} did not load: ${error?.message ?? error}`, { cause: error });
      },
    );
    modules.set(file, loading);
  }
  return loading;
}

async function render({ id, file, request }) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const module = await moduleAt(file);
    const result = await module.render(request, controller.signal);
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
  else void render(message);
});
