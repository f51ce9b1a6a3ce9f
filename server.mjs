// Threadline's HTTP server: the built Next.js app behind a plain Node server, so that every request
// carries the address of the socket it came from (Next.js alone keeps a client-sent
// X-Forwarded-For instead, which anyone can forge). `npm start` runs this file.
import { createServer } from "node:http";
import next from "next";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.env.CHECKPOINT_DISABLE ??= "1";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
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
