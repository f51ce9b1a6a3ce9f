// A child process of `npm run bench`: the tests' Upstash REST shim over a real Redis, in a process
// of its own so that it does not share an event loop with the load generator. Prints
// {"url","token"} once listening; on SIGTERM deletes the keys under the prefix and exits.
import { startUpstashShim } from "../../tests/support/upstash-shim";

const [redisUrl = "redis://127.0.0.1:6379", prefix = "threadline-bench"] = process.argv.slice(2);
const shim = await startUpstashShim(redisUrl);
console.log(JSON.stringify({ url: shim.url, token: shim.token }));
process.once("SIGTERM", () => {
  void shim
    .deleteKeys(prefix)
    .then(() => shim.close())
    .finally(() => process.exit(0));
});
