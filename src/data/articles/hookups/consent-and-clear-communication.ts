/** Hookups 101: what consent means in casual dating and how to talk about it clearly. */
import type { Article } from '../../types'

export default {
  slug: 'consent-and-clear-communication',
  title: 'Consent and Clear Communication in Casual Dating',
  excerpt:
    'Consent is not a form you sign once. Here is how adults say what they want, check in along the way and take a no with good grace.',
  description:
    'How to handle consent in casual dating: asking clearly, checking in, hearing and saying no, and why alcohol and pressure change everything. Plain advice.',
  keywords: [
    'consent',
    'casual dating',
    'dating communication',
    'setting boundaries',
    'hookup etiquette',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Casual does not mean careless. The best short-term connections tend to share one thing: both people know what they want and feel comfortable saying it. That is what consent looks like in everyday life. It is not a legal speech or a mood killer. It is simply two adults making sure they are on the same page, and staying there.',
    },
    { type: 'h2', text: 'What consent actually means' },
    {
      type: 'p',
      text: 'Consent is a clear, freely given yes from an adult who is able to give it. It can be withdrawn at any moment, for any reason, and agreeing to one thing does not mean agreeing to anything else. Someone who is very drunk, asleep or under pressure cannot give meaningful consent. If you are not sure the answer is yes, treat it as a no and ask.',
    },
    {
      type: 'ul',
      items: [
        'Freely given: no pressure, guilt or bargaining.',
        'Specific: yes to one thing is not yes to everything.',
        'Ongoing: it can change at any point, and that is fine.',
        'Enthusiastic: a hesitant maybe is not a yes.',
      ],
    },
    { type: 'h2', text: 'Talk about it before you meet' },
    {
      type: 'p',
      text: 'A lot of awkwardness disappears when expectations are set in the chat. Say what you are looking for: something casual, something relaxed with no labels, or just a drink to see how it goes. You can do this without being explicit. A line like "I am after something casual, no pressure either way" tells the other person plenty and gives them room to answer honestly.',
    },
    { type: 'h2', text: 'Checking in along the way' },
    {
      type: 'p',
      text: 'Checking in does not have to sound like a questionnaire. Is this okay? Want to slow down? Another drink, or call it a night? Short, warm questions keep things easy, and they work best when you actually listen to the answer. Body language counts too: someone who goes quiet, pulls back or seems distant is telling you something.',
    },
    {
      type: 'p',
      text: 'It works in both directions. You are allowed to change your mind, to say you would rather just talk tonight, or to head home early. A good partner, however casual the arrangement, will take that in stride and will not make you feel bad about it.',
    },
    { type: 'h2', text: 'Hearing no, and saying it' },
    {
      type: 'p',
      text: 'Taking a no well is one of the most attractive things an adult can do. Say okay, thank them for being honest, and move on without sulking or trying to negotiate. That response builds trust, and trust is what makes people comfortable being open with you, tonight and in the future.',
    },
    {
      type: 'p',
      text: 'Saying no can be harder, especially when you like the person. Keep it short and kind: "I am not up for that," or "I think I will head home now." You do not need to justify it. If someone keeps pushing after a clear no, that tells you everything you need to know, and it is fine to leave.',
    },
    { type: 'h2', text: 'Alcohol, pressure and expectations' },
    {
      type: 'p',
      text: 'A drink can help people relax, but too many blur judgment and make consent unreliable. If either of you is clearly intoxicated, the responsible move is to pause and pick things up another day. The same goes for any sense that one person owes the other something, say after an expensive dinner. Nobody owes anyone anything for a nice evening.',
    },
    { type: 'h2', text: 'After the date' },
    {
      type: 'p',
      text: 'Clear communication does not end when the evening does. If you would like to see the person again, say so. If you would rather not, say that too, kindly. Honest, respectful endings come from the same habit as honest beginnings, and they make the whole casual dating scene a little better for everyone in it.',
    },
  ],
} satisfies Article
