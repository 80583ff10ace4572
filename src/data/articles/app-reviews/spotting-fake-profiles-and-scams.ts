/** Dating App Reviews: recognizing fake profiles and romance scams, and where to report them. */
import type { Article } from '../../types'

export default {
  slug: 'spotting-fake-profiles-and-scams',
  title: 'Spotting Fake Profiles and Dating Scams',
  excerpt:
    'Romance scams follow a script. Learn the usual signs of a fake profile, the stories scammers tell, and what to do if you think you have met one.',
  description:
    'How to spot fake dating profiles and romance scams: warning signs, the stories scammers tell, quick checks to run, and where to report fraud in the US.',
  keywords: [
    'romance scams',
    'fake dating profiles',
    'catfishing',
    'dating app safety',
    'report fraud',
  ],
  published: '2026-11-21',
  body: [
    {
      type: 'p',
      text: 'Most people on dating apps are exactly who they say they are. The few who are not tend to follow a familiar script, and once you know it, it is hard to miss. Romance scammers are patient, friendly and very good at making you feel special. Their goal is almost always the same: your money, your personal details or access to your accounts.',
    },
    { type: 'h2', text: 'Signs of a fake profile' },
    {
      type: 'ul',
      items: [
        'Photos that look like a magazine shoot, or very few photos in total.',
        'A thin bio, or one generic enough to fit almost anyone.',
        'Details that contradict each other, such as age, location or job.',
        'A job that conveniently keeps them far away: overseas, offshore or deployed.',
        'Intense interest before you have had a real conversation.',
      ],
    },
    {
      type: 'p',
      text: 'One sign alone proves nothing, since plenty of genuine people have a sparse profile or a job that involves travel. A cluster of them is worth a second look, especially once the conversation starts heading in the directions described below.',
    },
    { type: 'h2', text: 'The script scammers follow' },
    {
      type: 'p',
      text: 'It usually starts with flattery and a push to move the chat off the app, to text or a messaging service where the platform cannot see it. Next comes a steady stream of affectionate messages and a sense that you share something rare. Then plans to meet keep falling through, always for a good reason, until one day there is a problem only money can fix.',
    },
    {
      type: 'p',
      text: 'The emergency varies: a medical bill, a stuck shipment, a plane ticket, a fee to release an inheritance. Another common version is an investment tip, often involving cryptocurrency, that promises to make you both rich. Whatever the story, the ending is a request to send money, gift cards or crypto.',
    },
    { type: 'h2', text: 'Other tricks to know' },
    {
      type: 'p',
      text: 'Some scams skip the romance. A match may ask you to read back a code sent to your phone, which can let them take over your accounts. Others send links to sites that ask you to sign in or enter card details, claiming it is for a safety check. Some threaten to share private photos unless you pay. In every case, do not comply, stop replying and report it.',
    },
    { type: 'h2', text: 'Quick checks you can run' },
    {
      type: 'ul',
      items: [
        'Ask for a short video call. Scammers nearly always find a reason to refuse.',
        'Run a reverse image search on their photos to see if they appear under other names.',
        'Search unusual phrases from their messages; scam scripts are often reused.',
        'Talk it over with a friend, who will see the pattern more clearly than you.',
      ],
    },
    {
      type: 'p',
      text: 'No single check is perfect. Faked video and photos are getting easier to make, so a call is not absolute proof. But a match who refuses every attempt to confirm who they are, while asking for trust, money or secrecy, has told you what you need to know.',
    },
    { type: 'h2', text: 'If you think you have been targeted' },
    {
      type: 'p',
      text: "Stop sending money and stop sharing information. Report and block the profile in the app, and keep screenshots of the conversation. If you have paid anything, contact your bank or card issuer right away. In the United States, you can report romance scams to the Federal Trade Commission at ReportFraud.ftc.gov and to the FBI's Internet Crime Complaint Center at ic3.gov.",
    },
    {
      type: 'p',
      text: 'Above all, do not feel ashamed. These schemes are run by people who do it for a living, and they fool smart, kind people every day. Reporting helps the platforms and the authorities stop the next one, and talking about it helps your friends spot it sooner.',
    },
  ],
} satisfies Article
