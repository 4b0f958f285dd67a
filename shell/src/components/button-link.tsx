import { type ButtonLinkProps, ButtonLink as SharedButtonLink } from '@skillhub/shared/ui/button-link';
import { showingServerRendered } from '../runtime/server-rendered.ts';

/**
 * The shared ButtonLink, followed by the browser while the server's page is still the one shown (the app loading
 * behind it, the shell's menu already open over it): the server's next page is there sooner than the app's.
 */
export function ButtonLink(props: Omit<ButtonLinkProps, 'browserFollows'>) {
  return <SharedButtonLink {...props} browserFollows={showingServerRendered} />;
}
