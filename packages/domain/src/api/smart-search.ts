/**
 * GET /crm/smartSearch?keyword= (RECORD_API.smartSearch, the page /hk/searchCustomerIndex, issue
 * 21): one box over the customers, leads and contacts the caller may see (their lists' data scope
 * and what waits in the pools they are in), by the fields their lists search (names, numbers,
 * phones, e-mails), before a salesperson calls. A value holding the keyword matches; so does one
 * holding most of it, as a mistyped name or number does: the share of the keyword's runs of two
 * characters the value holds (it must share a run of three to be found at all, the indexes'
 * unit). Best matches first, at most SMART_SEARCH_LIMIT.
 */
export interface SmartSearchMatch {
  /** The object's API name: crmCustomer, crmClue or crmContacter. */
  entity: string;
  id: string;
  title: string;
  /** The label of the field that matched, in the caller's language, and its value. */
  field: string;
  value: string;
  /** Whose it is; null for a record waiting in a pool (and for a contact of nobody's). */
  ownerName: string | null;
  inPool: boolean;
  /** 1 when the value holds the keyword; below 1, the share of the keyword's runs of two characters it holds. */
  score: number;
}

/** The objects searched, in the order their matches rank at an equal score. */
export const SMART_SEARCH_OBJECTS = ['crmCustomer', 'crmClue', 'crmContacter'] as const;

/** Characters a keyword needs (one Chinese character or letter finds too much to read). */
export const SMART_SEARCH_KEYWORD_MIN = 2;

/** The least share of the keyword's runs of two characters a near match holds. */
export const SMART_SEARCH_NEAR = 0.5;

/** Matches answered at most. */
export const SMART_SEARCH_LIMIT = 30;
