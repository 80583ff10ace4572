/** A text input for one campaign tag, checked by the browser as the worker checks it. */
import { CAMPAIGN_PATTERN } from '../../campaign/core'

interface CampaignTagInputProps {
  name: string
  defaultValue: string
  placeholder?: string
  required?: boolean
}

export function CampaignTagInput(props: CampaignTagInputProps) {
  return (
    <input type="text" pattern={CAMPAIGN_PATTERN.source.slice(1, -1)} maxLength={64} {...props} />
  )
}
