/**
 * Which files of the inbox load together. A zip is a bundle of its own. Loose files that are
 * whole at the same time load as one bundle, so one night's daily sales and category sales
 * that only add up together load together; when several files of one kind are waiting (two
 * nights, say), they go into successive bundles in name order, one file of each kind per
 * bundle, so each night loads after the one before it.
 */

export function isZip(name: string): boolean {
  return name.toLowerCase().endsWith('.zip');
}

/**
 * `names` in bundles, in the order they load. `kindOf` answers a file's kind from its name, or
 * null; a file of no kind gets a bundle of its own, where the loader refuses it with its reason.
 */
export function groupIntoBundles(
  names: readonly string[],
  kindOf: (name: string) => string | null,
): string[][] {
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  const loose: { kinds: Set<string>; names: string[] }[] = [];
  const alone: string[][] = [];
  for (const name of sorted) {
    const kind = isZip(name) ? null : kindOf(name);
    if (kind === null) {
      alone.push([name]);
      continue;
    }
    const bundle = loose.find((candidate) => !candidate.kinds.has(kind));
    if (bundle) {
      bundle.kinds.add(kind);
      bundle.names.push(name);
    } else {
      loose.push({ kinds: new Set([kind]), names: [name] });
    }
  }
  return [...loose.map((bundle) => bundle.names), ...alone];
}
