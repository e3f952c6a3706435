/** The states of a reservation request as the owner reads them. Plain code: the dashboard imports it. */
export const RESERVATION_STATE_NAMES = {
  waiting: 'Waiting',
  held: 'Held',
  sold: 'Sold',
  released: 'Released',
  lapsed: 'Lapsed',
} as const;

/** The owner's hold setting: days a hold the collector confirmed waits for the owner's decision. */
export const RESERVATION_OWNER_HOLD_DAYS = { default: 7, min: 1, max: 90 } as const;
