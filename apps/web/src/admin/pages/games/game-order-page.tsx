import type { GameCategoryValue } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { adminPaths } from '../../admin-paths';
import { AdminPage } from '../../components/admin-page';
import { CategoryOrder } from './category-order';
import { CATEGORY } from './game-labels';

/** The lists whose order players see on the home page and the games list. */
const ORDERED = ['hot', 'new', 'popularity'] as const satisfies readonly GameCategoryValue[];
type Ordered = (typeof ORDERED)[number];

/** The order of the games in each list, one tab per list. */
export function GameOrderPage() {
  const [active, setActive] = useState<Ordered>('hot');
  const [drafts, setDrafts] = useState<Partial<Record<Ordered, number[]>>>({});
  return (
    <AdminPage
      title="Order in lists"
      lead="Move games up or down (with the buttons, or by dragging), then save the order."
      actions={
        <Link to={adminPaths.games} className="btn">
          All games
        </Link>
      }
    >
      <div className="tabs-narrow">
        <Tabs
          label="Lists"
          active={active}
          onChange={setActive}
          items={ORDERED.map((category) => ({
            key: category,
            label: drafts[category] ? `${CATEGORY[category]} (unsaved)` : CATEGORY[category],
            panel: (
              <CategoryOrder
                key={category}
                category={category}
                draft={drafts[category]}
                onDraft={(order) => setDrafts((old) => ({ ...old, [category]: order }))}
              />
            ),
          }))}
        />
      </div>
    </AdminPage>
  );
}
