/** The guides a customer reads, in reading order; any other doc follows them alphabetically. */
export const customerGuideOrder = [
  "widget",
  "dashboard",
  "sites",
  "moderation",
  "spam",
  "notifications",
  "webhooks",
  "api",
  "sso",
  "readers",
  "import-export",
  "privacy",
];

/** The docs for whoever runs or changes Threadline itself, listed apart from the customer guides. */
export const operatorGuideOrder = ["security", "architecture", "testing", "benchmarks"];
