import createNextIntlPlugin from "next-intl/plugin";
import { readUpstreamEnv } from "./lib/config/upstream-env.mjs";
import { HSTS_HEADER, securityHeaders } from "./lib/security/security-headers.mjs";

const upstream = readUpstreamEnv(process.env);
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages compiled at build time: the browser formats them without intl-messageformat's parser
  // (about 12 kB of script on every admin page). Code reading messages/es.json directly gets the
  // compiled form, so it goes through createTranslator (see lib/proxy/api-proxy.ts).
  experimental: { messages: { path: "./messages", format: "json", locales: ["es"], precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets helpers and test runs keep separate build folders side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Socket.IO polls /socket.io/ with its trailing slash; a 308 would break it.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` on its own; skipping it here halves build time on 2 cores.
  typescript: { ignoreBuildErrors: true },
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  // React's taint API, so a credential read on the server that a page hands to a client component
  // fails the render (lib/server-data/taint-secrets.ts). It selects React's experimental build for app/.
  experimental: {
    taint: true,
    // Turbopack merges small shared modules (zod's core, the contract) into every lazily loaded chunk
    // that needs them: a visit fetched zod six times. Component chunks let the browser fetch only the
    // parts of a merged chunk it lacks (about 32 kB less per visit, 0.6 kB more runtime per first load).
    turbopackChunking: { generateComponentChunks: true },
  },
  async headers() {
    return [
      { source: "/((?!_next/static/).*)", headers: securityHeaders() },
      // HSTS only on answers to HTTPS requests (the first X-Forwarded-Proto value, as for the cookie's Secure).
      ...(process.env.NODE_ENV === "production"
        ? [{ source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "(?:[Hh][Tt][Tt][Pp][Ss])(?:\\s*,.*)?" }], headers: [HSTS_HEADER] }]
        : []),
      // Hashed scripts and styles need only nosniff: the page-level headers would add ~250 bytes to
      // each of the fifteen or so scripts of a cold load.
      { source: "/_next/static/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
    ];
  },
  // For plain `next start` and Vercel; `npm start` (server/front-server.ts) proxies /socket.io/ itself.
  // On Vercel (VERCEL is set while building there) its edge carries the external rewrite; elsewhere only
  // websocket upgrades take it, and long polling goes to app/socket.io/, whose answers get the
  // security headers that Next leaves off externally rewritten ones.
  async rewrites() {
    const upgradesOnly = process.env.VERCEL ? {} : { has: [{ type: "header", key: "upgrade" }] };
    return {
      beforeFiles: [
        { source: "/socket.io/", destination: `${upstream.realtimeUpstream}/socket.io/`, ...upgradesOnly },
        { source: "/socket.io/:path*", destination: `${upstream.realtimeUpstream}/socket.io/:path*`, ...upgradesOnly },
      ],
    };
  },
};

export default withNextIntl(nextConfig);
