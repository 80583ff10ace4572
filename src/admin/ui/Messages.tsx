/** Sentences for the operator, if there are any: errors (alert) or notes (status). */
export function Messages({ items, role }: { items: readonly string[]; role: 'alert' | 'status' }) {
  if (items.length === 0) return null
  return (
    <ul className="admin-errors" role={role}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
