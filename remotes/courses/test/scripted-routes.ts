import type { ScriptedHandler, ScriptedServer } from '@skillhub/shared/test-support/scripted-server';

/** A call the page makes, by method and apiPaths pattern, and how the scripted server answers it. */
export interface ScriptedRoute {
  method: string;
  pattern: string;
  answer: ScriptedHandler;
}

/** Scripts several routes at once; the public pages' tests keep their routes as values they combine. */
export function scriptRoutes(server: ScriptedServer, ...routes: ScriptedRoute[]): void {
  for (const { method, pattern, answer } of routes) server.on(`${method} ${pattern}`, answer);
}
