import type { Ad } from './types'

/** The 60 illustrative W4M ads shown on every city page; written by the editors, they depict no real person. */
export const ADS: readonly Ad[] = [
  {
    id: 1,
    age: 27,
    title: 'Brunch person seeking a fellow brunch person',
    description:
      "I judge a weekend by its brunch. Looking for a man who'll split a stack of lemon ricotta pancakes with me, argue about the best hot sauce, and walk it all off somewhere green afterward.",
  },
  {
    id: 2,
    age: 24,
    title: 'Record stores and a slice of diner pie',
    description:
      "I spend Saturday afternoons flipping through vinyl bins, and I'd love company who has opinions about albums. Afterward we find a diner, order pie and defend our picks. Bonus points if you own a turntable.",
  },
  {
    id: 3,
    age: 31,
    title: 'Museum Sundays with someone who reads the placards',
    description:
      "I'm the person who reads every placard in a museum. I'd like a man who doesn't mind going slowly, has a favorite painting he can tell me about, and wants coffee in the cafe after.",
  },
  {
    id: 4,
    age: 22,
    title: 'Sunrise hikes and shared trail snacks',
    description:
      'I love early hikes that end at a view worth the climb. Looking for a man who can handle a 5 a.m. alarm, packs snacks to share, and is happy to talk or walk in easy silence.',
  },
  {
    id: 5,
    age: 29,
    title: 'Cooking class partner, ambition over skill',
    description:
      'I like recipes slightly beyond my abilities. Want to take a cooking class with me and attempt homemade ramen or a souffle? If it collapses, we laugh and find takeout. Kindness and curiosity matter more than knife skills.',
  },
  {
    id: 6,
    age: 25,
    title: 'Board game night needs a fourth player',
    description:
      "My friends and I have a monthly board game night and we're one player short. I'm looking for a man who's competitive but gracious, learns rules quickly, and won't sulk over a lost trade.",
  },
  {
    id: 7,
    age: 32,
    title: 'Live jazz and a lingering dinner',
    description:
      'I love small jazz clubs where you can hear the bass player breathe. I would enjoy a man who likes live music, a long dinner afterward, and conversation that wanders from books to travel to whatever we overheard at the bar.',
  },
  {
    id: 8,
    age: 21,
    title: 'Library worker seeking a fellow book swapper',
    description:
      "I work at a library and still spend weekends in used bookstores. Let's each pick a novel for the other, then discuss our choices over tea. I'm hoping for someone thoughtful who reads for fun.",
  },
  {
    id: 9,
    age: 28,
    title: 'Farmers market mornings, picnic afternoons',
    description:
      "Saturday mornings you'll find me at the farmers market buying too many peaches. I'm looking for a man who enjoys picking out cheese and bread, then finding a shady park for a lazy picnic and good conversation.",
  },
  {
    id: 10,
    age: 26,
    title: 'Karaoke duet partner wanted, talent optional',
    description:
      "I sing loudly and not always well. I'd love a man who's game for a karaoke night, can commit to a dramatic power ballad duet, and doesn't take himself too seriously. Tacos afterward are nonnegotiable.",
  },
  {
    id: 11,
    age: 30,
    title: 'Vineyard afternoon, still learning about tannins',
    description:
      "I've been to a few wine tastings and still can't describe anything beyond 'nice'. Looking for a man who'd enjoy a vineyard afternoon with me, asks the staff silly questions, and likes a relaxed dinner afterward.",
  },
  {
    id: 12,
    age: 23,
    title: 'Ice skating badly, hot chocolate well',
    description:
      'Every winter I try ice skating and every winter I cling to the wall. I would love a patient man to laugh with me on the rink, then warm up over hot chocolate and trade favorite holiday traditions.',
  },
  {
    id: 13,
    age: 27,
    title: 'Passport ready, looking for a fellow wanderer',
    description:
      "I save my vacation days for trips where I don't speak the language. I'd like to meet a man who loves street food and getting a little lost, and who plans the next adventure over coffee before this one is over.",
  },
  {
    id: 14,
    age: 24,
    title: 'Trivia team needs someone who knows sports',
    description:
      'Our pub trivia team crushes art history and bombs every sports round. I am hoping to meet a man who can name a few championship winners, enjoys a friendly rivalry, and likes chatting over fries once the scores are in.',
  },
  {
    id: 15,
    age: 31,
    title: 'Quiet coffee and a very long conversation',
    description:
      "I'm not a big night-out person. My ideal first date is a cozy coffee shop, two comfortable chairs and a conversation that somehow lasts three hours. Looking for a man who asks good questions and listens to the answers.",
  },
  {
    id: 16,
    age: 22,
    title: 'Amateur astronomer seeking a clear-sky companion',
    description:
      "I own a secondhand telescope and more constellation apps than anyone needs. I'd love a man who'd join a stargazing night at the observatory with me, ask lots of questions, and point out the planets he knows.",
  },
  {
    id: 17,
    age: 29,
    title: 'Dog park regular with a scruffy sidekick',
    description:
      "I'm at the dog park most mornings with my terrier, Biscuit. I'm looking for a kind man who loves animals, doesn't mind a little mud, and would enjoy a weekend walk followed by breakfast at a patio cafe.",
  },
  {
    id: 18,
    age: 25,
    title: 'Comedy club nights and honest laughs',
    description:
      "I love stand-up comedy, especially open mic nights when anything can happen. I'm hoping to meet a man with a quick sense of humor who can laugh at himself and would grab a burger after the show to compare favorite bits.",
  },
  {
    id: 19,
    age: 32,
    title: 'Balcony gardener with too many tomatoes',
    description:
      'My balcony garden produces far more tomatoes than one person can eat. I would enjoy meeting a man who appreciates homegrown food, loves simple Italian cooking, and can talk about something other than work on a slow Sunday.',
  },
  {
    id: 20,
    age: 21,
    title: 'New to salsa, looking for a dance partner',
    description:
      "I just started salsa lessons and I'm hooked, even if I still count the steps out loud. Looking for a man who'd enjoy a beginner class with me, won't mind stepped-on toes, and likes a good dinner after.",
  },
  {
    id: 21,
    age: 28,
    title: 'Thrift store treasure hunts and vintage finds',
    description:
      "I love digging through thrift stores for strange lamps and old cameras. I'd like to meet a man who enjoys the hunt, tells good stories about his best finds, and is up for coffee and a debate about whether that lamp was worth it.",
  },
  {
    id: 22,
    age: 26,
    title: 'Beach sunsets and a plate of fish tacos',
    description:
      "Give me a warm evening by the water, a paper plate of fish tacos and someone who loves watching the sun go down. I'm looking for an easygoing man who likes the outdoors and can talk about anything.",
  },
  {
    id: 23,
    age: 30,
    title: 'Theater lover seeking an intermission debate',
    description:
      "I go to plays often, from big musicals to tiny black-box productions. I'm hoping to meet a man who enjoys live theater, has opinions at intermission, and wants to unpack the ending over dessert afterward.",
  },
  {
    id: 24,
    age: 23,
    title: 'Climbing gym evenings, then big bowls of noodles',
    description:
      "I boulder at the climbing gym a few evenings a week. Looking for a man who's either a climber or curious to try, encourages without explaining the route to me, and is always up for noodles after.",
  },
  {
    id: 25,
    age: 27,
    title: 'Golden-hour walks with my camera',
    description:
      "I carry my camera everywhere and I'm happiest wandering old neighborhoods at golden hour. I'd love to meet a man who doesn't mind frequent stops, notices interesting doors and signs, and knows a good spot for dinner.",
  },
  {
    id: 26,
    age: 24,
    title: 'Pie contest rival wanted, friendly competition only',
    description:
      "I bake every weekend and my coworkers are tired of cookies. I'm looking for a man who'll challenge me to a friendly pie contest at the community fair, take the judging seriously, and share the losing pie anyway.",
  },
  {
    id: 27,
    age: 31,
    title: 'Classic films and a proper bucket of popcorn',
    description:
      "I love old black-and-white movies and the revival theater that shows them. I'd like a man who'll sit through a double feature, argue about the best screwball comedy, and take a stroll afterward to talk it over.",
  },
  {
    id: 28,
    age: 22,
    title: 'Festival season, looking for a music buddy',
    description:
      "Summer for me means outdoor concerts and music festivals. I'm looking for a man who loves live bands, doesn't mind a long line for lemonade, and is happy to discover a new favorite artist with me.",
  },
  {
    id: 29,
    age: 29,
    title: 'Kayaking weekends and lunch on the dock',
    description:
      'I keep a kayak on my car roof from spring to fall. I would enjoy meeting a man who likes paddling, can laugh if we tip over, and wants to end the day with sandwiches on a dock watching the water.',
  },
  {
    id: 30,
    age: 25,
    title: 'Learning Spanish, looking for a fellow learner',
    description:
      "I'm learning Spanish and I'd love a date who's learning something too, whether that's a language, guitar or pottery. Let's trade lessons over coffee and cheer each other on. Patience and a sense of humor required.",
  },
  {
    id: 31,
    age: 32,
    title: 'Long tables, good food, better conversation',
    description:
      'My favorite evenings are dinner parties with friends around a long table. I am hoping to meet a man who enjoys good food, can hold his own in a friendly debate, and happily helps clear the plates at the end.',
  },
  {
    id: 32,
    age: 21,
    title: 'Arcade night with a competitive streak',
    description:
      "I'm unbeatable at air hockey and I will gloat about it. Looking for a man who enjoys arcades, retro games and pizza, and who can handle losing gracefully, or better yet, beat me fair and square.",
  },
  {
    id: 33,
    age: 28,
    title: 'Architecture walks and hidden coffee shops',
    description:
      "I love walking tours that point out old buildings and forgotten history. I'd like to meet a curious man who looks up when he walks, enjoys finding tiny coffee shops down side streets, and likes sharing what he knows.",
  },
  {
    id: 34,
    age: 26,
    title: 'Sunrise yoga, then tacos by evening',
    description:
      "I split my life between sunrise yoga and a deep love of tacos. Looking for a man who's active but not too serious, enjoys trying new restaurants, and is comfortable with a relaxed, unplanned Saturday.",
  },
  {
    id: 35,
    age: 30,
    title: 'Quiet wine bar over a loud club',
    description:
      "I'm happiest in a quiet wine bar with good conversation and a book in my bag. I'd love to meet a thoughtful man who reads, prefers a slow evening to a loud club, and won't judge my poetry collection.",
  },
  {
    id: 36,
    age: 23,
    title: 'Shelter volunteer Saturdays, lazy brunch Sundays',
    description:
      "I volunteer at an animal shelter most Saturdays. I'm looking for a kind-hearted man who cares about his community, might join me walking the dogs sometime, and loves a lazy brunch the day after.",
  },
  {
    id: 37,
    age: 27,
    title: 'Escape rooms, teamwork and bragging rights',
    description:
      "I've done a dozen escape rooms and I'm still chasing the perfect run. I'd love a man who stays calm under pressure, shares his clues, and wants to celebrate, or commiserate, over burgers afterward.",
  },
  {
    id: 38,
    age: 24,
    title: 'Looking for a fellow coffee snob',
    description:
      "I have strong feelings about pour-over and I'm not sorry. Looking for a man who'll explore local roasters with me, take tasting notes far too seriously, and balance it out with a silly movie later.",
  },
  {
    id: 39,
    age: 31,
    title: 'Road trip playlist curator seeking a co-pilot',
    description:
      "I love long drives with the windows down and an ambitious playlist. I'm hoping to meet a man who appreciates scenic routes, roadside diners and odd tourist attractions, and who can navigate without getting grumpy.",
  },
  {
    id: 40,
    age: 22,
    title: 'Paint night partner, artistic talent not required',
    description:
      "I signed up for a paint night and my sunflower looked like a fried egg. I'd love a man to take the next class with me, laugh at our masterpieces, and grab dinner after.",
  },
  {
    id: 41,
    age: 29,
    title: 'Weekend cyclist looking for ride company',
    description:
      "Most weekends I'm out on a long bike ride along quiet country roads. Looking for a man who enjoys cycling at a chatty pace, stops for good bakeries, and doesn't mind a detour for the scenic route home.",
  },
  {
    id: 42,
    age: 25,
    title: 'Podcast junkie seeking a good debate',
    description:
      "I listen to history and science podcasts on every commute, so I'm full of random facts. I'd like a man who's curious about the world, enjoys a spirited but friendly debate, and knows a good spot for dumplings.",
  },
  {
    id: 43,
    age: 32,
    title: 'Slow travel, fresh bread and local markets',
    description:
      "I've traveled slowly for years, staying long enough to learn the bakery's schedule. Looking for a man who loves exploring, appreciates simple pleasures like market mornings, and would enjoy planning a trip together someday.",
  },
  {
    id: 44,
    age: 21,
    title: 'Concert tickets bought early, seeking a plus-one',
    description:
      "I buy concert tickets months early and then talk friends into coming. I'm looking for a man who loves indie bands, dances without caring who's watching, and enjoys diner fries after the encore.",
  },
  {
    id: 45,
    age: 28,
    title: 'Fresh pasta class, then a trattoria comparison',
    description:
      "I've wanted to learn fresh pasta for ages. I'd love a man to take a class with me, get flour everywhere, then see how our skills compare with the trattoria down the street over a long dinner.",
  },
  {
    id: 46,
    age: 26,
    title: 'Aquarium date and a seafood-free dinner',
    description:
      "I could watch jellyfish for hours. I'd love to meet a man who enjoys aquariums and zoos, reads the animal facts out loud, and is fine with a dinner spot that doesn't serve anything we just saw.",
  },
  {
    id: 47,
    age: 30,
    title: 'Tennis partner wanted, scorekeeping optional',
    description:
      "I play tennis a couple of times a week and I'm always looking for a good rally. I'm hoping to meet a man who enjoys sports, plays fair, and would like to grab lunch afterward and talk about anything but the score.",
  },
  {
    id: 48,
    age: 23,
    title: 'Animation fan seeking a film festival date',
    description:
      "I love animated films and never miss the festival screenings each year. I'm looking for a man who can quote his favorite movies, enjoys a good story in any form, and likes dumplings afterward.",
  },
  {
    id: 49,
    age: 27,
    title: 'Early riser seeking sunrise coffee company',
    description:
      "I'm up before the sun most days and I love that quiet hour. I'd like to meet a man who enjoys mornings, a thermos of good coffee on a bench with a view, and conversations that start slow and get interesting.",
  },
  {
    id: 50,
    age: 24,
    title: 'Bowling league rookie looking for a teammate',
    description:
      'I just joined a casual bowling league and my average is embarrassing. Looking for a man who enjoys friendly competition, cheers for gutter balls as loudly as strikes, and likes sharing nachos between frames.',
  },
  {
    id: 51,
    age: 31,
    title: 'Open mic poetry and the long way home',
    description:
      "I go to poetry readings and sometimes read my own, nervously. I'd love a man who enjoys words, laughs easily, and is happy to take the long way home while we talk about which poems stuck with us.",
  },
  {
    id: 52,
    age: 22,
    title: 'Picnic in the park, frisbee optional',
    description:
      "My perfect Saturday is a picnic, good sandwiches and a frisbee I can't throw straight. Looking for an easygoing man who enjoys the outdoors, doesn't take himself too seriously, and likes rambling conversations in the sun.",
  },
  {
    id: 53,
    age: 28,
    title: 'Planetarium shows and big questions',
    description:
      "I love planetarium shows and science museums, the bigger the questions the better. I'm hoping to meet a curious man who enjoys wondering about the universe and would like to continue the conversation over a good dinner.",
  },
  {
    id: 54,
    age: 26,
    title: 'Rainy days, bookshop cafes and matinees',
    description:
      "Rainy days are my favorite. I'd love to meet a man who enjoys ducking into a bookshop cafe, splitting a slice of carrot cake, then catching a matinee at the old cinema while the rain comes down.",
  },
  {
    id: 55,
    age: 30,
    title: 'Birdwatching beginner looking for a patient guide',
    description:
      'I recently got into birdwatching and can identify exactly four birds. I would love a patient man who enjoys quiet mornings outdoors, owns a decent pair of binoculars, and wants to talk about anything over brunch afterward.',
  },
  {
    id: 56,
    age: 23,
    title: 'Pottery class partner, mess guaranteed',
    description:
      "I've been taking pottery classes and my bowls are getting less wobbly. I'd love a man who wants to try the wheel with me, doesn't mind clay on his sleeves, and likes grabbing ramen once we've cleaned up.",
  },
  {
    id: 57,
    age: 29,
    title: 'Loyal baseball fan seeking a ballpark date',
    description:
      "I'm a loyal fan of my hometown baseball team through every losing season. Looking for a man who enjoys a ballpark hot dog, keeps score by hand or wants to learn, and doesn't mind me yelling at the umpire.",
  },
  {
    id: 58,
    age: 25,
    title: 'Chess in the park and coffee after',
    description:
      "I play chess in the park on Sunday afternoons and I'm always looking for a new opponent. I'd like to meet a thoughtful man who enjoys strategy, can win or lose with a smile, and wants coffee after the match.",
  },
  {
    id: 59,
    age: 32,
    title: 'Crossword solver seeking a second pen',
    description:
      "I do the Sunday crossword in pen, which is confidence or arrogance depending on the week. I'd love to meet a man who enjoys wordplay, slow mornings at a cafe, and an afternoon wandering a botanical garden.",
  },
  {
    id: 60,
    age: 21,
    title: 'Night market food crawl, bring an appetite',
    description:
      "I love night markets and food halls where you can try a little of everything. I'd like a man with an adventurous appetite who'll share skewers, bao and mystery desserts with me, and score each one with total seriousness.",
  },
]
