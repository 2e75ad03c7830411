import { GlobalSearch } from '../search/global-search';

/**
 * Where the global search box goes (spec §2: shown when signed in). The layout renders it for
 * signed-in members only.
 */
export function SearchSlot() {
  return <GlobalSearch />;
}
