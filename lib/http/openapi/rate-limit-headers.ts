const integer = { type: "integer", minimum: 0 };
const text = { type: "string" };

/** The response headers of rate-limited operations (docs/api.md, "Rate limits"), as OpenAPI header objects. */
export const rateLimitHeaders = {
  "X-RateLimit-Limit": {
    description: "The limit that applies (the one closest to running out when several do).",
    schema: integer,
  },
  "X-RateLimit-Remaining": { description: "Requests left in the current window.", schema: integer },
  "X-RateLimit-Reset": { description: "When the current window ends, in Unix epoch seconds.", schema: integer },
  "RateLimit-Policy": {
    description: 'IETF draft: each limit covering the request, `"<policy>";q=<limit>;w=<window seconds>`.',
    schema: text,
  },
  RateLimit: {
    description: 'IETF draft: each limit\'s state, `"<policy>";r=<remaining>;t=<seconds to reset>`.',
    schema: text,
  },
};

/** The header of a 429 answer. */
export const retryAfterHeader = {
  "Retry-After": {
    description: "Whole seconds to wait; a request sent then falls in a new window.",
    schema: { type: "integer", minimum: 1 },
  },
};
