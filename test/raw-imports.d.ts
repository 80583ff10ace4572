/** Vite's `?raw` imports (a file's text), used by tests that read non-code files in workerd. */
declare module '*?raw' {
  const text: string
  export default text
}
