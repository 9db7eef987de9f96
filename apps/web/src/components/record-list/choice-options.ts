/**
 * Options of a form's select. A record can hold a value the current choices no longer offer (a
 * company since excluded, a branch beyond the first search results); it is kept as an option,
 * so the form shows it rather than an empty box.
 */
export interface ChoiceOption {
  value: string;
  label: string;
}

export function withCurrentChoice(
  options: readonly ChoiceOption[],
  current: ChoiceOption | null,
): ChoiceOption[] {
  if (current === null || current.value === '') return [...options];
  if (options.some((option) => option.value === current.value)) return [...options];
  return [current, ...options];
}
