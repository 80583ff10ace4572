/** JSON that can never close an HTML element or open markup: '<' is written as \u003c. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
