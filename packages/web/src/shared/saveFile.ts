/**
 * Saves a file the app fetched to the device under `fileName`: a download that needs the
 * account's token (a plain link would carry none) is fetched first, then handed to the browser.
 */
export function saveFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the bytes to the download; the next task may let them go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
