import type { LegalDocument } from '../types'

/** Terms of Service of {brand}. Change `lastUpdated` whenever this text changes. */
export default {
  title: 'Terms of Service',
  lastUpdated: '2026-11-21',
  intro:
    'These terms are the ground rules for using {brand}. We have kept them as plain as legal text allows, so please read them once, all the way through. They include an agreement to settle disputes by individual arbitration, which affects your rights, so that part deserves a second look.',
  sections: [
    {
      heading: 'Accepting these terms',
      paragraphs: [
        'By visiting or using {brand}, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please close the page and do not use the site.',
        'When we say "{brand}", "we" or "us", we mean the operators of this website. When we say "you", we mean you, the visitor.',
      ],
    },
    {
      heading: 'Who may use the site',
      paragraphs: [
        'The site is for adults only. You must be at least 18 years old, and also old enough to view adult content and enter into a contract where you live, if that age is higher.',
        'If you are not an adult under those rules, you may not use {brand} or sign up through it. Please leave now.',
      ],
    },
    {
      heading: 'What {brand} is',
      paragraphs: [
        '{brand} is a directory organized by state and city. The classified-style listings you see are illustrative: they are written by our editors and do not depict or describe any real person.',
        'Nobody can post ads on {brand}, and nobody can contact anyone through it. There is no messaging of any kind on {brand}. Buttons such as Join, Reply or Pics lead to a free signup for an account with our partner dating site, and from there you continue on that site.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        "When you sign up, your free account is created by our partner dating site through its account backend. {brand} does not hold or manage your account. The partner site's own terms and policies govern the account and everything you do there.",
        'When you sign up, you must give your real age and an accurate email address that belongs to you. Keeping your password safe is up to you.',
      ],
    },
    {
      heading: 'Our affiliate relationship',
      paragraphs: [
        '{brand} is an affiliate of the partner dating site. That means we may be paid when visitors sign up there or buy something there.',
        'Links and buttons that lead to the partner site are sponsored links. We tell you this so you can weigh what we say with that in mind.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        '{brand} charges you nothing. Browsing the site and signing up for the free account cost nothing on our side.',
        'Any subscription or paid features are offered and priced by the partner site, not by us, and are covered by its terms. Fees paid for subscription features are non-refundable, except where the law requires otherwise.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You agree not to use {brand} if you are under 18, and never to use it for anything involving minors.',
        'You also agree not to use the site for any unlawful purpose; not to scrape, copy in bulk, overload, probe or attack the site or its systems; not to get around any limits or protections we put in place; and not to give false information, including a false age or an email address that is not yours.',
        'If you break these rules, we may block your access to the site and report unlawful activity to the appropriate authorities.',
      ],
    },
    {
      heading: 'Obeying the law',
      paragraphs: [
        'Laws about adult content, dating and related activity differ from state to state and city to city. You are responsible for knowing and following the laws that apply where you are.',
        'Nothing on {brand} is an offer of, or an invitation to, any illegal service, and nothing here promotes one. If something here ever seems to read that way, it was not meant to.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, illustrative listings, design, logos and other content of {brand} belong to us or to those who license them to us, and are protected by copyright and other laws.',
        'You may view the site for your own personal, non-commercial use. You may not copy, republish, sell or build another product from our content without our written permission.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        '{brand} is provided "as is" and "as available", without warranties of any kind, to the fullest extent the law allows. We do not promise that the site will always be online, free of errors or suited to any particular purpose.',
        'We do not guarantee that you will meet anyone, through the partner site or otherwise. The listings on {brand} are illustrative and are not offers from real people.',
        'The partner site and any other third-party sites are run by others. We do not control them and are not responsible for their content, services, policies or conduct.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, {brand} and its operators will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, money or goodwill, arising from your use of the site or of any third-party site.',
        'To the same extent, our total liability for any claim about {brand} is limited to one hundred US dollars. Some places do not allow these limits, so they may not all apply to you.',
      ],
    },
    {
      heading: 'Resolving disputes',
      paragraphs: [
        'If you have a problem with {brand}, please write to us first; most things can be sorted out by email. If we cannot resolve it, you and {brand} agree that any dispute will be settled by binding arbitration on an individual basis, administered by the American Arbitration Association under its Consumer Arbitration Rules.',
        'You and {brand} each give up the right to a jury trial and agree not to bring or take part in any class action, class arbitration or other representative proceeding.',
        'Either of us may instead bring an individual claim in small claims court, as long as it qualifies and stays there.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms from time to time. When we do, the Last updated date at the top changes. If you keep using {brand} after a change, you accept the updated terms.',
        'Questions about these terms? Write to us at {contact}.',
      ],
    },
  ],
} satisfies LegalDocument
