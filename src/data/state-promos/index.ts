/** Each state's promotional section, keyed by state name. */
import type { StatePromo } from '../types'
import ALABAMA from './alabama'
import ALASKA from './alaska'
import ARIZONA from './arizona'
import ARKANSAS from './arkansas'
import CALIFORNIA from './california'
import COLORADO from './colorado'
import CONNECTICUT from './connecticut'
import DELAWARE from './delaware'
import FLORIDA from './florida'
import GEORGIA from './georgia'
import HAWAII from './hawaii'
import IDAHO from './idaho'
import ILLINOIS from './illinois'
import INDIANA from './indiana'
import IOWA from './iowa'
import KANSAS from './kansas'
import KENTUCKY from './kentucky'
import LOUISIANA from './louisiana'
import MAINE from './maine'
import MARYLAND from './maryland'
import MASSACHUSETTS from './massachusetts'
import MICHIGAN from './michigan'
import MINNESOTA from './minnesota'
import MISSISSIPPI from './mississippi'
import MISSOURI from './missouri'
import MONTANA from './montana'
import NEBRASKA from './nebraska'
import NEVADA from './nevada'
import NEW_HAMPSHIRE from './new-hampshire'
import NEW_JERSEY from './new-jersey'
import NEW_MEXICO from './new-mexico'
import NEW_YORK from './new-york'
import NORTH_CAROLINA from './north-carolina'
import NORTH_DAKOTA from './north-dakota'
import OHIO from './ohio'
import OKLAHOMA from './oklahoma'
import OREGON from './oregon'
import PENNSYLVANIA from './pennsylvania'
import RHODE_ISLAND from './rhode-island'
import SOUTH_CAROLINA from './south-carolina'
import SOUTH_DAKOTA from './south-dakota'
import TENNESSEE from './tennessee'
import TEXAS from './texas'
import UTAH from './utah'
import VERMONT from './vermont'
import VIRGINIA from './virginia'
import WASHINGTON from './washington'
import WEST_VIRGINIA from './west-virginia'
import WISCONSIN from './wisconsin'
import WYOMING from './wyoming'

export const STATE_PROMOS: Readonly<Record<string, StatePromo>> = {
  Alabama: ALABAMA,
  Alaska: ALASKA,
  Arizona: ARIZONA,
  Arkansas: ARKANSAS,
  California: CALIFORNIA,
  Colorado: COLORADO,
  Connecticut: CONNECTICUT,
  Delaware: DELAWARE,
  Florida: FLORIDA,
  Georgia: GEORGIA,
  Hawaii: HAWAII,
  Idaho: IDAHO,
  Illinois: ILLINOIS,
  Indiana: INDIANA,
  Iowa: IOWA,
  Kansas: KANSAS,
  Kentucky: KENTUCKY,
  Louisiana: LOUISIANA,
  Maine: MAINE,
  Maryland: MARYLAND,
  Massachusetts: MASSACHUSETTS,
  Michigan: MICHIGAN,
  Minnesota: MINNESOTA,
  Mississippi: MISSISSIPPI,
  Missouri: MISSOURI,
  Montana: MONTANA,
  Nebraska: NEBRASKA,
  Nevada: NEVADA,
  'New Hampshire': NEW_HAMPSHIRE,
  'New Jersey': NEW_JERSEY,
  'New Mexico': NEW_MEXICO,
  'New York': NEW_YORK,
  'North Carolina': NORTH_CAROLINA,
  'North Dakota': NORTH_DAKOTA,
  Ohio: OHIO,
  Oklahoma: OKLAHOMA,
  Oregon: OREGON,
  Pennsylvania: PENNSYLVANIA,
  'Rhode Island': RHODE_ISLAND,
  'South Carolina': SOUTH_CAROLINA,
  'South Dakota': SOUTH_DAKOTA,
  Tennessee: TENNESSEE,
  Texas: TEXAS,
  Utah: UTAH,
  Vermont: VERMONT,
  Virginia: VIRGINIA,
  Washington: WASHINGTON,
  'West Virginia': WEST_VIRGINIA,
  Wisconsin: WISCONSIN,
  Wyoming: WYOMING,
}
