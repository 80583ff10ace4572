/** An ad's age and W4M tag, worded the same in a city's list and on the ad's page. */

/** The seed's wording for an ad's age ("Age: {age}", SPEC: ad detail). */
function ageLabel(age: number): string {
  return `Age: ${age}`
}

export function AdFacts({ age }: { age: number }) {
  return (
    <>
      <span>{ageLabel(age)}</span> <span className="tag">W4M</span>
    </>
  )
}
