/** Hookups 101: follow-up etiquette after a first date, from the first text to a kind goodbye. */
import type { Article } from '../../types'

export default {
  slug: 'etiquette-after-the-first-date',
  title: 'Etiquette After the First Date: Texts, Timing and Goodbyes',
  excerpt:
    'The date is over. Now what? A grown-up guide to the follow-up text, keeping things casual, and ending things kindly when it is not a match.',
  description:
    'What to do after a first date: when to text, how to say you had fun, keeping things casual without confusion, and ending it kindly instead of ghosting.',
  keywords: [
    'after first date',
    'dating etiquette',
    'follow-up text',
    'ghosting',
    'casual dating',
    'rejection',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'The first date is the easy part; the follow-up is where many adults freeze. Text tonight or tomorrow? Be funny or sincere? Mention that you want to keep things casual, or leave it unsaid? There is no rulebook, but a few habits make you the kind of date people speak well of, whether or not you ever meet again.',
    },
    { type: 'h2', text: 'The follow-up message' },
    {
      type: 'p',
      text: 'If you had a good time, say so, and do it soon. The old advice about waiting three days was never very useful, and today it mostly reads as indifference. A short message that evening or the next day is plenty: thanks for tonight, I had fun, I would like to do it again. Clear and friendly beats clever and vague.',
    },
    {
      type: 'p',
      text: 'If you are the one waiting, resist the urge to read meaning into the timing. People have jobs, families and phones that die at the worst moment. One friendly message is fine; a string of them is not. If a day or two passes in silence, take it as an answer and put your energy elsewhere.',
    },
    { type: 'h2', text: 'Keeping it casual, clearly' },
    {
      type: 'p',
      text: 'Casual arrangements work best when both people know they are casual. If that is what you want, say it plainly and without drama, ideally before feelings drift in different directions. Something like "I enjoy spending time with you, and I am not looking for anything serious right now" is honest without being cold.',
    },
    {
      type: 'p',
      text: 'Revisit the conversation if things change. It is normal for one person to want more, or less, as time goes on. Saying so early is kinder than letting someone assume, and it keeps the arrangement fun for both of you.',
    },
    { type: 'h2', text: 'Manners that travel well' },
    {
      type: 'ul',
      items: [
        'Keep private details private. Your date is not group chat material.',
        'Do not post photos of your date, or tag them, without asking first.',
        'Respect a slow reply or no reply; one follow-up is the limit.',
        'If plans change, cancel early and apologize rather than not showing up.',
        'Split or cover the bill in a way that feels fair, and do not keep score.',
      ],
    },
    { type: 'h2', text: 'Ending it kindly' },
    {
      type: 'p',
      text: 'Not every first date leads to a second, and that is fine. If you are not interested, a short, polite message beats disappearing: thanks for the drink, I enjoyed meeting you, but I do not think we are a match. Wish them well and leave it there. You do not need to list reasons, and you should not invite a debate.',
    },
    {
      type: 'p',
      text: 'Ghosting is tempting because it skips an awkward moment, but it leaves the other person guessing. The exception is safety. If someone was rude, pushy or made you uncomfortable, you owe them nothing, and blocking them is a perfectly reasonable response.',
    },
    { type: 'h2', text: 'If you are on the receiving end' },
    {
      type: 'p',
      text: 'Being turned down is never fun, but a clear no is a gift compared with silence. Reply with a simple thanks and good luck, or do not reply at all. Do not argue, ask for a second chance or turn up where they might be. Handling rejection gracefully says a lot about you, and the dating world is smaller than it looks.',
    },
    { type: 'h2', text: 'The bottom line' },
    {
      type: 'p',
      text: 'Good etiquette after a date comes down to three things: be clear, be kind and respect the answer. Do that consistently and you will rarely go wrong, whatever kind of connection you are looking for. It also makes you the sort of person others are happy to see again, which is rather the point.',
    },
  ],
} satisfies Article
