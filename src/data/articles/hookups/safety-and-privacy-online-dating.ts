/** Hookups 101: habits that protect your safety and privacy when dating online. */
import type { Article } from '../../types'

export default {
  slug: 'safety-and-privacy-online-dating',
  title: 'Safety and Privacy in Online Dating: A Practical Guide',
  excerpt:
    'How to enjoy dating apps without oversharing: what to keep to yourself, how to check a match, and what to do if something feels wrong.',
  description:
    'Online dating safety and privacy tips: protecting your number and address, checking a match is real, securing your accounts and reporting trouble.',
  keywords: [
    'online dating safety',
    'dating privacy',
    'dating app tips',
    'romance scams',
    'protecting personal information',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Online dating is a normal way for adults to meet, and most matches are exactly who they say they are. A few are not, and the internet has a long memory. The good news is that a handful of habits protect your privacy without turning every chat into an interrogation. Think of them like locking the front door: quick, boring and worth it.',
    },
    { type: 'h2', text: 'Share slowly' },
    {
      type: 'p',
      text: 'Your first name, your general area and your interests are plenty at the start. Your surname, workplace, home address and daily routine can wait until you have met and feel comfortable. Watch for small clues too: a photo outside your building, a uniform with a logo or a tagged gym can reveal more than you meant to share.',
    },
    {
      type: 'ul',
      items: [
        'Keep chatting inside the app until you are ready to move on.',
        'Consider a second number from a calling app for early conversations.',
        'Use photos that do not also appear on your work or social profiles.',
        'Turn off location tags, and hide your exact distance if the app lets you.',
      ],
    },
    { type: 'h2', text: 'Check that your match is real' },
    {
      type: 'p',
      text: 'A short video call before meeting is the simplest check there is. It shows the face matches the photos and gives you a feel for the person. A reverse image search on a profile photo can reveal pictures lifted from someone else. Neither step is rude; plenty of people expect them, and anyone genuine will understand.',
    },
    {
      type: 'p',
      text: 'Be wary of stories that do not add up, profiles with almost no detail, and matches who refuse every call but keep the conversation going for weeks. Those patterns usually point to a scam rather than a shy person. A genuine match who is nervous about a call will still find a way to show you they are real.',
    },
    { type: 'h2', text: 'Never send money' },
    {
      type: 'p',
      text: 'However warm the conversation, do not send money, gift cards, cryptocurrency or account codes to someone you have not met. Romance scams depend on building trust and then presenting an emergency. A genuine match will not ask you to cover their travel, their medical bills or a sudden crisis. If you hear that request, stop and report the profile.',
    },
    { type: 'h2', text: 'Lock down your accounts' },
    {
      type: 'p',
      text: 'Use a unique, strong password for every dating account, and turn on two-step sign-in wherever it is offered. A password manager makes this painless. Check which apps are linked to your social media and unlink anything you do not need. When you stop using a service, delete the account rather than just the app, so your profile does not linger.',
    },
    { type: 'h2', text: 'Think before you share photos' },
    {
      type: 'p',
      text: 'Assume anything you send could be saved and shown to someone else, even by a person you trust today. If you would not be comfortable seeing a photo outside the chat, do not send it. Sharing intimate images of someone without their consent is against the law in most states, and platforms take reports seriously, but prevention beats any cleanup.',
    },
    { type: 'h2', text: 'When something feels wrong' },
    {
      type: 'p',
      text: 'Trust that feeling. Unmatch, block and report through the app, and keep screenshots in case you need them later. If you feel threatened, or someone shares your private images, contact local police, and in an emergency call 911. Dating should feel exciting, not unsafe, and leaving a conversation is always an option.',
    },
    {
      type: 'p',
      text: 'None of this means treating every match as a suspect. It simply means letting trust build at a sensible pace, the same way it would with anyone you met in person. Most people will respect that, and the ones who do not have told you something useful.',
    },
  ],
} satisfies Article
