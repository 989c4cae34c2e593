/**
 * The routing API of the shell and the remotes: the react-router exports they use, and `AppRoutes`.
 *
 * Why a library instead of importing `react-router-dom`: the router must be one instance across the
 * shell and every remote (one history, one route context), so it is a Module Federation singleton —
 * and a shared module is bundled whole, because the build that provides it cannot know what another
 * remote will import. Shared whole, react-router-dom is ~62 KB gzip on every page; shared through this
 * module, webpack keeps only what is re-exported here (~13 KB).
 *
 * Add an export here when a frontend needs one. Tests may import anything (`MemoryRouter`,
 * `createMemoryRouter`) from react-router-dom directly: it is the same module underneath.
 */
export {
  BrowserRouter,
  createPath,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  // The shell's language router: one history whose basename follows the URL's language (/bn).
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
export { AppRoutes, UnexpectedApplicationError } from './app-routes';
