/** Hookups 101: regular testing and honest health conversations, in plain language. */
import type { Article } from '../../types'

export default {
  slug: 'health-and-honesty',
  title: 'Health and Honesty: Testing and Open Conversations',
  excerpt:
    'Regular testing and honest conversations are part of grown-up casual dating. Here is how to make both routine, without fuss or embarrassment.',
  description:
    'A plain guide to health for casual daters: regular STI testing, where to get tested, and how to talk honestly with partners about health and protection.',
  keywords: [
    'sexual health',
    'sti testing',
    'casual dating',
    'honest conversations',
    'safer dating',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Nobody puts it in their dating profile, but looking after your health is one of the most attractive habits an adult can have. Casual dating and good health go together well when two things are routine: regular testing and honest conversations. Neither needs to be awkward. This guide stays general; your doctor or clinic is the right place for personal advice.',
    },
    { type: 'h2', text: 'Make testing routine' },
    {
      type: 'p',
      text: 'Many sexually transmitted infections cause no symptoms at all, so feeling fine is not the same as being clear. That is why regular testing matters for anyone who is dating new or multiple partners. A doctor or clinic can tell you how often makes sense for your situation. A simple habit is to get checked on a regular schedule and whenever you have a new partner.',
    },
    { type: 'h2', text: 'Where to get tested' },
    {
      type: 'ul',
      items: [
        'Your regular doctor, who can order tests during a routine visit.',
        'Local health department clinics, many of which offer low-cost or free testing.',
        'Community health centers and family planning clinics.',
        'Some urgent care clinics and pharmacies.',
        'At-home test kits, which a doctor or pharmacist can tell you about.',
      ],
    },
    {
      type: 'p',
      text: 'Testing is confidential, usually quick and far more ordinary than many people expect. The staff have seen it all before, and they are there to help, not to judge. Booking it in the same way you book a dental checkup takes most of the drama out of it.',
    },
    { type: 'h2', text: 'Starting the conversation' },
    {
      type: 'p',
      text: 'The best time to talk about health is before things get physical, not in the moment. A calm, matter-of-fact approach works well: "Before we go further, when were you last tested? I was tested last month and everything came back clear." Asking in a relaxed way makes it normal, and sharing your own status first shows you are not pointing fingers.',
    },
    {
      type: 'p',
      text: 'If the other person gets defensive or refuses to talk about it, that is useful information. Someone who respects you will respect the question, and will probably be relieved you asked. If they are not comfortable having the conversation, it is fine to decide you are not comfortable going further.',
    },
    { type: 'h2', text: 'Protection is part of the plan' },
    {
      type: 'p',
      text: 'Condoms and other barrier methods lower the risk of many infections and of unplanned pregnancy, and they are easy to carry. Agree on protection before the moment arrives, so nobody feels rushed into a decision. There are also medical options, including vaccines against some infections and prescription medicine that lowers the risk of HIV, which a doctor can explain.',
    },
    { type: 'h2', text: 'If you test positive' },
    {
      type: 'p',
      text: "It happens to plenty of people, and it is not a verdict on your character. Many infections are easily treated, and others are well managed with modern care. Follow your clinician's advice, and let recent partners know so they can get checked too. If that conversation feels daunting, ask your clinic or health department about services that can notify partners for you.",
    },
    { type: 'h2', text: 'Honesty beyond health' },
    {
      type: 'p',
      text: "Honesty in casual dating covers more than test results. Be truthful about whether you are seeing other people, whether you are in a relationship, and what you are looking for. Casual means different things to different adults, and the only way to know you agree is to say it out loud. Clear, kind honesty protects everyone's health, time and feelings.",
    },
  ],
} satisfies Article
