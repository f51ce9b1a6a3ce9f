import { request } from "node:http";

/** What came back from a raw request. */
export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field
};

/**
 * One HTTP request exactly as given: any method (TRACE), any path bytes (`%E0%A4%A`), any Host.
 * fetch() normalizes or forbids all three, and attackers do not use fetch().
 */
export function rawRequest(
  baseUrl: string,
  input: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: input.method ?? "GET",
        path: input.path,
        headers: input.headers,
        setHost: !input.headers?.Host,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("error", reject);
    req.end(input.body);
  });
}
