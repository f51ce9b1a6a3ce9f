import { randomBytes } from "node:crypto";

/** The Redis server for tests (TEST_REDIS_URL), required in CI. */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === "true") {
    throw new Error("CI=true needs TEST_REDIS_URL: the Redis (Upstash through the shim) suites are required in CI.");
  }
  return url;
}

/** A key prefix of this test run's own, so that parallel runs on one Redis never share counts. */
export function testKeyPrefix(): string {
  return `threadline-test:${process.pid}-${randomBytes(4).toString("hex")}`;
}
