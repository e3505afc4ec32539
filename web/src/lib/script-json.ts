/**
 * JSON that is safe inside a `<script>` element: `<` never appears (so no `</script>` or
 * `<!--` can end or change the element), and the two line separators JavaScript once
 * treated as newlines are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
