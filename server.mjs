// Threadline's HTTP server: the built Next.js app behind a plain Node server, so that every request
// carries the address of the socket it came from (Next.js alone keeps a client-sent
// X-Forwarded-For instead, which anyone can forge). `npm start` runs this file.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import v8 from "node:v8";

import next from "next";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.env.CHECKPOINT_DISABLE ??= "1";

// Under load V8 lets the heap grow to several times what is live before collecting the old
// generation, and the process keeps that memory afterwards. Growing it by at most this share of
// what is live keeps the footprint near the live size, at no cost we could measure (docs/benchmarks.md).
// 0 leaves V8's own heuristics. (The young generation's size can only be set on the command line:
// `npm start` passes --max-semi-space-size=4.)
const heapGrowingPercent = Number(process.env.HEAP_GROWING_PERCENT ?? 10);
if (Number.isInteger(heapGrowingPercent) && heapGrowingPercent > 0)
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The methods Next.js route handlers can serve; it answers any other (TRACE, CONNECT…) with a 500.
const servedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Answers what Next.js would fail on before our code runs: problem+json under /v1, plain text elsewhere. */
function refuse(req, res, status, code, detail, headers = {}) {
  const requestId = `req_${randomBytes(12).toString("hex")}`;
  const api = /^\/(api\/)?v1(\/|$|\?)/.test(req.url ?? "");
  const title = status === 405 ? "Method Not Allowed" : "Bad Request";
  const body = api
    ? JSON.stringify({ type: `urn:threadline:problem:${code}`, title, status, detail, code, request_id: requestId })
    : `${title}: ${detail}\n`;
  res.writeHead(status, {
    "Content-Type": api ? "application/problem+json" : "text/plain; charset=utf-8",
    "X-Request-Id": requestId,
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Whether a path's percent-encoding is well formed (Next.js throws on it otherwise). */
function isDecodable(url) {
  try {
    decodeURIComponent((url ?? "/").split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  if (!servedMethods.has(req.method ?? "")) {
    return refuse(req, res, 405, "method_not_allowed", `${req.method} is not supported here.`, {
      Allow: [...servedMethods].join(", "),
    });
  }
  if (!isDecodable(req.url)) {
    return refuse(req, res, 400, "invalid_path", "The path is not valid percent-encoding (RFC 3986).");
  }
  // The only trustworthy client address; a value sent by the client under this name is replaced.
  req.headers["x-threadline-socket-ip"] = req.socket.remoteAddress ?? "";
  handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`threadline: listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
