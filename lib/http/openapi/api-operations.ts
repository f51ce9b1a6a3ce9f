import type { z } from "zod";
import { commentListSchema, commentSchema, createCommentBody, listCommentsQuery } from "@/lib/comments/comment-schemas";
import { listSitesQuery, siteListSchema } from "@/lib/sites/site-schemas";

/** One documented operation of the public API. */
export type ApiOperation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  auth: "api_key" | "none";
  query?: z.ZodObject;
  body?: z.ZodType;
  success: { status: number; schema?: z.ZodType; description: string };
  errors: number[];
};

/** Every operation of /v1, the source of /v1/openapi.json. */
export const apiOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/comments",
    summary: "List a thread's published comments, top-level comments paged, replies nested.",
    auth: "api_key",
    query: listCommentsQuery,
    success: { status: 200, schema: commentListSchema, description: "One page of the thread." },
    errors: [400, 401, 404, 429],
  },
  {
    method: "post",
    path: "/v1/comments",
    summary: "Create a comment or a reply; the thread is created on its first comment.",
    auth: "api_key",
    body: createCommentBody,
    success: { status: 201, schema: commentSchema, description: "The new comment." },
    errors: [400, 401, 404, 413, 415, 422, 429],
  },
  {
    method: "get",
    path: "/v1/sites",
    summary: "List the sites of the key's account.",
    auth: "api_key",
    query: listSitesQuery,
    success: { status: 200, schema: siteListSchema, description: "One page of sites." },
    errors: [400, 401, 429],
  },
];
