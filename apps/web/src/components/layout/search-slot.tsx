/**
 * Where the global search box goes (spec §2: shown when signed in). The search feature replaces
 * this component's body; the layout already renders it for signed-in members only.
 */
export function SearchSlot() {
  return null;
}
