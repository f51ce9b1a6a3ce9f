import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

import { Redis } from "ioredis";

import { freePort } from "./free-port";

type Word = string | number;
type Reply = { result: unknown } | { error: string };

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** A running shim: Upstash's REST API in front of a real Redis. */
export type UpstashShim = {
  url: string;
  token: string;
  /** A direct connection to the Redis behind the shim, to look at what the app wrote. */
  redis: Redis;
  /** Stops answering (the port is closed), as if Upstash were unreachable. */
  stop: () => Promise<void>;
  /** Answers again on the same port. */
  resume: () => Promise<void>;
  /** Holds every request without answering until `release`, as if Upstash hung. */
  hold: () => void;
  release: () => void;
  /** Deletes every key under a prefix (a test run's own). */
  deleteKeys: (prefix: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Upstash's REST API over a real Redis (ioredis), for the real @upstash/redis and
 * @upstash/ratelimit clients: POST `/` with one command as a JSON array, `/pipeline` and
 * `/multi-exec` with arrays of commands, `{result}`/`{error}` answers, base64 strings when the
 * client sends `Upstash-Encoding: base64`, and a Bearer token check. Redis 7.0 refuses the
 * `#!lua flags=allow-key-locking` line that @upstash/ratelimit's scripts start with, so the shim
 * strips it and maps the client's script hashes to those of the stripped scripts.
 */
export async function startUpstashShim(
  redisUrl: string,
  token = `shim-${process.pid}-${Date.now()}`,
): Promise<UpstashShim> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const scripts = new Map<string, { script: string; sha: string }>();
  const held: (() => void)[] = [];
  let holding = false;

  function learn(script: string): { script: string; sha: string } {
    const stripped = script.replace(/^#!lua[^\n]*\n/, "");
    const known = { script: stripped, sha: sha1(stripped) };
    scripts.set(sha1(script), known);
    return known;
  }

  async function run(words: Word[]): Promise<unknown> {
    const [name = "", ...args] = words.map(String);
    const verb = name.toUpperCase();
    if (verb === "EVAL" || verb === "EVAL_RO")
      return redis.callBuffer(name, learn(args[0] ?? "").script, ...args.slice(1));
    if (verb === "EVALSHA" || verb === "EVALSHA_RO") {
      const known = scripts.get(args[0] ?? "");
      if (!known) return redis.callBuffer(name, ...args);
      try {
        return await redis.callBuffer(name, known.sha, ...args.slice(1));
      } catch (error) {
        // Redis lost its script cache (restart, SCRIPT FLUSH): send the script itself.
        if (!String(error).includes("NOSCRIPT")) throw error;
        return redis.callBuffer(verb === "EVALSHA" ? "EVAL" : "EVAL_RO", known.script, ...args.slice(1));
      }
    }
    if (verb === "SCRIPT" && args[0]?.toUpperCase() === "LOAD") {
      await redis.callBuffer("SCRIPT", "LOAD", learn(args[1] ?? "").script);
      return Buffer.from(sha1(args[1] ?? ""));
    }
    return redis.callBuffer(name, ...args);
  }

  function encode(value: unknown, base64: boolean): unknown {
    if (Buffer.isBuffer(value)) {
      const text = value.toString("utf8");
      return base64 && text !== "OK" ? value.toString("base64") : text;
    }
    if (Array.isArray(value)) return value.map((item) => encode(item, base64));
    return value ?? null;
  }

  const settle = (work: Promise<unknown>, base64: boolean): Promise<Reply> =>
    work.then(
      (result) => ({ result: encode(result, base64) }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    );

  async function multiExec(commands: Word[][], base64: boolean): Promise<Reply[]> {
    const transaction = redis.multi();
    for (const words of commands) transaction.callBuffer(String(words[0]), ...words.slice(1).map(String));
    const results = (await transaction.exec()) ?? [];
    return results.map(([error, result]) => (error ? { error: error.message } : { result: encode(result, base64) }));
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: "Unauthorized" });
    if (req.method !== "POST") return send(405, { error: "Method not allowed" });
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || "null") as unknown;
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const path = new URL(req.url ?? "/", "http://shim").pathname.replace(/\/+$/, "");
    if (path === "" && Array.isArray(body)) {
      const reply = await settle(run(body as Word[]), base64);
      return send("error" in reply ? 400 : 200, reply);
    }
    if (path === "/pipeline" && Array.isArray(body))
      return send(200, await Promise.all((body as Word[][]).map((c) => settle(run(c), base64))));
    if (path === "/multi-exec" && Array.isArray(body)) return send(200, await multiExec(body as Word[][], base64));
    send(400, { error: `unsupported request ${req.method} ${req.url}` });
  }

  const server = createServer((req, res) => {
    const go = () =>
      void answer(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: String(error) }));
      });
    if (holding) held.push(go);
    else go();
  });
  const port = await freePort();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    redis,
    stop,
    resume: listen,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const go of held.splice(0)) go();
    },
    deleteKeys: async (prefix) => {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== "0");
    },
    close: async () => {
      if (server.listening) await stop();
      redis.disconnect();
    },
  };
}
