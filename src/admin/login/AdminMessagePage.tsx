/** A plain dashboard page with one message: the 401 and 429 of the login, nothing public on it. */
import { AdminDocument } from '../ui/AdminDocument'

export function AdminMessagePage({ heading, message }: { heading: string; message: string }) {
  return (
    <AdminDocument title={heading}>
      <h1>{heading}</h1>
      <p>{message}</p>
    </AdminDocument>
  )
}
