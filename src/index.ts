/** Worker entry point. */
import app from './app'
import type { Env } from './env'

export default app satisfies ExportedHandler<Env>
