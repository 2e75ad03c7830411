import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Versioned } from './api-client';

/**
 * Structural equality of form values: plain objects (any key order), arrays, Sets, Dates and
 * primitives; anything else (a picked File) only equals itself.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((v, i) => sameValues(v, b[i]))
    );
  }
  if (a instanceof Set || b instanceof Set) {
    return (
      a instanceof Set && b instanceof Set && a.size === b.size && [...a].every((v) => b.has(v))
    );
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (
    Object.getPrototypeOf(a) !== Object.prototype ||
    Object.getPrototypeOf(b) !== Object.prototype
  ) {
    return false;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b, k) &&
        sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

export interface EditVersionOptions<T> {
  /** The form's values for an item (what it would show and send back). */
  valuesOf: (item: T) => unknown;
  /** The form's values now. */
  currentValues: () => unknown;
  /** Puts an item's values into the form (the person chose to load it, or had changed nothing). */
  reset: (item: T) => void;
  /** Loads the item again (after a 409, to offer the newer version). */
  refetch: () => void;
}

export interface EditVersion<T> {
  /** The version the form's values came from: send it as If-Match (`ifMatch(etag)`). */
  etag: string | null;
  /**
   * The item changed since the form was filled: the server refused the save (409), or a newer
   * version arrived while the person was editing. What they typed stays until they choose
   * `loadNewer`.
   */
  conflict: boolean;
  /** The server answered 409 to a save. */
  markConflict: () => void;
  /** Replaces the form's values with the newest version (loading it first if needed). */
  loadNewer: () => void;
  /** A save succeeded: what it returned is the form's new version. */
  saved: (item: Versioned<T>) => void;
  /**
   * For the form's conflict notice. The notice sits at the top of the form and Save at the
   * bottom, so after a refused save it is scrolled into view (a long form, a phone): otherwise
   * pressing Save would seem to do nothing.
   */
  noticeRef: RefObject<HTMLDivElement | null>;
  /** Scrolls the conflict notice into view (a save the notice stops, as markConflict does). */
  showNotice: () => void;
}

/**
 * The version of an item that an edit form is filled from. The form fills itself once from the
 * item it was given; data that arrives later (a refetch, a slow answer) never overwrites what
 * the person typed or clicked:
 * - the same version again (fresh signed links): nothing changes;
 * - a version the form would show identically (only fields the form does not edit changed): its
 *   ETag is taken, the values stay;
 * - a newer version while nothing was changed: the form shows it;
 * - a newer version while the person edits: kept aside, `conflict` is raised, and the form
 *   offers to load it. A save meanwhile still sends the version the values came from, so the
 *   server refuses it (409) rather than overwrite the newer one.
 */
export function useEditVersion<T>(
  loaded: Versioned<T> | undefined,
  options: EditVersionOptions<T>,
): EditVersion<T> {
  const base = useRef<Versioned<T> | undefined>(loaded);
  const newer = useRef<Versioned<T> | null>(null);
  const seen = useRef<Versioned<T> | undefined>(loaded);
  const wantNewer = useRef(false);
  const inConflict = useRef(false);
  const latest = useRef(options);
  const [etag, setEtag] = useState<string | null>(loaded?.etag ?? null);
  const [conflict, setConflict] = useState(false);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  /** Raised each time a save is refused, so the notice is brought into view after it renders. */
  const [refusals, setRefusals] = useState(0);

  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (refusals > 0) noticeRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);

  const showNotice = useCallback(() => setRefusals((n) => n + 1), []);

  const raise = useCallback((on: boolean) => {
    inConflict.current = on;
    setConflict(on);
  }, []);

  const adopt = useCallback(
    (next: Versioned<T>, fill: boolean) => {
      base.current = next;
      newer.current = null;
      wantNewer.current = false;
      setEtag(next.etag);
      raise(false);
      if (fill) latest.current.reset(next.data);
    },
    [raise],
  );

  useEffect(() => {
    if (!loaded || loaded === seen.current) return;
    seen.current = loaded;
    const current = base.current;
    if (!current || wantNewer.current) return adopt(loaded, true);
    if (loaded.etag !== null && loaded.etag === current.etag) return;
    const { valuesOf, currentValues } = latest.current;
    const before = valuesOf(current.data);
    if (!inConflict.current) {
      // Only what the form does not edit changed: the values stay, the version is the new one.
      if (sameValues(valuesOf(loaded.data), before)) return adopt(loaded, false);
      // Nothing typed yet: show the newer version.
      if (sameValues(currentValues(), before)) return adopt(loaded, true);
    }
    newer.current = loaded;
    raise(true);
  }, [loaded, adopt, raise]);

  const markConflict = useCallback(() => {
    raise(true);
    showNotice();
    latest.current.refetch();
  }, [raise, showNotice]);

  const loadNewer = useCallback(() => {
    if (newer.current) return adopt(newer.current, true);
    wantNewer.current = true;
    latest.current.refetch();
  }, [adopt]);

  const saved = useCallback((item: Versioned<T>) => adopt(item, false), [adopt]);

  return { etag, conflict, markConflict, loadNewer, saved, noticeRef, showNotice };
}
