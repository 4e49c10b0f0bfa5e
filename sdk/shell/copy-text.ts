/**
 * Copies text to the clipboard: the async Clipboard API, or (where the page
 * may not use it: not a secure context, or permission refused) a selected off-screen
 * textarea and the copy command, which still works on a user gesture. Throws when the
 * browser refused both.
 *
 * @module
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // falls through to the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser did not allow copying.');
}
