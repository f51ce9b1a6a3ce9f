/** How to try webhooks against a receiver on one's own machine, for the messages that refuse one. */
export const localTestingHint =
  "to test a receiver on your machine, run npx threadline webhooks listen --forward-to <your local URL>; " +
  "every attempt, with what was sent and what came back, is in the endpoint's delivery log " +
  "(dashboard: Webhooks → the endpoint; API: GET /v1/webhooks/{webhook_id}/deliveries)";
