import type { AdminOrder } from '@contract/sales';

/** The owner's steps an order can take, in the order its buttons stand. */
export type OwnerStep = 'markPaid' | 'extend' | 'ship' | 'delivered' | 'cancel' | 'refund';

/**
 * What the owner may do with the order now (the server refuses anything else): money awaited is
 * marked paid, given more time or cancelled; money that came late after a lapse or cancellation
 * may still be recorded (the sale stands if the number is free); a paid parcel is shipped, its
 * tracking corrected, delivered; a paid order is refunded.
 */
export function openSteps(order: Pick<AdminOrder, 'state' | 'shipment'>): OwnerStep[] {
  switch (order.state) {
    case 'awaiting-payment':
      return ['markPaid', 'extend', 'cancel'];
    case 'lapsed':
    case 'cancelled':
      return ['markPaid'];
    case 'paid': {
      const parcel = order.shipment?.state ?? 'to-pack';
      if (parcel === 'to-pack') return ['ship', 'refund'];
      if (parcel === 'shipped') return ['delivered', 'ship', 'refund'];
      return ['refund'];
    }
    default:
      return [];
  }
}
