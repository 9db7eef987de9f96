/** The LIKE pattern of a search box's keyword, with LIKE's own wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
