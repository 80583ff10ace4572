/** What a dashboard page says about the last action: a notice, a problem, a list of errors. */

/** "Saved …", "Test 3 started.": what the last post did. */
export function AdminNotice({ notice }: { notice: string | undefined }) {
  return notice ? (
    <p className="admin-notice" role="status">
      {notice}
    </p>
  ) : null
}

/** Why the page could not show what it should (no database, a failed read). */
export function AdminProblem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <p className="admin-errors" role="alert">
      {problem}
    </p>
  ) : null
}

/** What was wrong with a form or a query, one item each. */
export function AdminErrors({ errors }: { errors: readonly string[] }) {
  return errors.length ? (
    <ul className="admin-errors" role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null
}
