// Opening hours: says whether the shop is open right now, in the shop's own time zone.
//
// A page script of the theme's own, to copy for yours (docs/template-authors.md,
// "Your own scripts"). The template loads it with the page's nonce:
//
//   <script type="module" src="{{cdn '/assets/js/opening-hours.js'}}" nonce="{{nonce}}"></script>
//
// and gives it everything as data attributes, texts included (from the language
// files), so the script holds no text and no setting. The server's text is the
// fallback shown without JavaScript. Text goes in with `textContent`: the store's
// policy lets no string become markup (Trusted Types), and text needs none.
//
//   <p data-opening-hours data-opens="09:00" data-closes="17:30" data-time-zone="Europe/London"
//      data-open-text="Open now, until 17:30" data-closed-text="Closed now, opens at 09:00">…</p>

/** The time in `timeZone` as `HH:MM` (24 hours), which compares as text. */
function timeIn(timeZone) {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date());
}

for (const note of document.querySelectorAll('[data-opening-hours]')) {
  const { opens, closes, timeZone, openText, closedText } = note.dataset;
  if (!opens || !closes || !openText || !closedText) continue;
  const now = timeIn(timeZone);
  note.textContent = now >= opens && now < closes ? openText : closedText;
  note.dataset.state = now >= opens && now < closes ? 'open' : 'closed';
}
