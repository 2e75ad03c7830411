import { jsonResponse } from './fake-api';

const CONFLICT = 'Someone else changed this item after you opened it.';

/**
 * One item as the API keeps it for an edit form's tests: at a row version, sent with its ETag,
 * changed by a PUT only while the PUT's If-Match names the current version (else 409). The test
 * changes it as someone else would (`savedElsewhere`), makes its GETs fail as if the database
 * were down (`failGets`), and reads each PUT's If-Match in `puts`. `envelope` wraps the item as
 * its endpoint answers it (the events' `{ data, error }`).
 */
export function versionedItem<T extends object>(
  stored: T,
  envelope: (item: T) => unknown = (item) => item,
) {
  const state = {
    item: stored,
    version: 1,
    failGets: false,
    puts: [] as (string | null)[],
  };
  const current = () => jsonResponse(envelope(state.item), 200, { etag: `"v${state.version}"` });
  const save = (change: Partial<T>) => {
    state.item = { ...state.item, ...change };
    state.version += 1;
  };
  return Object.assign(state, {
    /** Someone else saves `change`: a new version. */
    savedElsewhere: save,
    /** The answer to the item's GET. */
    get: () =>
      state.failGets ? jsonResponse({ message: 'The database is unavailable.' }, 503) : current(),
    /** The answer to a PUT carrying `ifMatch` that would save `change`. */
    put(ifMatch: string | null, change: Partial<T>) {
      state.puts.push(ifMatch);
      if (ifMatch !== null && ifMatch !== `"v${state.version}"`) {
        return jsonResponse(
          { data: null, error: CONFLICT, message: CONFLICT, code: 'version_conflict' },
          409,
        );
      }
      save(change);
      return current();
    },
  });
}
