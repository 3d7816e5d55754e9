/**
 * The Content Security Policy of every Hexfray window. It is kept a literal string (also in
 * src-renderer/index.html) so auditing tools can parse it; a unit test keeps the two equal.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'";

/** The same policy as an HTTP header, which (unlike a meta tag) can also forbid framing. */
export const CSP_HEADER =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'";
