import { liveChatAllowedOn } from '@skillhub/shared/live-chat';
import { useEffect } from 'react';
import { createPath, useBlocker } from 'react-router-dom';
import { widgetLoadedInDocument } from './live-chat-widget.ts';

/**
 * Once a vendor's chat widget has run in this document, the document never becomes a dashboard, sign-in or
 * learner page: those pages' Content-Security-Policy keeps the vendor out and a signed-in user's token is in use
 * there, but a policy is the document's, and a script that ran stays in memory after its elements are gone. Such a
 * navigation is stopped before it happens and made a full page load instead, which brings that page's own
 * policy and a clean document. Put in the public layout, the only place a widget is put on a page, as an element
 * of its own: the router's blocker renders its holder again as it registers (at the app's start) and at each
 * blocked move, and the holder is this, not the layout with the whole page in it.
 */
export function FullLoadLeavingWidget(): null {
  const blocker = useBlocker(
    ({ nextLocation }) => widgetLoadedInDocument() && !liveChatAllowedOn(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') window.location.assign(createPath(blocker.location));
  }, [blocker]);
  return null;
}
