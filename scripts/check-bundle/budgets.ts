// Script budgets per route: gzip bytes of the scripts a first load of the route fetches (kB = 1,000 B).
// Every page must fall under one of these; a page without a budget fails the check.

/** The admin screens (every page under app/(admin)). */
// 180 until 2026-11-27; tailwind-merge in `cn` (about 8.6 kB) and next/dynamic's loader (about 1.1 kB) came on every route.
// 192 since 2026-11-28: the runtime that loads component chunks (0.6 kB), which spare each visit about
// 32 kB of modules lazily loaded chunks repeated.
export const ADMIN_BUDGET_KB = 192;

/** Pages outside the admin layout, by their URL pattern. */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  "/login": 150,
  // The root redirects and the catch-all answers 404 outside the admin layout: the sign-in budget.
  "/": 150,
  "/[...unknown]": 150,
  "/_not-found": 150,
  "/_global-error": 150,
};

/**
 * Routes not yet within their budget, and the most they may ship until they are (their figure plus
 * about 1 kB), so a route can only shrink toward its budget, never grow. The check prints how far each
 * is from its budget. Empty: every route meets its budget; add a route here only with the reason why.
 */
export const INTERIM_CEILINGS_KB: Readonly<Record<string, number>> = {
  // The forms and the content viewer's tabs hydrate with their page (no longer swapped in when idle):
  // react-hook-form, the fields, and zod, which the forms reach through their entities' schemas.
  // Down 0.6-26 kB on 2026-11-29: native switch and progress bar (no radix state machines), and the
  // template form no longer loads the template requests' rules with its page.
  // Up on 2026-12-02, within the form routes' 275 kB per visit: every form is react-hook-form with
  // zodResolver and its schema loaded with the page (4.7-23 kB), the product form and the wizard too
  // (33 and 25 kB), and the wizard's steps come with its first one. The wizard 1.4 kB more the same day
  // with the list adapter, which its name and slug checks read through.
  // 3.8-5.7 kB more later that day (see below: the contract loaded statically).
  "/niches/edit/[id]": 243.5,
  "/niches/new": 256.4,
  "/niche-catalog/new": 234.7,
  "/niche-catalog/edit/[id]": 237.3,
  "/niches/[id]/products/new": 233.3,
  "/products/[productId]/edit": 233.3,
  // Since 2026-12-02 the sign-in form is react-hook-form with zodResolver, its schema and the sign-in
  // call loaded with the page (the form routes may ship 275 kB per visit).
  "/login": 198.4,
  // 0.9 kB more on 2026-11-28: the empty state hydrates with the page, so a "Generar Contenido" pressed
  // before is replayed (React replays a form action only once its boundary's code is there).
  // 0.1 kB more the same evening: its button is the shared one-button form of the product cards.
  // 29.1 kB more on 2026-12-02 (see below: the contract loaded statically).
  "/products/[productId]/content": 231.4,
  // 1.5-3 kB more on 2026-11-27 with the streamed generation progress and the calls made from the contract's endpoints;
  // 0.2-0.7 kB more on 2026-11-28 with the server-paged lists (page links, the page and count reads);
  // /products 0.2 kB more the same day for the niche found by slug and the page's niches by id, which
  // spare each visit the whole niche list (58 kB less transferred at 2,005 niches).
  // Both 0.6 kB more on 2026-11-28 for the component chunks' runtime (see ADMIN_BUDGET_KB), and 0.1-0.4 kB
  // more that evening for the cards' one-button forms (a press before hydration is replayed) and the
  // native checkbox that replaced radix's (5.9 kB, loaded after the first screen), which hands over
  // a tick made before hydration.
  // 1.2 kB less on 2026-11-29: the niche read contract no longer brings the list screen's logic.
  // 0.5-1 kB more on 2026-12-02: one list adapter for both modes (server pages or the whole list paged in
  // memory), and the cards' facts read from the messages that name them.
  // 25.7-28.4 kB more later on 2026-12-02, and every other admin route from then on: queries, list sources
  // and writes import their contract statically (zod and the entity's schemas on the first load), which
  // the first screen's refetch fetched anyway, so a visit's script stays within 250 kB; /niches 6.5 kB
  // more for its delete dialog (the confirm's radix code still loads on intent).
  // 0.2-1.6 kB more at the end of that day, once the day's work was merged: the status vocabulary, the
  // list's busy page turn and URL state, drafts and version checks for templates and API clients, and
  // Amazon links normalised in the forms. Every route's ceiling is its figure then plus about 1 kB.
  "/niches/[id]/products": 226.4,
  "/products": 228.8,
  "/admin/api-clients": 221.8,
  "/dashboard": 216.3,
  "/niche-catalog": 217.3,
  "/niche-catalog/[id]": 213.2,
  "/niches": 228.1,
  "/niches/[id]": 223.6,
};
