/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Types are checked once, by `npm run typecheck` (tsc over the whole tree, tests and scripts
  // included), which CI runs before the build; the build's own pass over app/ repeated it.
  typescript: { ignoreBuildErrors: true },
  // The public API lives at /v1; its handlers sit under app/api/v1.
  async rewrites() {
    return [{ source: "/v1/:path*", destination: "/api/v1/:path*" }];
  },
  // The widget: /embed.js and /count.js keep their names, so browsers check back within minutes
  // (a new release reaches readers soon); the chunks they load carry content hashes and never change.
  // Chunks are ES modules fetched by import() from the site's page: they need CORS.
  async headers() {
    const crossOrigin = [
      { key: "Access-Control-Allow-Origin", value: "*" },
      { key: "Cross-Origin-Resource-Policy", value: "cross-origin" },
      { key: "X-Content-Type-Options", value: "nosniff" },
    ];
    return [
      {
        source: "/:script(embed|count|widget-preview).js",
        headers: [{ key: "Cache-Control", value: "public, max-age=300, stale-while-revalidate=86400" }, ...crossOrigin],
      },
      // A reader's data-request page carries its one-time token in the URL: never sent on as a referrer.
      {
        source: "/reader-data/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex" },
        ],
      },
      {
        source: "/widget/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }, ...crossOrigin],
      },
    ];
  },
  serverExternalPackages: [
    "@prisma/schema-engine-wasm",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "better-sqlite3",
    "pg",
  ],
};

export default nextConfig;
