// A stand-in for next/navigation, for screens rendered outside the App Router. A test file installs it with
//   jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));
// and sets the route its screen reads with setRoute(); the router's calls are jest.fn()s to assert on.
interface Route {
  pathname: string;
  params: Record<string, string>;
  search: string;
}

const DEFAULT_ROUTE: Route = { pathname: "/", params: {}, search: "" };
let route: Route = DEFAULT_ROUTE;
let searchParams = new URLSearchParams(route.search);

export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  prefetch: jest.fn(),
};

/** The route the screen is shown at; also moves jsdom's location there. Reset before every test. */
export function setRoute(next: Partial<Route>): void {
  route = { ...DEFAULT_ROUTE, ...next };
  searchParams = new URLSearchParams(route.search);
  window.history.replaceState(null, "", `${route.pathname}${route.search ? `?${route.search.replace(/^\?/, "")}` : ""}`);
}

beforeEach(() => {
  setRoute(DEFAULT_ROUTE);
  Object.values(router).forEach((fn) => fn.mockReset());
});

export const useRouter = () => router;
export const usePathname = () => route.pathname;
// The same object until the route changes, as Next gives it: screens memoise on it.
export const useSearchParams = () => searchParams;
export const useParams = () => route.params;
export const useSelectedLayoutSegment = () => null;
export const useSelectedLayoutSegments = () => [];
export const notFound = jest.fn(() => {
  throw new Error("notFound()");
});
export const redirect = jest.fn((url: string) => {
  throw new Error(`redirect(${url})`);
});
