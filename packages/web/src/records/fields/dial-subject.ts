import { createContext } from 'react';
import type { Dial } from '../../lib/dial.ts';

/**
 * The record a phone link calls (a customer's, a contact's, a lead's): its detail screen and its
 * card on a list say which, so a tap on the number can be offered as a call record afterwards
 * (lib/dial.ts). Absent where a number belongs to no record of its own (a change log's old value
 * is still the record's).
 */
export const DialSubject = createContext<Omit<Dial, 'phone'> | null>(null);
