/** Hookups 101: a practical checklist for meeting a new match for the first time. */
import type { Article } from '../../types'

export default {
  slug: 'first-meeting-checklist',
  title: 'The First Meeting Checklist: Before, During and After',
  excerpt:
    'A short, sensible list for meeting someone new from a dating app, so the nerves go into the conversation and not into the logistics.',
  description:
    'A practical first meeting checklist for casual dating: a public place, a friend in the loop, your own ride home, and knowing when to call it a night.',
  keywords: [
    'first date checklist',
    'first meeting tips',
    'casual dating',
    'dating safety',
    'meeting an online match',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Meeting someone from an app for the first time is part job interview, part blind date and part improv show. Nobody gets it perfect, and nobody has to. What helps is a little preparation, so the nervous energy goes into the conversation rather than into wondering how you will get home. Here is the checklist we would hand a friend.',
    },
    { type: 'h2', text: 'Before you go' },
    {
      type: 'p',
      text: "Spend ten minutes on the basics. Check that the person's photos and details hang together, and that you have had at least a short exchange by message. A quick phone or video call is the easiest way to confirm that the person you are meeting is the person in the profile, and it tends to settle nerves on both sides.",
    },
    {
      type: 'ul',
      items: [
        'Pick a public place you know: a busy bar, coffee shop or restaurant with staff around.',
        'Tell a friend who you are meeting, where, and roughly when you will check in.',
        'Plan your own way there and back, whether that is your car, a rideshare or transit.',
        'Charge your phone and carry a little cash for emergencies.',
        'Decide your own limits in advance, including how late you want to stay out.',
      ],
    },
    { type: 'h2', text: 'On the day' },
    {
      type: 'p',
      text: 'Arrive on time, or a few minutes early if you like to pick the table. Order your own drink and keep it in sight. It is perfectly normal to keep a first meeting short: an hour over a drink is plenty to learn whether there is any spark. If the plan suddenly shifts to somewhere private or far away, you are allowed to say no without a long explanation.',
    },
    {
      type: 'p',
      text: 'Be the person from your profile. If your photos are five years old, this is the moment it becomes awkward for everyone. Honesty about what you are looking for matters just as much. If you want something casual, say so kindly and early. It saves both of you from guessing, and most adults on dating apps appreciate the clarity.',
    },
    { type: 'h2', text: 'Reading the room' },
    {
      type: 'p',
      text: 'Good chemistry usually feels easy: you both talk, you both listen, and nobody is pushing. Notice how the other person treats the server, how they react when you say no to something small, and whether they respect the pace you set. Those details tell you more than any profile ever will.',
    },
    {
      type: 'p',
      text: 'Warning signs deserve to be taken seriously. Pressure to drink more, to leave together right away, or to skip the plan you agreed on are all good reasons to wrap things up. A simple line works: thanks for the drink, I am heading home now. You do not owe anyone a debate, and you do not need an excuse.',
    },
    { type: 'h2', text: 'Wrapping up the night' },
    {
      type: 'p',
      text: 'If the meeting went well and you both want to keep the evening going, check in with each other rather than assuming. Let your friend know if your plans change and where you are heading. If it did not go well, end it politely and leave on your own terms. Either outcome is a perfectly good result for a first meeting.',
    },
    {
      type: 'p',
      text: "Once you are home, send your friend the all-clear. If something about the evening bothered you, trust that feeling, and use the app's block and report tools if anyone crossed a line. Reporting helps the next person as much as it helps you, and it takes less than a minute.",
    },
    { type: 'h2', text: 'The short version' },
    {
      type: 'ul',
      items: [
        'Public place, your own ride, a friend in the loop.',
        'A quick call or video chat before you meet.',
        'Your drink in your hand and your limits in mind.',
        'Honesty about who you are and what you want.',
        'Leave whenever you like; that is always allowed.',
      ],
    },
    {
      type: 'p',
      text: 'None of this is meant to make dating feel like a fire drill. It is the opposite. With the basics handled before you walk in, you can relax, be yourself and enjoy the part that matters: meeting someone new and finding out whether you like each other.',
    },
  ],
} satisfies Article
