/** How to read adult listings wisely: red flags, respect and clear communication. */
import type { Article } from '../../types'

export default {
  slug: 'tips-escorts-listing-{product}',
  title: 'Reading Listings Wisely: Tips for {brand} and Beyond',
  excerpt:
    'The ads on {brand} are illustrative. Elsewhere, listings can be genuine, fake or worse. Here is how to read them with a clear head.',
  description:
    "How to read adult listings wisely: why {brand}'s ads are illustrative, red flags to watch for on any site, and how to communicate with respect.",
  keywords: [
    'escort listing tips',
    '{product} listings',
    'red flags',
    'online scams',
    'deposit scams',
    'gift card scams',
    'respectful communication',
  ],
  published: '2026-11-21',
  body: [
    { type: 'h2', text: 'Start with what you are looking at' },
    {
      type: 'p',
      text: "Every ad on {brand} is illustrative. The editors wrote them to show how a classified-style listing reads, and none of them describes a real person. That makes them handy practice: you can learn the format without anyone's privacy or money at stake. Once you move on to the partner site, or anywhere else with real profiles, the habits below start to matter a great deal.",
    },
    { type: 'h2', text: 'What a reasonable listing looks like' },
    {
      type: 'p',
      text: 'A sensible listing, on a platform that allows them, is short, clear and calm. It says who the person is in broad terms, roughly where they are, and how they prefer to be contacted through the platform. It does not shout, does not rush you, and does not ask for anything before a conversation has even started. Ordinary, in other words, and ordinary is a good sign.',
    },
    {
      type: 'p',
      text: 'Be more careful with the opposite: a listing that seems too polished, too eager or too perfectly matched to whatever you happened to search for. Real people write like real people, with a few rough edges. Copy that reads like a sales pitch, or that promises more than any stranger reasonably could, is usually selling something other than what it says.',
    },
    { type: 'h2', text: 'Red flags, on any site' },
    {
      type: 'ul',
      items: [
        'A request for a deposit, booking fee or "security payment" before you have ever met.',
        'Gift cards, cryptocurrency or payment-app transfers asked for up front, for any reason at all.',
        'Pressure: countdowns, "today only", guilt trips, or anger when you slow down.',
        'Links to unfamiliar payment pages or sign-in pages outside the platform.',
        "Photos that look lifted from a catalog or a celebrity's feed.",
        'A story that changes each time you ask a simple question.',
        'Anything suggesting a person may be under 18. Do not engage: report it and leave.',
      ],
    },
    {
      type: 'p',
      text: "The money flags are the most common by far. Scammers love gift cards and untraceable transfers because once the money is sent, it is gone, and nobody can pull it back. Nobody honest needs a stranger's money, sent blind, before they have ever met. If a conversation turns to payment before anything else, it has told you exactly what it was for.",
    },
    { type: 'h2', text: 'Reporting and walking away' },
    {
      type: 'p',
      text: 'If you see anything that suggests someone under 18, or someone being controlled or pressured by another person, do not reply and do not try to investigate. Report it to the platform. In the United States you can also report suspected child exploitation to the NCMEC CyberTipline and suspected trafficking to the National Human Trafficking Hotline. Then leave. Walking away is always allowed.',
    },
    { type: 'h2', text: 'Respect goes both ways' },
    {
      type: 'p',
      text: 'Behind real profiles are real adults with their own boundaries, schedules and privacy. Read what they have written, and take it at face value. Do not push for personal details, extra photos or a real name they have not offered. A "no" is a complete answer, and so is silence. Being decent costs nothing, it keeps everyone safer, and it tends to be noticed.',
    },
    { type: 'h2', text: 'Communicate clearly' },
    {
      type: 'p',
      text: "Clear beats clever. Say who you are in plain terms, keep messages short and polite, and stick to the platform's own messaging until there is a good reason to trust someone. Do not use coded language or hints, on any site. If something is unclear, ask plainly and accept a plain answer. Most misunderstandings online are avoided simply by saying what you mean.",
    },
    { type: 'h2', text: 'The short checklist' },
    {
      type: 'ul',
      items: [
        'Know whether a listing is real or illustrative before you read it.',
        'Never pay anyone in advance, whatever the story.',
        'Stay on the platform until you have a reason to trust someone.',
        'Respect boundaries, and treat "no" as final.',
        'Report anything involving minors or coercion, then leave.',
      ],
    },
    {
      type: 'p',
      text: 'None of this takes long, and most of it quickly becomes habit. The aim is not suspicion of everyone, just enough care that the people who mean well stay easy to spot and the ones who do not stand out fast.',
    },
  ],
} satisfies Article
