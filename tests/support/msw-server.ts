// The MSW server of the screen tests: the screens' real fetches (lib/browser-data/client.ts) answered in-process.
// A test file that uses it runs in the jest-fixed-jsdom environment (docblock `@jest-environment
// jest-fixed-jsdom`): jsdom plus Node's fetch, Response, streams and BroadcastChannel, which MSW needs.
import { setupServer } from "msw/node";

export const server = setupServer();

/**
 * Starts the server for the calling test file. Any request without a handler fails the test that made
 * it, so a screen asking for something the test did not foresee is noticed.
 */
export function startMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
