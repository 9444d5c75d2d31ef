/**
 * My follows (issue 20, spec section 2 `/sys/sysStarList`): a staff member stars any record they
 * may view (an article, a customer, a tender…) from its detail screen, and finds what they follow
 * in one list, newest first. The list shows only what they may still see: a record gone out of
 * their data scope, or deleted, drops out of it (and comes back if it comes back into their
 * scope); starring one they cannot see is 404, as for any read of it.
 */
export const STARS_API = {
  /** POST { apiName, id } → StarState: follow the record (again: nothing changes). */
  star: '/sys/sysStar/star',
  /** POST { apiName, id } → StarState: stop following it (not followed: nothing changes). */
  unstar: '/sys/sysStar/unstar',
  /** GET ?apiName=&id= → StarState: whether I follow it. */
  state: '/sys/sysStar/state',
  /** GET ?apiName=&pageNo=&pageSize= → Page<StarEntry>: what I follow (of one object, or all), newest first. */
  list: '/sys/sysStar/list',
  /** GET → StarObject[]: the objects of what I follow, with how many of each, for the list's filter. */
  objects: '/sys/sysStar/objects',
} as const;

export interface StarState {
  starred: boolean;
}

/** A record I follow, on my follows list. */
export interface StarEntry {
  /** The object's API name (its detail screen's route comes from the manifest). */
  objectName: string;
  /** The object's name in the caller's language. */
  objectLabel: string;
  recordId: string;
  /** The record's title (its title field), as the caller may read it. */
  title: string;
  starredAt: string;
}

/** An object among my follows, and how many records of it I follow and still see. */
export interface StarObject {
  objectName: string;
  objectLabel: string;
  count: number;
}
