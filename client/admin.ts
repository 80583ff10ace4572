/**
 * Browser entry of the operator's pages (/admin): the link builder's copy buttons. Without it the
 * links are plain selectable fields and the buttons stay hidden; with it, each button copies the
 * field it names and says so in the status beside it.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  const field = document.getElementById(button.dataset.copy ?? '')
  if (!(field instanceof HTMLTextAreaElement)) continue
  const status = button.nextElementSibling
  button.hidden = false
  button.addEventListener('click', () => {
    field.select()
    navigator.clipboard.writeText(field.value).then(
      () => say('Copied.'),
      // No clipboard permission (an http page, an old browser): the text is selected to copy.
      () => say('Selected: press Ctrl+C (⌘C) to copy.'),
    )
  })
  function say(text: string) {
    if (status) status.textContent = text
  }
}
