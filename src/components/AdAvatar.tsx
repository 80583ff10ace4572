/**
 * An ad's picture: an abstract pattern drawn from its id (the same for the ad everywhere), never
 * a person. Shapes are placed so that nothing can read as a face or a body; colours come from the
 * site's palette. Presentation attributes only: the CSP allows no inline style. A city's list
 * shows it through a template of this component (ad-list-html.ts).
 */
import { hashString, seededRandom } from '../directory/ads-for-city'

const BACKGROUNDS = ['#3a2360', '#25405a', '#4a2a4f', '#2d3b6b', '#1f4a4a', '#4b3420']
const INKS = ['#ffd479', '#ff9f7a', '#8fd3ff', '#c7a6ff', '#7ee0b5']
const SIZE = 48

/** What varies between ads' pictures: colours and where each shape sits. */
export interface AvatarDrawing {
  background: string
  first: string
  second: string
  discX: number
  discY: number
  discR: number
  bandY: number
  /** The band's rotation, about its own middle. */
  bandTransform: string
  /** The diamond's outline (a path). */
  diamond: string
}

/** An ad's drawing, from its id alone. */
export function avatarDrawing(adId: number): AvatarDrawing {
  const random = seededRandom(hashString(`avatar|${adId}`))
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const background = pick(BACKGROUNDS)
  const [first, second] = [pick(INKS), pick(INKS.filter((_, i) => i % 2 === 1))]
  // One large disc pushed into a corner, so it is cut by the edge (never a head in the middle).
  const corner = Math.floor(random() * 4)
  const discX = corner % 2 === 0 ? 6 : 42
  const discY = corner < 2 ? 6 : 42
  const discR = 20 + Math.round(random() * 8)
  // A band across the opposite side, at one of four angles.
  const angle = [20, 35, -20, -35][Math.floor(random() * 4)]!
  const bandY = corner < 2 ? 32 : 10
  // A small diamond on the free diagonal.
  const diamondX = corner % 2 === 0 ? 34 : 14
  const diamondY = corner < 2 ? 14 : 34
  return {
    background,
    first,
    second,
    discX,
    discY,
    discR,
    bandY,
    bandTransform: `rotate(${angle} 24 ${bandY + 3.5})`,
    diamond: `M${diamondX} ${diamondY - 6}l6 6-6 6-6-6z`,
  }
}

interface AdAvatarProps {
  drawing: AvatarDrawing
  /** Rendered size in CSS pixels (the drawing scales). */
  size?: number
}

/** An ad's picture as a decorative <svg>. */
export function AdAvatar({ drawing, size = SIZE }: AdAvatarProps) {
  const { background, first, second, discX, discY, discR, bandY } = drawing
  return (
    <svg
      className="avatar"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={SIZE} height={SIZE} rx="10" fill={background} />
      <circle cx={discX} cy={discY} r={discR} fill={first} fillOpacity="0.85" />
      <rect
        x="-8"
        y={bandY}
        width="64"
        height="7"
        fill={second}
        fillOpacity="0.7"
        transform={drawing.bandTransform}
      />
      <path d={drawing.diamond} fill="none" stroke="#f6f3ff" strokeWidth="2" />
    </svg>
  )
}
