/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The public API lives at /v1; its handlers sit under app/api/v1.
  async rewrites() {
    return [{ source: "/v1/:path*", destination: "/api/v1/:path*" }];
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
