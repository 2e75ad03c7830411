import { GlobalSearch } from '../search/global-search';

/**
 * Where the global search box goes. The layout renders it for signed-in members only.
 */
export function SearchSlot() {
  return <GlobalSearch />;
}
