/**
 * A crash an error boundary caught and showed in place of a page or a remote's area. React passes a caught error
 * to no one else, so the boundary says so on the window: the shell counts it against the remote build whose
 * code threw it (its reports of each build's errors, which judge a canary release). Without a listener (a remote
 * run on its own) nothing happens.
 */
export const CRASH_EVENT = 'skillhub:crash';

export interface CrashDetail {
  error: unknown;
}

export function announceCrash(error: unknown): void {
  try {
    window.dispatchEvent(new CustomEvent<CrashDetail>(CRASH_EVENT, { detail: { error } }));
  } catch {
    // A page that cannot dispatch events (server rendering) has no one to tell.
  }
}
