/** The dashboard's two addresses. */
export const ADMIN_PATH = '/admin'
export const ADMIN_EXPORT_PATH = '/admin/export.csv'
export const ADMIN_REVENUE_EXPORT_PATH = '/admin/revenue.csv'
export const POSTBACKS_PATH = '/admin/postbacks'
export const POSTBACKS_DELETE_PATH = '/admin/postbacks/delete'
