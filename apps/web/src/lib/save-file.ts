/** Saves bytes made in the page as a file, through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; give it a moment regardless.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
