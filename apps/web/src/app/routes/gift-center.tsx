import { GiftCenter } from '../../features/gifts';
import { useTitle } from '../../lib/use-title';

export function GiftCenterPage() {
  useTitle('Gift Center');
  return (
    <div className="page">
      <h1 className="page-title">Gift Center</h1>
      <GiftCenter />
    </div>
  );
}
