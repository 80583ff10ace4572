/** Types of react-string-renderer.cjs: react-dom/server's renderToString. */
export { renderToString } from 'react-dom/server'
