import type { z } from "zod";

/** One documented operation of the public API. */
export type ApiOperation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  auth: "api_key" | "none" | "api_key_or_session";
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
