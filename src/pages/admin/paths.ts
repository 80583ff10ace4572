/** The dashboard's two addresses. */
export const ADMIN_PATH = '/admin'
export const ADMIN_EXPORT_PATH = '/admin/export.csv'
