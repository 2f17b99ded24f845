/** What the group's two pickers (members, documents) share around their DualList. */

/** Moving found items into the chosen list and chosen ones back out, items compared by key. */
export function pickerMoves<T>(chosen: T[], onChange: (items: T[]) => void, keyOf: (item: T) => string) {
  return {
    onAdd: (items: T[]) => onChange([...chosen, ...items]),
    onRemove: (items: T[]) => {
      const gone = new Set(items.map(keyOf));
      onChange(chosen.filter((item) => !gone.has(keyOf(item))));
    },
  };
}

/**
 * The lists' labels from a picker's messages (`groups.members.*`, `groups.documents.*`); the empty found list says to
 * search first, that everything found is already chosen, or that nothing was found.
 */
export function pickerLabels(t: (key: string) => string, messages: string, found: 'notSearched' | 'allChosen' | 'noneFound') {
  return {
    available: t(`${messages}.available`),
    chosen: t(`${messages}.chosen`),
    filter: t(`${messages}.filter`),
    emptyAvailable: t(`${messages}.${found === 'notSearched' ? 'typeToSearch' : found}`),
    emptyChosen: t(`${messages}.none`),
  };
}
