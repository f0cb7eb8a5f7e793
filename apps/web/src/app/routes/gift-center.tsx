import { GiftCenter } from '../../features/gifts';
import { DotGroup, useViewRedDot } from '../../features/realtime';
import { useTitle } from '../../lib/use-title';

export function GiftCenterPage() {
  useTitle('Gift Center');
  useViewRedDot(...DotGroup.gifts);
  return (
    <div className="page">
      <h1 className="page-title">Gift Center</h1>
      <GiftCenter />
    </div>
  );
}
