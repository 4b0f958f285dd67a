/**
 * The router that is shared at run time: the parts of react-router the shell, the remotes and the shared UI
 * pieces use, provided as `react-router-dom` (mf-shared.ts), one instance on the page. The whole package, with
 * its framework and server-rendering APIs, is about twice the size compressed.
 *
 * An app that imports from 'react-router-dom' something not listed here gets `undefined`: add it here (the test
 * `shared-modules.test.ts` lists what the apps import and fails until it is here), and ship the shell with it.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The DOM flavour (it renders with react-dom's flushSync), as react-router-dom itself exports it.
export { RouterProvider } from 'react-router/dom';
