import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { publishers } from './publishers.js';

/**
 * An e-learning course (or other learning asset) about a document family, sold under productCode by the tenant's
 * e-learning provider. The catalogue ships none: rows come from an operator's media import.
 */
export const eLearningAssets = pgTable(
  'e_learning_assets',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    /** The document family the asset teaches (documents.family, e.g. IETF-RFC2068). */
    family: text('family').notNull(),
    /** 'eLearning' for courses; the spec's query names the type. */
    assetType: text('asset_type').notNull(),
    title: text('title').notNull(),
    productCode: text('product_code').notNull(),
  },
  (t) => [uniqueIndex('e_learning_assets_product_unique').on(t.productCode), index('e_learning_assets_family_idx').on(t.family, t.assetType)],
);
