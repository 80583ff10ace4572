export const probe = (db: D1Database) => [new Request("https://x.test").url, crypto.randomUUID(), db]
