import { z } from 'zod';
import { ACTIVITY_TYPES, DIMENSION_IDS, LIMITS, METRIC_IDS, REPORT_STATUSES } from '../catalog';
import { dateSchema, idSchema, lenientEnum, maybeEmptyText } from './lenient';

/**
 * The body of `POST .../analytics/reports` (service.md › Report request). The rules between
 * fields (one BRANDD_ dimension, days or weeks, start before end) live in `validateReportRequest`.
 */
export const reportRequestSchema = z.object({
  metrics: z.array(z.enum(METRIC_IDS)),
  dimensions: z.array(z.enum(DIMENSION_IDS)),
  filters: z
    .object({
      startDate: dateSchema.optional(),
      endDate: dateSchema.optional(),
      locationIds: z.array(z.string()).optional(),
      /** Locations in these folders, countries (two-letter codes) or with any of these labels. */
      folderIds: z.array(z.string()).optional(),
      countries: z.array(z.string()).optional(),
      locationLabels: z.array(z.string()).optional(),
    })
    .optional(),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;

/**
 * One row of a report: a number per metric keyed by its label, a string per dimension keyed by
 * its member name (conventions.md › Analytics; labels and keys in the catalogue).
 */
export const reportRowSchema = z.record(z.string(), z.union([z.number(), z.string()]));
export type ReportRow = z.output<typeof reportRowSchema>;

/** Synchronous report: `response.data` (service.md › Analytics). */
export const reportDataSchema = z.object({ data: z.array(reportRowSchema) });

/** Asynchronous report: `response.id` (service.md › Analytics). */
export const startedReportSchema = z.object({ id: idSchema });
export type StartedReport = z.output<typeof startedReportSchema>;

/**
 * service.md › Report status. `url` is empty while PENDING; any status beyond the known ones
 * (e.g. FAILED) is kept so the poller can stop and say so (conventions.md › Analytics).
 */
export const reportStatusSchema = z.object({
  status: lenientEnum(REPORT_STATUSES),
  url: z
    .string()
    .nullish()
    .transform((url) => url ?? ''),
});
export type ReportStatus = z.output<typeof reportStatusSchema>;

/** service.md › Maximum dates. */
export const maxDatesSchema = z.object({ standardMaxDate: z.string(), brandAMaxDate: z.string() });
export type MaxDates = z.output<typeof maxDatesSchema>;

/**
 * service.md › Activity. `date` is a serialised date-time object: only `iMillis` matters, the
 * chronology details are dropped.
 */
export const activitySchema = z.object({
  date: z.object({ iMillis: z.number() }),
  locationId: idSchema,
  details: maybeEmptyText,
  content: maybeEmptyText,
  type: lenientEnum(ACTIVITY_TYPES),
  actor: maybeEmptyText,
});
export type Activity = z.output<typeof activitySchema>;

/** `response.activities`, newest first; `count` per conventions.md (service.md shows only the array). */
export const activityListSchema = z.object({
  count: z.number().int().optional(),
  activities: z.array(activitySchema),
});
export type ActivityList = z.output<typeof activityListSchema>;

/** The body of `POST .../analytics/activity` (conventions.md › Analytics), all members optional. */
export const activityRequestSchema = z.object({
  limit: z.number().int().min(1).max(LIMITS.activityPage.max).optional(),
  offset: z.number().int().min(0).optional(),
  filters: z
    .object({
      startDate: dateSchema.optional(),
      endDate: dateSchema.optional(),
      locationIds: z.array(z.string()).optional(),
      activityTypes: z.array(z.string()).optional(),
      actors: z.array(z.string()).optional(),
    })
    .optional(),
});
export type ActivityRequest = z.output<typeof activityRequestSchema>;
