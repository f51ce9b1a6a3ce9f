/** Live keys reach live data, test keys test data. */
export type KeyMode = "live" | "test";

/** The longest API key name, in characters. */
export const maxApiKeyNameLength = 100;

/** The full shape of an API key: `key_live_` or `key_test_` and at least 32 base62 characters. */
export const apiKeyPattern = /^key_(live|test)_[0-9A-Za-z]{32,128}$/;

/** The part of a key that may be shown again after creation, e.g. `key_live_3fA9x1Qz…`. */
export function displayPrefixOf(key: string): string {
  const mode = key.startsWith("key_test_") ? "test" : "live";
  return `key_${mode}_${key.slice(9, 17)}`;
}
