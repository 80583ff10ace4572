/** Types of react-string-renderer.cjs: loads react-dom/server's string renderer. */
import type { renderToString } from 'react-dom/server'

export declare function loadStringRenderer(): { renderToString: typeof renderToString }
