import type { StatePromo } from '../types'

/** Idaho: Boise's walkable downtown and Basque Block, plus Sun Valley and the northern lake towns, across two time zones. */
export default {
  heading: "{brand}'s Idaho: Rivers, Ridges and a Good Table",
  tagline:
    "Idaho keeps a low profile, but Boise's lively downtown and a handful of storied mountain and lake towns make a good night easy to plan.",
  paragraphs: [
    'Most Idaho evenings happen in the Treasure Valley, where Boise has grown into a confident small city without losing its outdoorsy ease. Downtown around 8th Street and the Grove Plaza fills up on summer nights, Hyde Park offers an old-neighborhood alternative, and the Basque Block celebrates one of the largest Basque communities in America with croquetas, chorizo and more festivity than you might expect. The Boise River Greenbelt winds through it all, ideal for a walk before dinner or a slow one after.',
    "Beyond Boise, the state gets scenic fast. Sun Valley and Ketchum have hosted skiers and movie stars since the 1930s and still feel like an old-school resort with excellent bars. Up north, Coeur d'Alene sits on a lake so pretty it looks retouched, and Sandpoint on Lake Pend Oreille is its artsier, quieter cousin. In the east, Idaho Falls is the gateway toward the Tetons and Yellowstone, and the Snake River Canyon at Twin Falls is worth a detour at sunset.",
    'The seasons are distinct. Summers run hot and dry in the south and gloriously mild up north; winters bring deep snow to the mountains and inversions that can wrap Boise in fog for days. Mountains split the state, so a trip from Boise to the Panhandle takes most of a day, and the north runs on Pacific time while the south keeps Mountain time. Dress is casual and fleece is welcome almost anywhere. Spirits are sold through state liquor stores, so buy any bottles before closing time.',
  ],
  venues: [
    { name: 'Julia Davis Park', address: '700 S Capitol Blvd, Boise' },
    { name: 'Idaho State Capitol', address: '700 W Jefferson St, Boise' },
    { name: 'Ann Morrison Park', address: '1000 S Americana Blvd, Boise' },
    { name: 'Basque Block', address: 'W Grove St, Boise' },
    { name: 'McEuen Park', address: "420 E Front Ave, Coeur d'Alene" },
    { name: 'Tubbs Hill', address: "3rd St, Coeur d'Alene" },
    { name: 'Shoshone Falls Park', address: '4155 Shoshone Falls Grade, Twin Falls' },
    { name: 'Idaho Falls River Walk', address: 'Memorial Dr, Idaho Falls' },
  ],
} satisfies StatePromo
