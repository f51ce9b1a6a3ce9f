/**
 * How far below a point in the outbox a catch-up reads again. An event's id is made inside its
 * transaction, before the commit, by the clock of the process that writes it: a transaction lasts at
 * most 20 s (lib/db/transaction.ts), and 10 s more allow for instances whose clocks differ. So an
 * event committed after a moment has an id made at most this long before it, and reading this far
 * back (skipping the ids already told) finds every event committed since, whatever its id's place.
 */
export const catchUpWindowMs = 30_000;
