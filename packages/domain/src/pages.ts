import { z } from 'zod';
import { LIMITS } from './limits.js';
import { isWebAddress, NOTES_PAGE_SIZE, NOTES_PAGE_SIZE_MAX, PAGE_TYPES } from './page-types.js';
import { ExternalLink } from './tenant-config.js';

/** POST api/page-views: one view of a reader page, by its page type. */
export const PageViewRecord = z.object({ pageType: z.enum(PAGE_TYPES) }).strict();
export type PageViewRecord = z.infer<typeof PageViewRecord>;

/** GET api/admin/page-views: the tenant's page views counted per page type, per day or per month, over a range of days. */
export const PageViewQuery = z
  .object({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    granularity: z.enum(['day', 'month']).default('day'),
  })
  .strict()
  .refine((q) => q.startDate <= q.endDate, { message: 'DateRange', path: ['endDate'] })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 366 * 86_400_000, { message: 'Size', path: ['startDate'] });
export type PageViewQuery = z.input<typeof PageViewQuery>;

export const PageViewCount = z.object({
  /** YYYY-MM-DD for a day, YYYY-MM for a month. */
  period: z.string(),
  pageType: z.enum(PAGE_TYPES),
  count: z.number().int(),
});
export type PageViewCount = z.infer<typeof PageViewCount>;
export const PageViewCounts = z.object({ granularity: z.enum(['day', 'month']), counts: z.array(PageViewCount) });
export type PageViewCounts = z.infer<typeof PageViewCounts>;

/** GET api/user-notes?page&size: the caller's notes across documents, newest first. */
export const MyNotesQuery = z
  .object({ page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(NOTES_PAGE_SIZE_MAX).default(NOTES_PAGE_SIZE) })
  .strict();
export const MyNote = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  contentCode: z.string(),
  designationNo: z.string().nullable(),
  documentTitle: z.string(),
  annotationId: z.string(),
  note: z.string(),
  /** The highlighted text the note is attached to, when the note carries one. */
  selectionText: z.string(),
  updatedDate: z.string(),
});
export type MyNote = z.infer<typeof MyNote>;
export const MyNotesPage = z.object({ content: z.array(MyNote), totalElements: z.number().int(), pageSize: z.number().int() });
export type MyNotesPage = z.infer<typeof MyNotesPage>;

/** PUT api/admin/external-links (links management): the tenant's external links, replaced whole. */
export const ExternalLinksUpdate = z
  .object({
    externalLinks: z
      .array(
        ExternalLink.extend({
          label: z.string().trim().min(1).max(LIMITS.shortText),
          url: z
            .string()
            .trim()
            .max(LIMITS.url)
            .refine(isWebAddress, { message: 'Pattern' }),
        }).strict(),
      )
      .max(20),
  })
  .strict();
export type ExternalLinksUpdate = z.infer<typeof ExternalLinksUpdate>;
export const ExternalLinksAnswer = z.object({
  externalLinks: z.array(z.object({ label: z.string(), url: z.string(), position: z.enum(['LEFT', 'BOTTOM', 'LEFT_BOTTOM']) })),
});
export type ExternalLinksAnswer = z.infer<typeof ExternalLinksAnswer>;
