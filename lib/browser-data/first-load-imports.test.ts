/**
 * @jest-environment node
 */
// zod (20 kB gzip) stays off the admin routes' first load: the first screen comes parsed from the
// server, so the browser loads schemas with its first refetch or change (a dynamic import). This
// reads the static import graph of the admin layout and of the list and detail pages from their
// first "use client" module on, and names every chain that still reaches zod. The form routes still
// load it with their form schemas.
import { browserChainsTo, isZod } from "@/tests/support/client-imports";

const ADMIN_LAYOUT = "app/(admin)/layout.tsx";

const PAGES = [
  "app/(admin)/dashboard/page.tsx",
  "app/(admin)/niches/page.tsx",
  "app/(admin)/niches/[id]/page.tsx",
  "app/(admin)/niches/[id]/products/page.tsx",
  "app/(admin)/products/page.tsx",
  "app/(admin)/products/[productId]/content/page.tsx",
  "app/(admin)/niche-catalog/page.tsx",
  "app/(admin)/niche-catalog/[id]/page.tsx",
  "app/(admin)/admin/api-clients/page.tsx",
];

describe("zod on the first load", () => {
  it("is not imported by the browser's client", () => {
    expect(browserChainsTo(["lib/browser-data/client.ts"], isZod, true)).toEqual([]);
  });

  it.each([ADMIN_LAYOUT, ...PAGES])("is not reached from %s", (entry) => {
    expect(browserChainsTo([entry], isZod)).toEqual([]);
  });

  it("is found where it is imported, through re-exports, but not through import()", () => {
    expect(browserChainsTo(["lib/browser-data/client.ts"], (specifier) => specifier === "@/lib/http/api-error", true)).toEqual([
      "lib/browser-data/client.ts > @/lib/http/api-error",
    ]);
    // A server module's own imports are not browser code.
    expect(browserChainsTo(["app/(admin)/niches/page.tsx"], (specifier) => specifier === "server-only")).toEqual([]);
    expect(browserChainsTo(["features/auth/components/session-guard.tsx"], (specifier) => specifier === "@/lib/contract/query-key")).toEqual([
      "features/auth/components/session-guard.tsx > features/auth/queries.ts > @/lib/contract/query-key",
    ]);
  });
});
