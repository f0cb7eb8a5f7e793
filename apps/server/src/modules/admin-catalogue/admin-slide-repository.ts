import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { slides } from '../../db/schema.js';

export type SlideRow = typeof slides.$inferSelect;
export type NewSlide = typeof slides.$inferInsert;

const inOrder = [asc(slides.position), asc(slides.slideId)];

/** Every banner, shown or not, in home page order. */
export const listSlides = (db: Db): Promise<SlideRow[]> =>
  db
    .select()
    .from(slides)
    .orderBy(...inOrder);

export async function findSlide(db: Db, slideId: number): Promise<SlideRow | undefined> {
  const [row] = await db.select().from(slides).where(eq(slides.slideId, slideId)).limit(1);
  return row;
}

/** A new banner goes last. */
export async function insertSlide(db: Db, values: Omit<NewSlide, 'position'>): Promise<SlideRow> {
  const [row] = await db
    .insert(slides)
    .values({ ...values, position: sql`(SELECT coalesce(max(position), 0) + 1 FROM ${slides})` })
    .returning();
  if (!row) throw new Error('the banner was not stored');
  return row;
}

export async function updateSlide(
  db: Db,
  slideId: number,
  values: Partial<NewSlide>,
): Promise<SlideRow | undefined> {
  const [row] = await db.update(slides).set(values).where(eq(slides.slideId, slideId)).returning();
  return row;
}

export async function deleteSlide(db: Db, slideId: number): Promise<boolean> {
  const rows = await db
    .delete(slides)
    .where(eq(slides.slideId, slideId))
    .returning({ slideId: slides.slideId });
  return rows.length > 0;
}

/** The banners' ids in order, locked until the transaction ends. */
export async function lockSlides(db: Db): Promise<number[]> {
  const rows = await db
    .select({ slideId: slides.slideId })
    .from(slides)
    .orderBy(...inOrder)
    .for('update');
  return rows.map((row) => row.slideId);
}

/** Numbers the banners 1, 2, 3... in the given order. */
export async function setSlideOrder(db: Db, slideIds: number[]): Promise<void> {
  const ids = sql.join(
    slideIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${slides} SET position = ordered.n
    FROM unnest(ARRAY[${ids}]::int[]) WITH ORDINALITY AS ordered(slide_id, n)
    WHERE ${slides.slideId} = ordered.slide_id`);
}
