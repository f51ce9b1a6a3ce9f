import type { z } from "zod";

import type { TestKeyRule } from "../test-key-rule";

/** One documented operation of the public API; one an API key can call says what a test key may do. */
export type ApiOperation = ({ auth: "none" } | { auth: "api_key" | "api_key_or_session"; testKeys: TestKeyRule }) & {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** A raw file as the body instead of JSON (the media types it is accepted in). */
  upload?: { description: string; mediaTypes: string[] };
  /** `mediaType` defaults to application/json; `headers` are response headers beyond the rate limits'. */
  success: {
    status: number;
    schema?: z.ZodType;
    description: string;
    mediaType?: string;
    headers?: Record<string, object>;
  };
  errors: number[];
};
