/** A select of the dimensions a block list or a rule can name (sub1 … device). */
import { BLOCKLIST_DIMENSIONS } from '../../reports/blocklist'

export function DimensionSelect({ label, value }: { label: string; value: string }) {
  return (
    <label>
      {label}
      <select name="by" defaultValue={value}>
        {BLOCKLIST_DIMENSIONS.map((dimension) => (
          <option key={dimension} value={dimension}>
            {dimension}
          </option>
        ))}
      </select>
    </label>
  )
}
