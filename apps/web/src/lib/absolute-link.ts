/**
 * The link as a person copies it: the server answers a path when no public base URL is
 * configured, which then starts with the origin the page was opened from.
 */
export function absoluteLink(url: string, origin: string): string {
  return new URL(url, origin).href;
}
