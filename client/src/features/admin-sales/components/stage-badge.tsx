import { ORDER_STAGE_LABELS, type OrderStage } from '@contract/sales';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Money still to come is the accent; paid and on its way is green; ended is grey or red. */
const TONES: Record<OrderStage, BadgeTone> = {
  'awaiting-payment': 'accent',
  paid: 'available',
  shipped: 'available',
  delivered: 'neutral',
  lapsed: 'neutral',
  cancelled: 'soldOut',
  refunded: 'soldOut',
};

export function StageBadge({ stage }: { stage: OrderStage }) {
  return <Badge tone={TONES[stage]}>{ORDER_STAGE_LABELS[stage]}</Badge>;
}
