/**
 * The <style> elements Scalar 1.76 inserts without a nonce, by the SHA-256 of their text: the
 * toast library's rules and the base theme. They are fixed text in the bundle; after an upgrade of
 * @scalar/api-reference, tests/e2e/api-reference.test.ts fails and prints the new hashes.
 */
const scalarStyleHashes = [
  "'sha256-l/2OpPg0d+2VLTLgwjf5mQo2CYwHDEqdj5TjbfEyVJI='",
  "'sha256-T13Uev3xCax2N28XaoAE8DOzQZKvPp7ZQVAi1iRREjo='",
];

/**
 * The Content-Security-Policy of /docs/api, with this response's style nonce. Scripts and requests
 * reach this server only. Scalar inserts its main stylesheet at run time with the nonce it reads
 * from <meta property="csp-nonce">, and two fixed ones allowed by hash. Style *attributes* need
 * 'unsafe-inline' (style-src-attr only): Scalar's highlighted code carries `style="--line-count: N"`,
 * which varies per sample, so no hash can cover it. An attribute cannot run script or load
 * anything that img-src, font-src and connect-src do not allow; <style> elements stay locked.
 */
export function buildApiReferenceCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${scalarStyleHashes.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
