/**
 * Everything one emulator knows, generated from a seed at start: accounts and their locations,
 * the publisher network, listings, suggestions, reviews, activity, analytics, credentials.
 */

import { Clock } from '../core/clock';
import { dayNumber } from '../core/dates';
import { hashString, Rng } from '../core/random';
import { generateAccounts } from '../data/generate-accounts';
import { describeActivity, generateActivity } from '../data/generate-activity';
import type { IdCounter } from '../data/generate-comments';
import { generateReviews } from '../data/generate-reviews';
import { generateSuggestions } from '../data/generate-suggestions';
import { PUBLISHER_CATALOG } from '../data/publisher-catalog';
import { ActivityStore } from './activity-store';
import { AnalyticsModel } from './analytics-model';
import { CredentialStore, seededHex } from './credential-store';
import { ListingStore } from './listing-store';
import type { Account, ActivityRecord, LocationRecord, PublisherRecord, ReviewRecord } from './model';
import { PageTokens } from './page-tokens';
import { ReportStore } from './report-store';
import { ReviewIndex } from './review-index';
import { SuggestionStore } from './suggestion-store';

export interface WorldOptions {
  seed: string;
  locations: number;
  reviews: number;
  /** Customer accounts like the primary one, beyond the three (options.ts). */
  agencyAccounts?: number;
  /** The languages reviews are written in (options.ts). */
  languages?: readonly string[];
  reportDelayMs: number;
  optInDelayMs: number;
  redirectDomains: string[];
  now?: number;
}

export class World {
  readonly clock: Clock;
  readonly seedHash: number;
  readonly accounts = new Map<string, Account>();
  readonly primary: Account;
  readonly customers: Account[];
  readonly users: string[];
  readonly locations = new Map<string, LocationRecord>();
  readonly publishers: PublisherRecord[] = PUBLISHER_CATALOG.map((p) => ({ ...p }));
  readonly listings: ListingStore;
  readonly suggestions: SuggestionStore;
  readonly reviewIndexes = new Map<string, ReviewIndex>();
  readonly reviews = new Map<number, ReviewRecord>();
  readonly activity: ActivityStore;
  readonly analytics: AnalyticsModel;
  readonly reports: ReportStore;
  readonly credentials: CredentialStore;
  readonly pageTokens = new PageTokens();
  readonly apiKey: string;
  readonly reviewIds: IdCounter = { next: 100_001 };
  readonly commentIds: IdCounter = { next: 500_001 };
  /** Where the emulator answers; known once it listens. */
  baseUrl = '';

  constructor(readonly options: WorldOptions) {
    const { seed } = options;
    this.clock = new Clock(options.now);
    this.seedHash = hashString(seed);
    const anchor = this.clock.anchor();
    const generated = generateAccounts(seed, options.locations, anchor, options.agencyAccounts);
    this.primary = generated.primary;
    this.customers = generated.customers;
    this.users = generated.users;
    for (const account of [...generated.customers, generated.developer]) {
      this.accounts.set(account.id, account);
      for (const location of account.locations) this.locations.set(location.fields.id, location);
    }

    this.listings = new ListingStore(
      this.seedHash,
      this.publishers,
      dayNumber(anchor),
      options.optInDelayMs,
      () => this.baseUrl,
    );
    this.analytics = new AnalyticsModel(this.seedHash, this.listings, dayNumber(anchor));
    this.reports = new ReportStore(7001 + (this.seedHash % 1000), options.reportDelayMs);

    const suggestionIds: IdCounter = { next: 30_001 };
    const perLocation = options.reviews / Math.max(1, options.locations);
    const activity: ActivityRecord[] = [];
    const suggestions = [];
    for (const account of this.customers) {
      const count =
        account === this.primary || generated.agencies.includes(account)
          ? options.reviews
          : Math.max(20, Math.round(perLocation * account.locations.length));
      const reviews = generateReviews({
        seed,
        account,
        count,
        publishers: this.publishers,
        anchor,
        reviewIds: this.reviewIds,
        commentIds: this.commentIds,
        languages: options.languages,
      });
      for (const review of reviews) this.reviews.set(review.id, review);
      this.reviewIndexes.set(account.id, new ReviewIndex(reviews));
      suggestions.push(...generateSuggestions(seed, account, this.users, anchor, suggestionIds));
      activity.push(...generateActivity(seed, account, this.publishers, this.users, anchor));
    }
    this.suggestions = new SuggestionStore(suggestions);
    this.activity = new ActivityStore(activity);

    this.credentials = new CredentialStore({
      name: 'Review Desk',
      clientId: seededHex(seed, 'client-id', 24),
      clientSecret: seededHex(seed, 'client-secret', 32),
      ownerAccountId: generated.developer.id,
      redirectDomains: options.redirectDomains,
    });
    this.apiKey = seededHex(seed, 'primary-api-key', 32);
    this.credentials.addApiKey(this.apiKey, this.primary.id);
    this.accounts.set(generated.developer.id, generated.developer);
  }

  reviewIndex(accountId: string): ReviewIndex {
    let index = this.reviewIndexes.get(accountId);
    if (!index) {
      index = new ReviewIndex([]);
      this.reviewIndexes.set(accountId, index);
    }
    return index;
  }

  publisher(id: string): PublisherRecord | undefined {
    return this.listings.publisher(id);
  }

  /** Records an action in the account's log (conventions.md › Analytics: activity types). */
  logActivity(record: Omit<ActivityRecord, 'time'> & { time?: number }): void {
    this.activity.add({ ...record, time: record.time ?? this.clock.now() });
  }

  /** Runs what the passing of emulator time causes: opted-in listings going live. */
  tick(): void {
    const now = this.clock.now();
    for (const live of this.listings.settle(now)) {
      const { details, content } = describeActivity(new Rng(0), 'LISTING_LIVE', live.publisher);
      this.logActivity({
        accountId: live.location.fields.accountId,
        locationId: live.location.fields.id,
        type: 'LISTING_LIVE',
        details,
        content,
        actor: '',
        time: live.time,
      });
    }
    this.credentials.sweep(now);
  }
}
