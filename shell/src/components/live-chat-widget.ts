/**
 * A vendor's chat widget on the page, and everything it puts there. A widget script adds its own elements
 * (a launcher, frames, style sheets, more scripts) wherever it likes, so from the moment its script is
 * inserted the page's top level is watched: on removal, the script, the elements added directly to <body>
 * since then, and the scripts and style sheets added to <head> from the widget's origin go.
 *
 * Elements React renders (the pages' dialogs, menus and toasts, in portals under <body>) are never taken: the
 * page still owns them. Nor are <head> additions from elsewhere (a page's lazily loaded CSS), or inline
 * styles there (they only style the widget's own class names).
 */

declare global {
  interface Window {
    /** Optional: a widget (or a thin adapter loaded with it) may offer a shutdown, called before its removal. */
    skillhubLiveChat?: { shutdown?: () => void };
  }
}

export const LIVE_CHAT_SCRIPT_ID = 'skillhub-live-chat';

/**
 * Whether a widget was ever put on this document. Taking it off removes its elements, not what its script did
 * meanwhile (listeners, timers, patched globals): only a new document is clean again. Kept in this module, out of
 * the widget's reach.
 */
let loadedInDocument = false;

export const widgetLoadedInDocument = (): boolean => loadedInDocument;

export interface MountedWidget {
  /** Takes the widget off the page: its script and every element it added. */
  remove(): void;
}

/** React marks the elements it renders, and the containers of roots and portals it renders into. */
function isReactOwned(element: Element): boolean {
  const owned = (node: Element) =>
    Object.keys(node).some((key) => key.startsWith('__react') || key.startsWith('_reactListening'));
  return owned(element) || Array.from(element.children).some(owned);
}

function fromOrigin(element: Element, origin: string): boolean {
  const address = element.getAttribute('src') ?? element.getAttribute('href');
  if (!address) return false;
  try {
    return new URL(address, document.baseURI).origin === origin;
  } catch {
    return false;
  }
}

export function mountWidget(url: string): MountedWidget {
  loadedInDocument = true;
  const origin = new URL(url, document.baseURI).origin;
  const added = new Set<Element>();
  const track = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) added.add(node);
      for (const node of record.removedNodes) if (node instanceof Element) added.delete(node);
    }
  };
  const observer = new MutationObserver(track);
  observer.observe(document.body, { childList: true });
  observer.observe(document.head, { childList: true });

  const script = document.createElement('script');
  script.id = LIVE_CHAT_SCRIPT_ID;
  script.src = url;
  script.async = true;
  document.body.appendChild(script);

  return {
    remove() {
      track(observer.takeRecords());
      observer.disconnect();
      try {
        window.skillhubLiveChat?.shutdown?.();
      } catch (error) {
        console.warn('[shell] the live-chat widget failed to shut down', error);
      }
      for (const element of added) {
        if (!element.isConnected || element === script) continue;
        const vendors = element.parentNode === document.head ? fromOrigin(element, origin) : !isReactOwned(element);
        if (vendors) element.remove();
      }
      script.remove();
    },
  };
}
