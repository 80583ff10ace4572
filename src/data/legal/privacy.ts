import type { LegalDocument } from '../types'

/** Privacy Policy of {brand}. Change `lastUpdated` whenever this text changes. */
export default {
  title: 'Privacy Policy',
  lastUpdated: '2026-12-03',
  intro:
    'This policy explains what happens to your information when you use {brand}. The short version: we keep remarkably little. The long version is below, and it describes what the site actually does.',
  sections: [
    {
      heading: 'No accounts stored here',
      paragraphs: [
        '{brand} does not store accounts. There is no database of users on our side: no profiles, no saved emails, no saved passwords. The only thing the site stores is the campaign counters described below, which hold totals, not people.',
        'The free account you get when you sign up is created and kept by our partner dating site, as described below.',
      ],
    },
    {
      heading: 'The signup form',
      paragraphs: [
        'The signup form asks for your email address, a password and your age (your real age; you must be 18 or older). It also has a checkbox where you agree to share your email with the partner dating site, and it carries a fixed tag naming the page you signed up from.',
        'When you submit the form, your email, password, age and that page tag are forwarded over HTTPS to the account backend, a hosted backend function that creates your free account with the partner dating site.',
        '{brand} does not store any of it. Your password is never logged, stored or shown back to you, and your email is not logged either.',
      ],
    },
    {
      heading: 'What gets logged',
      paragraphs: [
        'For each signup attempt, the site logs only its outcome (accepted, rejected or backend failure), the page tag and the status code of the account service. It never logs your email, password or age. When a report of a signup to an advertiser (described below) fails, it logs the campaign tag, the number of tries and the status code of the answer, never the click id.',
        "Our hosting provider, Cloudflare, processes IP addresses and standard request data (the URL, the time and your browser's user agent) to deliver the site and protect it. Your IP address (for IPv6, its network prefix) is also used briefly to limit how many signup attempts one address or network can make per minute (and how many failed sign-ins to the site's private dashboard); an address over its limit is remembered for about two minutes at most, in the server's memory only, as a one-way code, never as the address.",
        'To suggest listings near you on the home page, the site reads the approximate location Cloudflare attaches to each request (coordinates, city and state, worked out from your IP address) while answering that one request, and picks the nearest listed city. That location is never stored, logged or shared, and the site never asks your browser or device for its location.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        '{brand} sets at most six cookies, all first-party. The age_ok cookie remembers that you confirmed you are 18 or older, so the site does not ask again; it lasts 30 days.',
        'The sid cookie is a random session identifier. Its only job is to keep the order of the illustrative ads the same while you browse. It ends when you close your browser and is linked to nothing about you.',
        "The camp cookie is set only when you open a page through a link that carries a campaign tag (?sub= in its address), or follow a /go link that carries one. It holds that tag, the kind of page you arrived on (or /go), the advertiser's click id when the link carries one (cid= or a similar name in its address: a code the advertiser's ad network gave that click, not your name or any contact detail), the link's sub-ids when it carries them (sub1= to sub5=: codes the advertiser's ad network puts in its links to say where the ad was shown, such as the website, the ad slot or the ad itself; they describe the ad, not you), the day of your last click on a /go link of that campaign (so a second click that day is not counted as a new visitor's), a signature by which the site recognises a cookie it set itself (a cookie it did not set is ignored), and nothing else about you, for 30 days, so that if you sign up, the signup is added to that campaign's totals and, where its advertiser asked for it, reported to that advertiser as described below. Arriving through another campaign's link replaces it; following the site's own links on to the partner site does not. The campaign tag, which is about the link and not about you, is added to that campaign's hourly totals (described below); the click id is not written down on our side, except for the short time it takes to report a signup to the advertiser (described below), and no copy of the cookie, and nothing about you, is kept.",
        "The arm cookie is set only while we compare two to four versions of a page (a different headline, button wording, order of the page, or partner offer), and only when you open a page of a kind being compared. It holds a random number drawn for your browser when the cookie is first set, which version you were given (a test number and a letter, such as 3B), for each comparison you are part of, and a signature by which the site recognises a cookie it set itself, so that you see the same version on every page and every visit. The random number is linked to nothing else about you; it is there so that one visitor is counted once, however many addresses send the same cookie. Bots, link previews and browser prefetches are shown the first version and are given no cookie. It lasts 30 days. The version is added to the hourly counters described below (one visitor given it, counted once a day per IP address or network and once a day per cookie, and your later page views, signups and the partner's payout counted under it), and it travels in the partner link's code described below. To count a visitor once, the server that adds up the counts receives a one-way code of the cookie's random number, made with a key that changes every day (never the number itself), and keeps, as for addresses (below), only positions worked out from that code, deleted when the day (UTC) ends; no copy of the cookie is kept.",
        'The signed_up cookie is set only when a signup you make ends on our confirmation page. It holds no data, only lets that page say your request went through in this browser and nowhere else, and expires after ten minutes.',
        'There are no third-party analytics or advertising cookies, and no third-party scripts or trackers on {brand}.',
        'The neutral_title cookie is set only if you turn on the neutral tab title at the bottom of any page. It holds only that choice, so that every page arrives with the tab already reading "Notes" with a plain icon; it lasts a year, or until you turn the option off or use Clear this device. It is read to choose the page\'s title and is never written down or linked to anything about you.',
        'Clear this device, at the bottom of every page, asks your browser to remove everything {brand} stored in it at once: these cookies (the neutral-title choice included), anything the site kept in its storage and its cached copies of our pages (with the Clear-Site-Data header, and by expiring each cookie for browsers that ignore it). It cannot remove your browser history; the page that confirms the clearing says how to do that. Quick exit, at the top of every page, leaves for a neutral site at once (with JavaScript, so does Shift pressed three times), and with JavaScript replaces the current page in your history; it stores and sends nothing.',
      ],
    },
    {
      heading: 'Campaign links and what we count',
      paragraphs: [
        'Some links on {brand} go through our /go link. It sends you to the partner dating site with a campaign tag taken from the link itself. That tag is about the link, not about you.',
        "To know which campaigns bring visitors, the site adds one to an hourly counter for each click on a /go link, each page you open through a link with a campaign tag (not pages or images another site loads in the background), with the advertiser's cost of that visit when its link says it (cost=, an amount the ad network charges for showing the ad, not about you), and each signup attempt that passes the form's checks and its outcome (created, rejected, or sent on to the partner's page because our account service failed). The site also counts, per campaign, how many of those clicks and visits came through a link whose click id could not be used (too long, or with characters a web address cannot carry unchanged) or whose advertiser's network left one of its placeholders unfilled (such as {click_id}), and in which part of the link: only how many, never the value. It also counts, per campaign, how many visitors were shown the 18+ confirmation and how many confirmed (once a day per IP address or network), each visitor's first /go click of a campaign in a day (worked out from the camp cookie and the one-way code described below), and how many different visitors (IP addresses or networks, as that code) came through each ad placement that day, so that no single visitor can make a placement look busy or costly; an advertiser's cost is added once a day per visitor, campaign and placement, and never above the highest cost of one visit the advertiser has declared. A counter is kept for each hour, campaign tag, version of the page while one is compared (the arm cookie, above), the link's sub-ids (described above; advertisers must put nothing about a person in them, and the site keeps at most 500 different values of each per campaign per day, and at most 1,000 different combinations of them, counting later ones together as \"(other)\"), the kind of page you arrived on, page tag, country and, {counted_dimensions}, which is never written to the counters or to logs; to save work, each server keeps in its memory, while it runs, a list of up to 2,000 recently seen user agents and which kind each is, linked to no visit). Visits from recognised bots, link checkers, link previews and browser prefetches are counted apart. At most 1,000 different campaign tags are counted per day; later new ones are counted together as \"(other)\". A tag, a sub-id value or a combination of sub-id values new that day is counted by its name only when a person brings it (not a bot, link check or prefetch), and one IP address (for IPv6, its /64 network and, together, the /48 network around it) brings at most 20 new tags, and 3 new values of each sub-id and 3 new combinations per campaign, a day. To tell, the server that adds up the counts receives one-way codes of the address's networks, made with a key that changes every day (never the address), and keeps only positions in two tables of a fixed size (3 MB) worked out from those codes, which name no one: how many new things each code has brought, and what it has already done that day (such as its first /go click of a campaign). So that a restart forgets nothing, the same positions are also saved in that server's storage, and deleted when the day (UTC) ends. Campaigns the advertiser has set up here, and campaigns counted the day before, are always counted by their name.",
        "If our account service fails and you continue on the partner's sign-up page, its address carries the campaign tag (and, where the partner asks for it, the kind of page you arrived on), as a /go link does, so the partner can credit the campaign. While two partner offers are compared (the arm cookie, above), the partner site you go on to, from a /go link, after signing up or when our account service fails, is the one of the version you were given; what you type in the form is still sent only to the account backend described above.",
        "Our /go link, the partner's sign-up page address (when our account service fails) and the partner's page our account service sends you on to after you sign up also carry a code of the campaign tag, the hour (UTC), the kind of page, the link's sub-ids, the {carried_dimensions} described above, and the version of the page you were given (from the arm cookie, when you have one). Without a click id it is signed, and the same for everyone who followed that campaign's link from that ad and page in that hour on that kind of device in that state, naming no one. When the link you followed carried a click id, the code also holds that click id, and all of it is encrypted so that only this site can read it, with a new code made for each click. For a partner whose system keeps only a short code (100 characters), the code is the signed one, without the click id and with as many of those details as fit; or the encrypted one, cut in two parts the partner hands back together. The partner sends the code back with what it paid for the campaign's signups, and the site adds that amount to the campaign's revenue totals; the partner's transaction number is kept only as a one-way code, for 120 days, so the same transaction is never counted twice and a cancellation is matched to the approval it cancels (with a one-way code of the transaction number together with the code the partner sent back, so a cancellation must name the same click; it cannot be read back, and says nothing without both). When the partner's message names a status or a currency the site does not understand, it is refused, and the site counts it per campaign and day with that word only, for 30 days: never the code, the transaction number or the amount.",
        "When you create an account through our signup form after arriving through a campaign link that carried a click id, and that campaign's advertiser has asked to be told, the site tells the advertiser once, by calling the address the advertiser set up, right after your signup (or, if our database is unavailable, as soon as it is back). Until that report has been made, the click id is kept, with the campaign tag and the time of the signup, in the storage of the server that makes it, and nowhere else, encrypted there with a key only the site holds (so the stored files never contain it readable, even after it is erased); it is erased as soon as the advertiser has answered, or after 6 hours if the report still cannot be made. That call carries only the click id, the amount the advertiser pays for a signup, a random number made for this signup, the campaign tag and the words signup and created: never your email, password, age or anything else you typed. Whether the call went through is added to the campaign's hourly totals; the click id and the random number are not kept after it (only a one-way code of the number, for 120 days, so a retry is not counted twice). For the site's operator, the site keeps the first 256 characters of what the advertiser answered, with every copy of the click id in it replaced by its first four characters (fewer for a short one) followed by an ellipsis, the last 10 answers per advertiser address and 30 days at most. A signup that is refused is not reported; one sent on to the partner's page is reported only as described next.",
        "Where the advertiser asked for it, the site also tells the advertiser when the partner approves a signup that came through its link with a click id, or cancels one it approved, as soon as the partner tells us. That call carries only the click id (read back from the partner's code), the amount the partner paid or took back, a one-way code of the partner's transaction number, the campaign tag and the words partner and approved or reversed. The click id is not kept after the call.",
        'These counters are totals only. They hold no IP address, email, password, user agent, cookie or session identifier, nothing from your browser beyond the campaign tag the link carried, and no counter can be traced back to a visit or a person.',
        "Clicks and visits are first added up, for about a minute at most, by a few counting servers of ours (on Cloudflare), which hold the same totals and nothing more, before they reach the counters' database. A signup's counts are written straight away, each time under a random number that only makes sure a retried write is not counted twice; it is linked to nothing about you and deleted by the next write of counts once it is an hour old.",
      ],
    },
    {
      heading: 'When you leave for the partner site',
      paragraphs: [
        'After you move on to the partner dating site, its own privacy policy applies to what happens there, including your account. Please read it.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        '{brand} is for adults 18 and older only. Accounts of minors are terminated.',
        'If you believe someone under 18 has signed up through {brand}, write to {contact} and we will ask the partner dating site to close the account.',
      ],
    },
    {
      heading: 'Your rights and deleting your account',
      paragraphs: [
        'Because {brand} stores nothing about you, there is nothing for us to hand over or erase. To delete your account, ask the partner dating site directly, or write to {contact} and we will forward your request to them.',
        'If you live in a state with a privacy law, such as California, you have rights to access and delete your personal information. We do not sell personal information.',
      ],
    },
    {
      heading: 'Do Not Track and Global Privacy Control',
      paragraphs: [
        '{brand} does not track you across sites, so a Do Not Track or Global Privacy Control signal changes nothing here. The site works the same either way.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Every page on {brand} is served over HTTPS, and HSTS tells your browser to always use a secure connection. A strict content security policy limits what the pages are allowed to load and run.',
      ],
    },
    {
      heading: 'How long we keep things',
      paragraphs: [
        '{brand} keeps nothing about you. The logs described above are held by our hosting provider and follow its retention periods. The campaign counters are hourly totals that identify no one; we keep them for 400 days to compare campaigns over time, and delete older ones every day. The one-way codes of partner transactions and reported signups are deleted after 120 days.',
      ],
    },
    {
      heading: 'United States only',
      paragraphs: [
        '{brand} is meant for visitors in the United States, and this policy is written for them.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If what the site does changes, this policy changes with it, and so does the Last updated date at the top.',
        'Questions about your privacy? Write to us at {contact}.',
      ],
    },
  ],
  commitment: {
    heading: 'Our commitment',
    paragraphs: [
      'We built {brand} to know as little about you as it can and still work. No user database, no third-party trackers, no stored passwords: that is a design choice, not an accident.',
      'If we ever change how the site handles your information, this page will say so, with a new Last updated date.',
    ],
  },
} satisfies LegalDocument
