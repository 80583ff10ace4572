import type { Ad } from './types'

/** The 60 illustrative W4M ads shown on every city page; written by the editors, they depict no real person. */
export const ADS: readonly Ad[] = [
  {
    id: 1,
    age: 27,
    title: 'Rooftop drinks and a sunset worth dressing up for',
    description:
      'Give me a rooftop bar, a cold spritz and a sky turning orange over downtown. I want a man who dresses the part, tells a good story, and forgets to check his watch once the city lights come on.',
  },
  {
    id: 2,
    age: 24,
    title: 'Dance partner wanted, two left feet forgiven',
    description:
      "Salsa night is my favorite night of the week. You don't need to know the steps, only to laugh when you miss them and spin me anyway. Confidence beats technique every single time.",
  },
  {
    id: 3,
    age: 31,
    title: 'Long dinners, longer conversations',
    description:
      "I'm the woman who orders one more course just to keep the table. Looking for a man with opinions on wine, curiosity about everything, and the patience to let the candles burn down before dessert.",
  },
  {
    id: 4,
    age: 22,
    title: 'Karaoke night needs a braver duet partner',
    description:
      'Every karaoke night, I pick the power ballad and mean every word. I want a man bold enough to take the second microphone, hit maybe half the notes, and cheer loudest when I nail the key change.',
  },
  {
    id: 5,
    age: 29,
    title: 'Windows down, no itinerary, good company',
    description:
      "Some of my favorite weekends start with a full tank and no plan. I'd love a man who can pick the music, spot a good roadside diner, and turn a wrong exit into the best story of the trip.",
  },
  {
    id: 6,
    age: 26,
    title: 'Cocktail snob seeking a worthy rival',
    description:
      "Fair warning: I know exactly how I like my martini. Show me the speakeasy you think nobody knows about, order me something I've never tried, and let's argue over which of us has better taste.",
  },
  {
    id: 7,
    age: 32,
    title: 'Jazz club regular, front table preferred',
    description:
      'Nothing beats a smoky-voiced singer and a trio that plays past midnight. I am after a man who listens closely, claps at the right moments, and saves his best stories for a stroll along the river afterward.',
  },
  {
    id: 8,
    age: 21,
    title: 'Concert buddy with a loud singing voice',
    description:
      'Lyrics, bridges, ad-libs: I know them all and I am not shy about it. Looking for a man who can keep up in the crowd and still wants fries and a setlist debate after the encore.',
  },
  {
    id: 9,
    age: 28,
    title: 'Wine bar evenings and honest opinions',
    description:
      'Pour me something red and tell me what you actually think, not what sounds clever. I like a man with a point of view, a sense of humor about himself, and no fear of the dessert menu.',
  },
  {
    id: 10,
    age: 23,
    title: 'Partner wanted for late-night tacos',
    description:
      'The best nights end at a taco truck with a line around the corner. I want someone who can dance until the last song, then stand in that line with me and rank every salsa like a contest judge.',
  },
  {
    id: 11,
    age: 30,
    title: 'Lake weekend, paperbacks optional',
    description:
      "Picture a lake cabin, a porch swing and a stack of paperbacks nobody opens because the talking is better. I'd like a man who can grill, paddle a canoe and tell a story by the fire.",
  },
  {
    id: 12,
    age: 25,
    title: 'Flirt with me over a chessboard',
    description:
      'I play chess at the bar down the street and I rarely lose. Think you can change that? Bring your sharpest opening and your best jokes. Loser picks the next cocktail, and I plan to be choosing.',
  },
  {
    id: 13,
    age: 27,
    title: 'Dressed up with somewhere to go',
    description:
      'My closet holds too many cocktail dresses and not enough reasons to wear them. Looking for a man who loves a dinner reservation, owns a good jacket, and can keep up with me on a crowded dance floor.',
  },
  {
    id: 14,
    age: 31,
    title: 'Sparkling wine and a skyline view',
    description:
      'My idea of a perfect evening: a glass of something bubbly, a table by the window, and a man who asks good questions and listens to the answers. Bonus points for a truly terrible pun.',
  },
  {
    id: 15,
    age: 22,
    title: 'Dancing first, questions later',
    description:
      "I'm happiest on a packed dance floor with the bass turned up. Find the club with the best DJ in this city, keep pace with me until closing, and I'll let you choose where we get breakfast.",
  },
  {
    id: 16,
    age: 29,
    title: 'Travel partner for a spontaneous weekend',
    description:
      "Passport ready, bag half packed at all times. I'm looking for a man who says yes first and plans second, likes window seats and street food, and doesn't mind getting a bit lost in a new place.",
  },
  {
    id: 17,
    age: 24,
    title: 'Trivia night ringer with a competitive streak',
    description:
      "My trivia team keeps losing the music round, and I've decided that is your fault for not being there. Know your eighties hits? Be our secret weapon, then stay for a nightcap and a rematch.",
  },
  {
    id: 18,
    age: 32,
    title: 'Old soul who still loves a night out',
    description:
      "Vintage cocktails, classic films and men who hold the door: that's my taste. Take me somewhere with velvet booths and a piano player, and I will be the best-dressed company in the room.",
  },
  {
    id: 19,
    age: 26,
    title: 'Summer evenings and patio lanterns',
    description:
      'Summer is for patios strung with lanterns, frozen margaritas and conversations that drift until the staff stack the chairs. Looking for a man with a sunny mood and a good playlist for the drive.',
  },
  {
    id: 20,
    age: 21,
    title: 'Open to a bit of chaos on a Saturday',
    description:
      "Let's start at a food hall, end up at a rooftop bar, and somehow finish at an arcade battling over air hockey. If that sounds like too much, I'm not your match. If it sounds perfect, you might be mine.",
  },
  {
    id: 21,
    age: 30,
    title: 'Dinner party host seeking a plus-one',
    description:
      'At my dinner parties the table gets loud and nobody leaves early. I need a charming plus-one who can open the wine, keep the conversation rolling and help me win the after-dinner game.',
  },
  {
    id: 22,
    age: 23,
    title: 'Country bar two-step, lessons welcome',
    description:
      "Boots on, hat optional. I've been learning to two-step and need a partner who can lead without taking himself too seriously. Afterward, fries on the patio and a slow song if the band plays one.",
  },
  {
    id: 23,
    age: 28,
    title: 'Night owl seeking an equally nocturnal mind',
    description:
      "My best thoughts arrive after midnight. I'd love a man who's up for a long walk under streetlights, a diner booth at two in the morning and a conversation that covers the universe and cereal.",
  },
  {
    id: 24,
    age: 25,
    title: 'Rooftop cinema and smuggled candy',
    description:
      "Outdoor movies on a rooftop are my favorite kind of date. Bring a blanket, I'll sneak in the snacks, and we can whisper commentary through the whole film like the happiest hecklers in the audience.",
  },
  {
    id: 25,
    age: 31,
    title: 'Seeking a man who can plan the evening',
    description:
      "I plan everything at work, so for once I want someone else to take the lead. Pick the restaurant, choose the bar after, surprise me with the last stop. I'll bring the good mood and better conversation.",
  },
  {
    id: 26,
    age: 22,
    title: 'Festival season buddy, glitter optional',
    description:
      'Counting down to festival season already. Looking for a man who can handle sunshine, dust and a crowded main stage, remembers where we parked, and dances like nobody is filming him.',
  },
  {
    id: 27,
    age: 27,
    title: 'Wine country weekend, you bring the playlist',
    description:
      'Rolling hills, a tasting room with a view and a long lunch on a terrace: my dream Saturday. I want a man who can tell a merlot from a malbec, or who pretends convincingly and makes me laugh trying.',
  },
  {
    id: 28,
    age: 32,
    title: 'Sophisticated, sarcastic, and looking for the same',
    description:
      'I appreciate a well-made old fashioned and a well-timed comeback. If you can hold your own at a cocktail bar, talk books without bluffing and laugh at yourself, we are going to get along.',
  },
  {
    id: 29,
    age: 24,
    title: 'Beach bonfire nights, guitar not required',
    description:
      "Sand, a bonfire and a sky full of stars is my kind of night out. You don't need to play guitar, but if you can roast a perfect marshmallow and tell a decent ghost story, you're already ahead.",
  },
  {
    id: 30,
    age: 29,
    title: 'Brunch that turns into dinner somehow',
    description:
      "Sundays are best when they begin with mimosas at noon and end with a candlelit dinner across town. I'm hoping for a man with no firm plans, good shoes for wandering and a talent for finding the next great spot.",
  },
  {
    id: 31,
    age: 26,
    title: 'Speakeasy explorer seeking a password partner',
    description:
      "Somewhere behind a bookshelf or a phone booth there is a bar I haven't found yet. Help me hunt down the hidden ones, order the house special and trade stories in a candlelit booth.",
  },
  {
    id: 32,
    age: 21,
    title: 'Bowling, neon and borrowed shoes',
    description:
      'Terrible bowler, excellent enthusiasm. Looking for a man who will cheer my gutter balls, pick the jukebox songs and challenge me to air hockey afterward. Glow-in-the-dark lanes are a must.',
  },
  {
    id: 33,
    age: 30,
    title: 'Tapas, flamenco and a late table',
    description:
      'Small plates, big flavors, a guitarist in the corner. I want a man who loves to share food, tries everything at least once and is happy to linger until the last song and the last olive are gone.',
  },
  {
    id: 34,
    age: 23,
    title: 'Roller skates and a disco ball',
    description:
      "Disco night at the roller rink is my weekly ritual. I'm hoping for a man who can skate backwards, or at least fall gracefully, and who will split a milkshake with me when the lights come up.",
  },
  {
    id: 35,
    age: 28,
    title: 'Dinner, then dancing, then dessert elsewhere',
    description:
      "Three stops make the perfect evening: a good dinner to talk, a lively bar to dance, and a quiet cafe for dessert at the end. I'm after a man with energy for conversation and a soft spot for pastries.",
  },
  {
    id: 36,
    age: 25,
    title: 'My favorite person to people-watch with',
    description:
      "Put me at a sidewalk table on a busy evening with a spritz in hand and I'll invent life stories for every stranger who walks by. I'd love a man who plays along and adds the plot twists.",
  },
  {
    id: 37,
    age: 32,
    title: 'Gallery openings and the wine that follows',
    description:
      'I go to gallery openings for the art and stay for the conversation. Looking for a man who has an opinion on abstract paintings and knows a good bar nearby for the proper debate afterward.',
  },
  {
    id: 38,
    age: 22,
    title: 'Front row at the comedy club',
    description:
      'Seat me in the front row of a comedy club and I will absolutely get picked on. I want a man who can take a joke, laugh at mine, and help me recover over drinks and a long debate about the best set.',
  },
  {
    id: 39,
    age: 27,
    title: 'Sunset sail, no experience needed',
    description:
      "A sunset sail with the wind picking up clears my head like nothing else. I'm looking for a man who enjoys the water, can hold a conversation over the waves, and knows the dockside spot with the best crab cakes.",
  },
  {
    id: 40,
    age: 29,
    title: 'Theater nights and post-show debates',
    description:
      "Musicals, plays, opera: I love all of it. I want a man who'll dress up for an opening night, tear up at the finale without shame and argue with me about the second act over a late supper.",
  },
  {
    id: 41,
    age: 24,
    title: 'Neon bars and pinball rivalries',
    description:
      'My ideal Friday is an arcade bar with craft cocktails and a pinball high score to beat. Looking for a man with quick reflexes, a forgiving sense of humor, and the grace to lose to me once in a while.',
  },
  {
    id: 42,
    age: 31,
    title: 'Candlelight and a tasting menu',
    description:
      "Candlelight, a wine list worth reading and a tasting menu that takes all evening. That's my kind of date. I'm hoping for a man who is curious, kind to waiters and genuinely interested in every course.",
  },
  {
    id: 43,
    age: 26,
    title: 'Rooftop yoga? No. Rooftop cocktails? Yes.',
    description:
      "Let's be honest: I'm more rooftop bar than rooftop yoga. I'd love a man who knows the spots with the best views, orders confidently, and makes the elevator ride down feel far too short.",
  },
  {
    id: 44,
    age: 21,
    title: 'Stargazing drive past the city lights',
    description:
      "Drive me out past the streetlights where the stars actually show up. Bring a thermos of cocoa and a playlist, and I'll bring a scarf and far too many facts about constellations.",
  },
  {
    id: 45,
    age: 30,
    title: 'Mountain weekend, snow optional',
    description:
      "Cold air, a crackling fire and a mug of mulled wine after a day on the slopes or in the lodge. I'd like a man who enjoys an adventure, doesn't mind losing a snowball fight and tells good stories.",
  },
  {
    id: 46,
    age: 23,
    title: 'Latin night regular looking for a lead',
    description:
      "Bachata on Thursdays is sacred to me. I'm looking for a confident man who isn't shy on the dance floor, keeps a good rhythm and knows the best part is laughing together between songs.",
  },
  {
    id: 47,
    age: 28,
    title: 'Ambitious by day, playful by night',
    description:
      'Work hard all week, play harder on the weekend. I want a man who matches my energy, appreciates a great cocktail list, and can switch from serious talk to silly dance moves without missing a beat.',
  },
  {
    id: 48,
    age: 25,
    title: 'The best seat is at the bar',
    description:
      "Bar seats beat tables, always. You can watch the bartender work, chat with strangers and lean in to hear each other over the music. I'm after a man who likes that energy and has stories worth leaning in for.",
  },
  {
    id: 49,
    age: 32,
    title: 'Cultured, curious, and a bit mischievous',
    description:
      "Mornings at the museum, evenings at the wine bar, and somewhere in between a detour nobody planned. I'm looking for a man with range, as comfortable talking art as ordering the spiciest thing on the menu.",
  },
  {
    id: 50,
    age: 22,
    title: 'Silent disco champion seeking competition',
    description:
      "Headphones on, three channels, and I always pick the best one. I want a man who will switch stations just to see what I'm dancing to and end up singing along out loud by accident.",
  },
  {
    id: 51,
    age: 27,
    title: 'City lights from my favorite overlook',
    description:
      "Let me take you to my favorite overlook, where the whole skyline glitters after dark. In exchange you pick the dinner spot, and if it's good, I'll choose the after-dinner bar.",
  },
  {
    id: 52,
    age: 29,
    title: 'Flirtatious, fun, and fond of good whiskey',
    description:
      "Neat, or with one big ice cube: that's how I like my whiskey, and I'll happily explain why. Looking for a man who appreciates a slow sip, a warm lounge and a woman who always has a comeback ready.",
  },
  {
    id: 53,
    age: 24,
    title: 'Fair season and the big wheel at dusk',
    description:
      "County fair season makes me giddy. Funnel cake, games I never win and a ride on the big wheel as the sun goes down. I want a man who'll try the deep-fried everything and win me the biggest stuffed bear.",
  },
  {
    id: 54,
    age: 31,
    title: 'Book club escapee seeking livelier plans',
    description:
      "My book club is lovely, but I'd rather discuss the novel over cocktails with one charming man than over tea with twelve people. Bring opinions, leave the spoilers at the door.",
  },
  {
    id: 55,
    age: 26,
    title: 'Salt air, seafood shacks and a boardwalk',
    description:
      'A beach town weekend is my reset button. I want a man who likes seafood shacks, boardwalk arcades after dark and long walks where the tide keeps interrupting the conversation.',
  },
  {
    id: 56,
    age: 21,
    title: 'Bright personality, louder laugh',
    description:
      "Warning: my laugh carries across any room. I'm looking for a man who sets it off often, loves a lively bar with good music, and is happy to be the reason the table next to us turns around.",
  },
  {
    id: 57,
    age: 30,
    title: 'Pasta class date, wine required',
    description:
      "Let's take a pasta-making class, get flour everywhere and drink the wine meant for dinner before it's ready. I want a man who can follow a recipe loosely and laugh when it all falls apart.",
  },
  {
    id: 58,
    age: 28,
    title: 'Cover bands and crowded choruses',
    description:
      "Cover bands are my guilty pleasure and I know every chorus. Looking for a man who'll shout requests with me, dance in the cramped space by the stage and grab late-night noodles when the band packs up.",
  },
  {
    id: 59,
    age: 23,
    title: 'Bucket list adventurer seeking a co-pilot',
    description:
      'High on my list: a hot air balloon at dawn, a train ride through the mountains, a night market overseas. I want a man who is ready to cross a few off with me and add some of his own.',
  },
  {
    id: 60,
    age: 25,
    title: 'Confident, warm, and over small talk',
    description:
      "Skip the weather. Ask me about the best trip I've taken, the worst date I've survived, the song I'd pick at karaoke. I want a man who is direct, warm and up for a good glass of wine and a deeper conversation.",
  },
]
