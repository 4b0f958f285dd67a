/** The sign-in screen's views; `?view=signup` or `?view=forgot` opens those directly, anything else is Login. */
export type AuthView = 'login' | 'signup' | 'forgot';
const VIEWS: readonly AuthView[] = ['login', 'signup', 'forgot'];

export function viewOf(params: URLSearchParams): AuthView {
  const requested = params.get('view') as AuthView | null;
  return requested && VIEWS.includes(requested) ? requested : 'login';
}

/**
 * The screen's address for `view`: the query of `params` with the view set (Login has none), so that the rest of
 * it (`from`, where to go after signing in) is kept, on /auth or /reset-password/:token alike.
 */
export function viewParams(view: AuthView, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'login') next.delete('view');
  else next.set('view', view);
  return next;
}

/** viewParams as a relative address: its query alone. */
export function viewAddress(view: AuthView, params: URLSearchParams): { search: string } {
  const search = viewParams(view, params).toString();
  return { search: search ? `?${search}` : '' };
}
