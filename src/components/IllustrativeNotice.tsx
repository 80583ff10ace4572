/** The sentence every listing page shows near its ads: they are examples, not real people. */
export const ILLUSTRATIVE_NOTICE =
  'These listings are illustrative: they were written by our editors and do not depict real people. Real profiles are on our partner site after you join.'

export function IllustrativeNotice() {
  return (
    <p className="notice" data-testid="illustrative-notice">
      {ILLUSTRATIVE_NOTICE}
    </p>
  )
}
